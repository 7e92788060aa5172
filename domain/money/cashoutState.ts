import { MONEY } from '../constants/limits';
import type { FundingSource } from './fundingSource';

/** Bank-linking provider token (001 §3). */
export interface LinkTokenData {
  linkToken: string;
  expiration: string;
}

/** Result of executeTransferOut (001 §3). */
export interface CashoutTransferResult {
  transferId: string;
  createdAt: string;
}

/** The withdrawal flow's state (001 §3); selectedAmount is integer cents, -1 until chosen. */
export interface CashoutState {
  fundingSources: FundingSource[];
  selectedSource: FundingSource | null;
  linkTokenData: LinkTokenData | null;
  selectedAmount: number;
  transactionData: CashoutTransferResult | null;
}

export function initialCashoutState(): CashoutState {
  return {
    fundingSources: [],
    selectedSource: null,
    linkTokenData: null,
    selectedAmount: MONEY.UNSELECTED_CASHOUT_AMOUNT,
    transactionData: null,
  };
}

export function hasSelectedCashoutAmount(state: Pick<CashoutState, 'selectedAmount'>): boolean {
  return state.selectedAmount !== MONEY.UNSELECTED_CASHOUT_AMOUNT;
}

import { ACCOUNT_MESSAGES } from '../constants/account';

/** Funding-source status counting towards the one-per-type rule (ours: the documents show no status values). */
export const FUNDING_SOURCE_ACTIVE_STATUS = 'ACTIVE';
/** A removed funding source: kept for its withdrawals' history, never offered again. */
export const FUNDING_SOURCE_INACTIVE_STATUS = 'INACTIVE';

export const FUNDING_TYPES = ['CHECKING', 'SAVINGS'] as const;

export type FundingType = (typeof FUNDING_TYPES)[number];

/** A linked bank account (001 §3; 'expry' is the API's spelling). */
export interface FundingSource {
  fundingSourceId: string;
  fundingType: FundingType | string;
  vendorType?: string | null;
  institutionId?: string | null;
  institutionName?: string | null;
  last4: string;
  logo?: string | null;
  status?: string | null;
  color?: string | null;
  customerBalance?: number | null;
  expryYear?: number | null;
  expryMonth?: number | null;
}

/** A withdrawal still in flight to a funding source. */
export interface PendingWithdrawal {
  fundingSourceId: string;
}

export function isFundingType(value: string): value is FundingType {
  return (FUNDING_TYPES as readonly string[]).includes(value.toUpperCase());
}

/** A source without a status is treated as active: the list call returns the usable accounts. */
export function isActiveFundingSource(source: Pick<FundingSource, 'status'>): boolean {
  return !source.status || source.status.toUpperCase() === FUNDING_SOURCE_ACTIVE_STATUS;
}

/** Why another account of this type cannot be added, or null (001 §5: one checking and one savings). */
export function fundingSourceAddBlockReason(
  existing: readonly FundingSource[],
  fundingType: FundingType | string,
): string | null {
  if (!isFundingType(fundingType)) return ACCOUNT_MESSAGES.FUNDING_TYPE_UNSUPPORTED;
  const wanted = fundingType.toUpperCase();
  const taken = existing.some(
    (source) => isActiveFundingSource(source) && String(source.fundingType).toUpperCase() === wanted,
  );
  return taken ? ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE : null;
}

/** A pending withdrawal to the account blocks its removal (001 §8). */
export function fundingSourceRemoveBlockReason(
  source: Pick<FundingSource, 'fundingSourceId'>,
  pendingWithdrawals: readonly PendingWithdrawal[],
): string | null {
  const pending = pendingWithdrawals.some((withdrawal) => withdrawal.fundingSourceId === source.fundingSourceId);
  return pending ? ACCOUNT_MESSAGES.PENDING_WITHDRAWAL_BLOCKS_REMOVAL : null;
}

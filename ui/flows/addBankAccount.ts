import type { NewBankAccount, PaymentsGateway } from '../../adapters/payments/PaymentsGateway';
import type { FundingSource } from '../../domain/money/fundingSource';
import { isFundingType } from '../../domain/money/fundingSource';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { paymentsFailureOf, type PaymentsFailure } from './paymentsFailure';

/** The part of Plaid Link's onSuccess metadata createACHAccount needs (react-plaid-link's PlaidLinkOnSuccessMetadata). */
export interface LinkSuccessMetadata {
  institution: { institution_id: string; name: string } | null;
  accounts: readonly { id: string; mask: string | null; subtype: string | null }[];
  link_session_id: string;
}

/** The vendor of the bank-linking provider (createACHAccount's vendorType). */
export const BANK_LINK_VENDOR = 'PLAID';

export type AddBankAccountResult = { ok: true; source: FundingSource } | PaymentsFailure;

/** onSuccess → createACHAccount's arguments (scripts/sandbox/services/bankLinking/README.md), or null when unusable. */
export function bankAccountFromLink(publicToken: string, metadata: LinkSuccessMetadata): NewBankAccount | null {
  const account = metadata.accounts[0];
  const fundingType = account?.subtype?.toUpperCase() ?? '';
  if (!account || !account.mask || !metadata.institution || !isFundingType(fundingType)) return null;
  return {
    publicToken,
    plaidAccountId: account.id,
    institutionId: metadata.institution.institution_id,
    institutionName: metadata.institution.name,
    last4: account.mask,
    linkSessionId: metadata.link_session_id,
    fundingType,
    vendorType: BANK_LINK_VENDOR,
  };
}

/** Adds the bank account the shopper chose in Link (001 §4). Never rejects. */
export async function addBankAccount(
  input: { customerId: string; publicToken: string; metadata: LinkSuccessMetadata },
  ports: { payments: Pick<PaymentsGateway, 'createACHAccount'> },
): Promise<AddBankAccountResult> {
  const account = bankAccountFromLink(input.publicToken, input.metadata);
  if (!account) return { ok: false, fields: {}, message: ACCOUNT_MESSAGES.FUNDING_TYPE_UNSUPPORTED, status: null, reason: null, definite: true };
  try {
    return { ok: true, source: await ports.payments.createACHAccount(input.customerId, account) };
  } catch (error) {
    return paymentsFailureOf(error);
  }
}

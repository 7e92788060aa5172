import type { AccountLinkingGateway } from '../../adapters/linking/AccountLinkingGateway';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { linkErrorMessage, linkErrorType } from '../../domain/retailers/linkErrors';
import { validateLinkAccountForm, type LinkAccountFormInput } from '../../domain/validation/linkAccountForm';
import { refusalOutcome, type FormOutcome } from './formOutcome';

export type LinkAccountField = keyof LinkAccountFormInput;
const FIELDS: readonly LinkAccountField[] = ['email', 'password'];

export interface LinkRetailerAccountInput extends LinkAccountFormInput {
  customerId: string;
  retailerId: number;
  sharePurchaseHistory: boolean;
}

/**
 * The link form (001 §3, §5): e-mail and password checked first (nothing is sent while invalid), then linked.
 * The service's field messages show inline; 'Duplicate Account Found' answers the duplicate message, any
 * other refusal the generic one (001 §8). The answered link is usually pending.
 */
export async function linkRetailerAccount(
  input: LinkRetailerAccountInput,
  ports: { linking: AccountLinkingGateway },
): Promise<FormOutcome<RetailerAccountLink, LinkAccountField>> {
  const checked = validateLinkAccountForm({ email: input.email, password: input.password });
  if (!checked.ok) return { ok: false, fields: checked.fields, message: null, status: null };
  try {
    const link = await ports.linking.linkAccount(input.customerId, {
      retailerId: input.retailerId,
      email: checked.value.email,
      password: checked.value.password,
      sharePurchaseHistory: input.sharePurchaseHistory,
    });
    return { ok: true, value: link };
  } catch (error) {
    // 001 §8: the duplicate account's message, else the generic one.
    return refusalOutcome(error, FIELDS, ({ message }) => linkErrorMessage(linkErrorType(message)));
  }
}

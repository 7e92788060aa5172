import { HTTP_STATUS } from '../../domain/constants/http';
import * as MESSAGES from '../../domain/constants/messages';
import { refusalOutcome, type ActionRefusal } from './formOutcome';

/** A link the service no longer honours (used or expired: 410) or cannot read (a malformed token: 400). */
const DEAD_LINK_STATUSES: readonly number[] = [HTTP_STATUS.GONE, HTTP_STATUS.BAD_REQUEST];

/** How an e-mailed link's token fared: used, expired or unknown (410, or no token at all), or the call failed. */
export type AccountLinkOutcome = { ok: true } | (ActionRefusal & { expired: boolean });

const isDeadLink = (status: number | null) => status !== null && DEAD_LINK_STATUSES.includes(status);

/**
 * Follows an e-mailed link (confirm e-mail, unlock account, 001 §7): `use` sends the token. A missing, unknown or
 * expired token is 'Looks like that link is expired or invalid.' (001 §8); any other failure `failure`.
 */
export async function followAccountLink(token: string | undefined, use: (token: string) => Promise<unknown>, failure: string): Promise<AccountLinkOutcome> {
  if (!token) return { ok: false, fields: {}, message: MESSAGES.TOKEN_EXPIRED, status: null, expired: true };
  try {
    await use(token);
    return { ok: true };
  } catch (error) {
    const refusal = refusalOutcome(error, [], ({ status }) => (isDeadLink(status) ? MESSAGES.TOKEN_EXPIRED : failure));
    return { ...refusal, expired: isDeadLink(refusal.status) };
  }
}

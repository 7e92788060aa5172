import { HTTP_STATUS } from '../../domain/constants/http';
import { MESSAGES } from '../../domain/constants/messages';
import { serviceRefusalOf } from '../../domain/platform/serviceRefusal';

/** A link the service no longer honours (used or expired: 410) or cannot read (a malformed token: 400). */
const DEAD_LINK_STATUSES: readonly number[] = [HTTP_STATUS.GONE, HTTP_STATUS.BAD_REQUEST];

/** How an e-mailed link's token fared: used, expired or unknown (410, or no token at all), or the call failed. */
export type AccountLinkOutcome = { ok: true } | { ok: false; expired: true; message: string } | { ok: false; expired: false; message: string };

/**
 * Follows an e-mailed link (confirm e-mail, unlock account, 001 §7): `use` sends the token. A missing, unknown or
 * expired token is 'Looks like that link is expired or invalid.' (001 §8); any other failure `failure`.
 */
export async function followAccountLink(token: string | undefined, use: (token: string) => Promise<unknown>, failure: string): Promise<AccountLinkOutcome> {
  const expired = { ok: false, expired: true, message: MESSAGES.TOKEN_EXPIRED } as const;
  if (!token) return expired;
  try {
    await use(token);
    return { ok: true };
  } catch (error) {
    const { status } = serviceRefusalOf(error);
    return status !== null && DEAD_LINK_STATUSES.includes(status) ? expired : { ok: false, expired: false, message: failure };
  }
}

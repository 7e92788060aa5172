import { SECURITY_CHECKUP_STATUS } from './securityCheckup';
import { SECOND_MS } from '../constants/timing';

/**
 * E-mail confirmation (001 §4): send, awaiting (polling the checkup), confirmed; a link that is invalid or
 * expired is answered on the landing page ('Looks like that link is expired or invalid.').
 */
export type EmailConfirmationStage = 'send' | 'awaiting' | 'confirmed';

/**
 * How often the checkup is asked again while a sent confirmation is awaited. Ours: 001 §4 says only "with
 * polling"; every few seconds notices a click in another tab soon enough without hammering the service.
 */
export const EMAIL_CONFIRMATION_POLL_MS = 5 * SECOND_MS;

/** The stage from the checkup item's status and whether a confirmation e-mail was sent from this page. */
export function emailConfirmationStage(itemStatus: string, sent: boolean): EmailConfirmationStage {
  if (itemStatus === SECURITY_CHECKUP_STATUS.COMPLETE || itemStatus === SECURITY_CHECKUP_STATUS.SKIP) return 'confirmed';
  return sent ? 'awaiting' : 'send';
}

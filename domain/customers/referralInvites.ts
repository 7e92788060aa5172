import { validateEmail } from '../validation/email';
import type { FieldResult } from '../validation/fieldResult';

/** Ours: the addresses one invite sends to at most (the contract's maxItems). */
export const REFERRAL_INVITES_MAX = 20;

/** Ours (001 names referral invites by e-mail, not their messages). */
export const REFERRAL_INVITE_MESSAGES = {
  REQUIRED: 'Enter at least one email address.',
  INVALID: (address: string) => `Hm, "${address}" doesn't look like an email address.`,
  TOO_MANY: `You can invite up to ${REFERRAL_INVITES_MAX} friends at a time.`,
  OWN_ADDRESS: "That's your own email address: invite a friend instead.",
} as const;

/**
 * The invite form's addresses: one or more, separated by commas, semicolons, spaces or new lines; each a valid
 * address, none the customer's own, at most REFERRAL_INVITES_MAX; the same address twice counts once (case aside).
 * Answers the addresses to send, or the first message to show.
 */
export function parseReferralInvites(text: string, ownEmail: string): FieldResult<string[]> {
  const entered = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (entered.length === 0) return { ok: false, message: REFERRAL_INVITE_MESSAGES.REQUIRED };
  const addresses = new Map<string, string>();
  for (const part of entered) {
    const checked = validateEmail(part);
    if (!checked.ok) return { ok: false, message: REFERRAL_INVITE_MESSAGES.INVALID(part) };
    const key = checked.value.toLowerCase();
    if (key === ownEmail.trim().toLowerCase()) return { ok: false, message: REFERRAL_INVITE_MESSAGES.OWN_ADDRESS };
    if (!addresses.has(key)) addresses.set(key, checked.value);
  }
  if (addresses.size > REFERRAL_INVITES_MAX) return { ok: false, message: REFERRAL_INVITE_MESSAGES.TOO_MANY };
  return { ok: true, value: [...addresses.values()] };
}

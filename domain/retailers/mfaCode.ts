import type { FieldResult } from '../validation/fieldResult';

/**
 * The multi-factor step of retailer 1144's link (001 §4 actionRequired, 'Finish linking account'). The
 * documents show neither the code nor its wording (x-inferred): the retailer sends a 6-digit code, as most
 * retailers' one-time codes are, and these are the messages a shopper reads about it.
 */
export const MFA_CODE_LENGTH = 6;

export const MFA_CODE_MESSAGES = {
  REQUIRED: 'Enter the code the retailer sent you',
  INVALID: `Enter the ${MFA_CODE_LENGTH}-digit code`,
  WRONG: "That code didn't work. Check it and try again.",
  NOT_NEEDED: "This account doesn't need a code.",
} as const;

const CODE_PATTERN = new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`);

/** The typed code without its spaces (codes are often read out in groups), or the message to show. */
export function validateMfaCode(value: string): FieldResult<string> {
  const code = value.replace(/\s+/g, '');
  if (code.length === 0) return { ok: false, message: MFA_CODE_MESSAGES.REQUIRED };
  return CODE_PATTERN.test(code) ? { ok: true, value: code } : { ok: false, message: MFA_CODE_MESSAGES.INVALID };
}

import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';
import { formatPhoneMask, phoneDigits } from './phoneMask';

/** The phone field's messages (001 §5). */
export const PHONE_MESSAGES = {
  PHONE_REQUIRED: 'Whoops, you need a phone number to continue',
  PHONE_INVALID: "Hm, that doesn't look right",
  // Ours (issue 29): shown beside PHONE_INVALID (the documents' words, kept) so the shopper knows the format.
  PHONE_FORMAT_HINT: 'Enter a 10-digit US number, like (303) 555-0188.',
} as const;

/** A phone value must be longer than this many characters (masked form) to be checked. */
const PHONE_MIN_LENGTH_EXCLUSIVE = 11;

/** The product is US-only, so numbers are read as US numbers and must belong to the US. */
const PHONE_REGION = 'US';

/** E.164 form of a valid US phone value, or null. */
function toE164(value: string): string | null {
  // The length rule applies to the masked form, whatever the user typed: a short value is incomplete.
  if (formatPhoneMask(phoneDigits(value)).length <= PHONE_MIN_LENGTH_EXCLUSIVE) return null;
  const parsed = parsePhoneNumberFromString(value, PHONE_REGION);
  if (!parsed || !parsed.isValid() || parsed.country !== PHONE_REGION) return null;
  return parsed.number;
}

/** Accepts the masked form, bare digits or E.164; the value comes back as E.164 ('+12015550123'). */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGES.PHONE_REQUIRED })
  .trim()
  .min(1, { error: PHONE_MESSAGES.PHONE_REQUIRED })
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.PHONE_INVALID });
      return z.NEVER;
    }
    return e164;
  });

export function validatePhone(value: string): FieldResult<string> {
  return fieldResultFromSchema(phoneSchema, value);
}

/**
 * What to show beside a phone message: the expected format when the number was refused as malformed (the
 * documents' 'Hm, that doesn't look right' names no format, and is kept verbatim); null otherwise.
 */
export function phoneFormatHintFor(message: string | null | undefined): string | null {
  return message === PHONE_MESSAGES.PHONE_INVALID ? PHONE_MESSAGES.PHONE_FORMAT_HINT : null;
}

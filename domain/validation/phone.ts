import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ACCOUNT_MESSAGES } from '../constants/account';
import { LIMITS } from '../constants/limits';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';
import { formatPhoneMask, phoneDigits } from './phoneMask';

/** The product is US-only, so numbers are read as US numbers and must belong to the US. */
const PHONE_REGION = 'US';

/** E.164 form of a valid US phone value, or null. */
function toE164(value: string): string | null {
  // The length rule applies to the masked form, whatever the user typed: a short value is incomplete.
  if (formatPhoneMask(phoneDigits(value)).length <= LIMITS.PHONE_MIN_LENGTH_EXCLUSIVE) return null;
  const parsed = parsePhoneNumberFromString(value, PHONE_REGION);
  if (!parsed || !parsed.isValid() || parsed.country !== PHONE_REGION) return null;
  return parsed.number;
}

/** Accepts the masked form, bare digits or E.164; the value comes back as E.164 ('+12015550123'). */
export const phoneSchema = z
  .string({ error: ACCOUNT_MESSAGES.PHONE_REQUIRED })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.PHONE_REQUIRED })
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === null) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.PHONE_INVALID });
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
  return message === ACCOUNT_MESSAGES.PHONE_INVALID ? ACCOUNT_MESSAGES.PHONE_FORMAT_HINT : null;
}

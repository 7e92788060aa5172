import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../constants/account';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

/** The longest address mail can carry (RFC 5321's 256-octet path less its angle brackets). */
const EMAIL_MAX_LENGTH = 254;

/** Trimmed; case is kept because the server owns address matching. A longer address is not well formed. */
export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.EMAIL_REQUIRED })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.EMAIL_REQUIRED })
  .max(EMAIL_MAX_LENGTH, { error: ACCOUNT_MESSAGES.EMAIL_INVALID })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.EMAIL_INVALID }));

export function validateEmail(value: string): FieldResult<string> {
  return fieldResultFromSchema(emailSchema, value);
}

import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../constants';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

/** Trimmed; case is kept because the server owns address matching. */
export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.EMAIL_REQUIRED })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.EMAIL_REQUIRED })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.EMAIL_INVALID }));

export function validateEmail(value: string): FieldResult<string> {
  return fieldResultFromSchema(emailSchema, value);
}

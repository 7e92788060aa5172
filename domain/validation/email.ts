import { z } from 'zod';
import { MESSAGES } from '../constants';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

/** Trimmed; case is kept because the server owns address matching. */
export const emailSchema = z
  .string({ error: MESSAGES.EMAIL_REQUIRED })
  .trim()
  .min(1, { error: MESSAGES.EMAIL_REQUIRED })
  .pipe(z.email({ error: MESSAGES.EMAIL_INVALID }));

export function validateEmail(value: string): FieldResult<string> {
  return fieldResultFromSchema(emailSchema, value);
}

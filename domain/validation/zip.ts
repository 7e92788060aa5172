import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../constants/account';
import { LIMITS } from '../constants/limits';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

const ZIP_PATTERN = new RegExp(`^\\d{${LIMITS.ZIP_LENGTH}}$`);

/** The documents give one message for a missing, non-numeric or wrong-length zip (001 §5). */
export const zipSchema = z
  .string({ error: ACCOUNT_MESSAGES.ZIP_INVALID })
  .trim()
  .regex(ZIP_PATTERN, { error: ACCOUNT_MESSAGES.ZIP_INVALID });

export function validateZip(value: string): FieldResult<string> {
  return fieldResultFromSchema(zipSchema, value);
}

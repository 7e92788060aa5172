import { z } from 'zod';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

/** A zip code has this many digits (001 §9). */
const ZIP_LENGTH = 5;
export const ZIP_INVALID = "Hm, that zip code doesn't look right.";

const ZIP_PATTERN = new RegExp(`^\\d{${ZIP_LENGTH}}$`);

/** The documents give one message for a missing, non-numeric or wrong-length zip (001 §5). */
export const zipSchema = z
  .string({ error: ZIP_INVALID })
  .trim()
  .regex(ZIP_PATTERN, { error: ZIP_INVALID });

export function validateZip(value: string): FieldResult<string> {
  return fieldResultFromSchema(zipSchema, value);
}

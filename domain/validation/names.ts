import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../constants/account';
import { LIMITS } from '../constants/limits';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

/** "Under 30 characters" means at most 29. */
const NAME_MAX_LENGTH = LIMITS.NAME_MAX_LENGTH_EXCLUSIVE - 1;

/**
 * Letters of any alphabet (with accents, also when typed as combining marks), digits, period, comma,
 * apostrophe (straight or typographic) and hyphen; the first name also allows spaces (001 §5).
 */
const FIRST_NAME_PATTERN = /^[\p{L}\p{M}\p{Nd}.,'\u2019\- ]+$/u;
const LAST_NAME_PATTERN = /^[\p{L}\p{M}\p{Nd}.,'\u2019\-]+$/u;

function nameSchema(requiredMessage: string, tooLongMessage: string, pattern: RegExp) {
  // NFC so an accented letter typed as letter + combining mark counts as one character.
  return z
    .string({ error: requiredMessage })
    .trim()
    .normalize('NFC')
    .min(1, { error: requiredMessage })
    .max(NAME_MAX_LENGTH, { error: tooLongMessage })
    .regex(pattern, { error: ACCOUNT_MESSAGES.NAME_INVALID_CHARACTERS });
}

export const firstNameSchema = nameSchema(ACCOUNT_MESSAGES.FIRST_NAME_REQUIRED, ACCOUNT_MESSAGES.NAME_TOO_LONG, FIRST_NAME_PATTERN);
export const lastNameSchema = nameSchema(
  ACCOUNT_MESSAGES.LAST_NAME_REQUIRED,
  ACCOUNT_MESSAGES.LAST_NAME_TOO_LONG,
  LAST_NAME_PATTERN,
);

export function validateFirstName(value: string): FieldResult<string> {
  return fieldResultFromSchema(firstNameSchema, value);
}

export function validateLastName(value: string): FieldResult<string> {
  return fieldResultFromSchema(lastNameSchema, value);
}

import { z } from 'zod';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

/** The name fields' messages (001 §5, the last name's too-long one ours). */
export const NAME_MESSAGES = {
  FIRST_NAME_REQUIRED: 'Whoops, you need a name to continue.',
  NAME_TOO_LONG: 'Enter a first name that is under 30 characters.',
  NAME_INVALID_CHARACTERS: "Hm, that name doesn't look right.",
  LAST_NAME_REQUIRED: 'Whoops, you need a last name to continue.',
  LAST_NAME_TOO_LONG: 'Enter a last name that is under 30 characters.',
} as const;

/** A name must be under this many characters (001 §9). */
const NAME_MAX_LENGTH_EXCLUSIVE = 30;

/** "Under 30 characters" means at most 29. */
const NAME_MAX_LENGTH = NAME_MAX_LENGTH_EXCLUSIVE - 1;

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
    .regex(pattern, { error: NAME_MESSAGES.NAME_INVALID_CHARACTERS });
}

export const firstNameSchema = nameSchema(NAME_MESSAGES.FIRST_NAME_REQUIRED, NAME_MESSAGES.NAME_TOO_LONG, FIRST_NAME_PATTERN);
export const lastNameSchema = nameSchema(
  NAME_MESSAGES.LAST_NAME_REQUIRED,
  NAME_MESSAGES.LAST_NAME_TOO_LONG,
  LAST_NAME_PATTERN,
);

export function validateFirstName(value: string): FieldResult<string> {
  return fieldResultFromSchema(firstNameSchema, value);
}

export function validateLastName(value: string): FieldResult<string> {
  return fieldResultFromSchema(lastNameSchema, value);
}

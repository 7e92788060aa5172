import { z } from 'zod';
import { yearsBetween } from '../customers/age';
import { calendarDateOf, compareCalendarDates, hasIsoDateShape, parseIsoDate } from './calendarDate';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

/** The birth-date field's messages (001 §5). */
export const BIRTH_DATE_MESSAGES = {
  BIRTH_DATE_REQUIRED: 'Whoops, you need a birthdate to continue.',
  BIRTH_DATE_INVALID: "Hm, that date doesn't look right.",
  TOO_YOUNG: 'You need to be 18 or over to use our app.',
  TOO_OLD: "Are you sure you're that old?",
} as const;

/** Ages a shopper may have (001 §9). */
export const MINIMUM_AGE = 18;
const MAXIMUM_AGE = 130;

/** A year typed with two digits arrives as '00YY-…'; the documents treat it as implausibly old. */
const IMPLAUSIBLE_YEAR_PREFIX = '00';

/** The first birth-date problem, in the order the form reports them, or null (001 §5). */
export function birthDateProblem(value: string, today: Date): string | null {
  if (value.length === 0) return BIRTH_DATE_MESSAGES.BIRTH_DATE_REQUIRED;
  if (!hasIsoDateShape(value)) return BIRTH_DATE_MESSAGES.BIRTH_DATE_INVALID;
  if (value.startsWith(IMPLAUSIBLE_YEAR_PREFIX)) return BIRTH_DATE_MESSAGES.TOO_OLD;
  const birth = parseIsoDate(value);
  if (!birth) return BIRTH_DATE_MESSAGES.BIRTH_DATE_INVALID; // an impossible day such as 2023-02-30
  const day = calendarDateOf(today);
  if (compareCalendarDates(birth, day) > 0) return BIRTH_DATE_MESSAGES.BIRTH_DATE_INVALID; // not born yet
  const age = yearsBetween(birth, day);
  if (age < MINIMUM_AGE) return BIRTH_DATE_MESSAGES.TOO_YOUNG;
  if (age > MAXIMUM_AGE) return BIRTH_DATE_MESSAGES.TOO_OLD;
  return null;
}

/** Birth date schema for a given day; the value is the trimmed 'YYYY-MM-DD'. */
export function birthDateSchema(today: Date) {
  return z
    .string({ error: BIRTH_DATE_MESSAGES.BIRTH_DATE_REQUIRED })
    .trim()
    .superRefine((value, ctx) => {
      const problem = birthDateProblem(value, today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export function validateBirthDate(value: string, today: Date): FieldResult<string> {
  return fieldResultFromSchema(birthDateSchema(today), value);
}

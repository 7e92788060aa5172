import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../constants/account';
import { LIMITS } from '../constants/limits';
import { yearsBetween } from '../customers/age';
import { calendarDateOf, compareCalendarDates, hasIsoDateShape, parseIsoDate } from './calendarDate';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

/** A year typed with two digits arrives as '00YY-…'; the documents treat it as implausibly old. */
const IMPLAUSIBLE_YEAR_PREFIX = '00';

/** The first birth-date problem, in the order the form reports them, or null (001 §5). */
export function birthDateProblem(value: string, today: Date): string | null {
  if (value.length === 0) return ACCOUNT_MESSAGES.BIRTH_DATE_REQUIRED;
  if (!hasIsoDateShape(value)) return ACCOUNT_MESSAGES.BIRTH_DATE_INVALID;
  if (value.startsWith(IMPLAUSIBLE_YEAR_PREFIX)) return ACCOUNT_MESSAGES.TOO_OLD;
  const birth = parseIsoDate(value);
  if (!birth) return ACCOUNT_MESSAGES.BIRTH_DATE_INVALID; // an impossible day such as 2023-02-30
  const day = calendarDateOf(today);
  if (compareCalendarDates(birth, day) > 0) return ACCOUNT_MESSAGES.BIRTH_DATE_INVALID; // not born yet
  const age = yearsBetween(birth, day);
  if (age < LIMITS.MINIMUM_AGE) return ACCOUNT_MESSAGES.TOO_YOUNG;
  if (age > LIMITS.MAXIMUM_AGE) return ACCOUNT_MESSAGES.TOO_OLD;
  return null;
}

/** Birth date schema for a given day; the value is the trimmed 'YYYY-MM-DD'. */
export function birthDateSchema(today: Date) {
  return z
    .string({ error: ACCOUNT_MESSAGES.BIRTH_DATE_REQUIRED })
    .trim()
    .superRefine((value, ctx) => {
      const problem = birthDateProblem(value, today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export function validateBirthDate(value: string, today: Date): FieldResult<string> {
  return fieldResultFromSchema(birthDateSchema(today), value);
}

import { LIMITS } from '../constants/limits';
import { calendarDateOf, compareCalendarDates, parseIsoDate, type CalendarDate } from '../validation/calendarDate';

/**
 * Whole years from a birth date ('YYYY-MM-DD') to today's calendar day (UTC, see calendarDateOf).
 * Null for an unreadable birth date. A 29 February birthday is reached on 1 March in other years.
 */
export function ageOn(birthDate: string, today: Date): number | null {
  const birth = parseIsoDate(birthDate);
  if (!birth) return null;
  return yearsBetween(birth, calendarDateOf(today));
}

export function yearsBetween(birth: CalendarDate, day: CalendarDate): number {
  const birthdayNotYetReached = compareCalendarDates({ ...birth, year: day.year }, day) > 0;
  return day.year - birth.year - (birthdayNotYetReached ? 1 : 0);
}

/** Alcohol offers are for customers of legal drinking age: 21 or older (unreadable birth date: not allowed). */
export function isOldEnoughForAlcohol(birthDate: string, today: Date): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age >= LIMITS.ALCOHOL_AGE;
}

import { calendarDateOf, compareCalendarDates, parseIsoDate, type CalendarDate } from '../validation/calendarDate';

/** Alcohol offers are for shoppers this old or older (001 §9). */
export const ALCOHOL_AGE = 21;

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
  return age !== null && age >= ALCOHOL_AGE;
}

/** Why an alcohol offer is refused to someone not known to be 21 or over (001 §1; the wording is ours). */
export const ALCOHOL_OFFER_REFUSED = `Alcohol offers are only for members ${ALCOHOL_AGE} and over.`;

/**
 * Whether this offer may be shown to, unlocked or shopped by a shopper with this birth date ('YYYY-MM-DD'; null when
 * anonymous or not known yet): an alcohol offer only from 21 (001 §1), anything else always.
 */
export function mayHaveOffer(offer: { readonly alcohol?: boolean | null }, birthDate: string | null, today: Date): boolean {
  return offer.alcohol !== true || (birthDate !== null && isOldEnoughForAlcohol(birthDate, today));
}

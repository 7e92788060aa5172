/** A date without time or zone, as birth dates are (YYYY-MM-DD). */
export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Computed by hand: Date.UTC maps years 0-99 to 1900-1999, which would misjudge '0024-02-29'. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealCalendarDate({ year, month, day }: CalendarDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True when the text has the YYYY-MM-DD shape, whether or not the day exists. */
export function hasIsoDateShape(value: string): boolean {
  return ISO_DATE_PATTERN.test(value);
}

/** Reads 'YYYY-MM-DD'; null for another shape or an impossible day such as 2023-02-30. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealCalendarDate(date) ? date : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The calendar day of an instant, read in UTC so the browser, the sandbox server and the tests agree.
 * A caller that wants the user's local day passes a Date at UTC midnight of that day.
 */
export function calendarDateOf(instant: Date): CalendarDate {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

/** Negative when a is before b. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

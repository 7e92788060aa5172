import { parseIsoDate, toIsoDate, isRealCalendarDate } from './calendarDate';

/** The form displays birth dates as MM/DD/YYYY and sends YYYY-MM-DD (001 §5). */
const DISPLAY_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'MM/DD/YYYY' → 'YYYY-MM-DD'; null for another shape or a day that does not exist. */
export function displayToIsoDate(display: string): string | null {
  const match = DISPLAY_DATE_PATTERN.exec(display.trim());
  if (!match) return null;
  const date = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isRealCalendarDate(date) ? toIsoDate(date) : null;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'; null for another shape or a day that does not exist. */
export function isoToDisplayDate(iso: string): string | null {
  const date = parseIsoDate(iso.trim());
  if (!date) return null;
  const [year, month, day] = toIsoDate(date).split('-');
  return `${month}/${day}/${year}`;
}

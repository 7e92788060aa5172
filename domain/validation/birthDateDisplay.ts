import { parseIsoDate, toIsoDate } from './calendarDate';

/** Birth dates are sent as YYYY-MM-DD and shown as MM/DD/YYYY (001 §5): 'YYYY-MM-DD' → 'MM/DD/YYYY'; null for another shape or a day that does not exist. */
export function isoToDisplayDate(iso: string): string | null {
  const date = parseIsoDate(iso.trim());
  if (!date) return null;
  const [year, month, day] = toIsoDate(date).split('-');
  return `${month}/${day}/${year}`;
}

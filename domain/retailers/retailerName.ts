/** A first word longer than this many characters is cut (000 §9). */
const RETAILER_NAME_MAX_FIRST_WORD = 14;

/** U+2026, appended to a truncated retailer name. */
const RETAILER_NAME_ELLIPSIS = '\u2026';

/**
 * Shortens a retailer name whose first word is too long to wrap (000 §9): the first 14 characters
 * plus '…' when the first word exceeds 14 characters; otherwise the name is unchanged (longer
 * multi-word names wrap on their own). Counts code points so an emoji is never split.
 */
export function truncateRetailerName(name: string): string {
  const trimmed = name.trim();
  const firstWord = trimmed.split(/\s+/)[0] ?? '';
  const max = RETAILER_NAME_MAX_FIRST_WORD;
  if (Array.from(firstWord).length <= max) return name;
  return Array.from(trimmed).slice(0, max).join('') + RETAILER_NAME_ELLIPSIS;
}

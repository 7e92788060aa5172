// Turning what callers send into values the catalogue queries can use safely: ids that fit an integer
// column, text PostgreSQL accepts, LIKE patterns and text-search queries built from words only.
import { MAX_CATALOGUE_ID } from './constants';

/**
 * A catalogue id from a GraphQL ID, a number or a numeric string; null when it cannot name a catalogue
 * row (not a whole number, below 1, or beyond the integer columns), so lookups answer "unknown".
 */
export function parseCatalogueId(value: unknown): number | null {
  let id: number;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)) id = Number(value.trim());
  else return null;
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_CATALOGUE_ID ? id : null;
}

/** The usable ids of a list, each once, in the order first given. */
export function parseCatalogueIds(values: readonly unknown[] | null | undefined): number[] {
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const value of values ?? []) {
    const id = parseCatalogueId(value);
    if (id !== null && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return ids;
}

/** Text as PostgreSQL can store it: NUL characters (which it refuses) are dropped. */
export function cleanText(value: string): string {
  return value.includes('\u0000') ? value.replace(/\u0000/g, '') : value;
}

/** The words of a text, as the search matches them: runs of letters and digits, lower-cased. */
export function searchWords(text: string): string[] {
  return (cleanText(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16);
}

/**
 * A `to_tsquery('simple', …)` text matching names that have every word as a word prefix
 * ('grand':* & 'mart':*); null when there are no words. Words hold letters and digits only, so quoting
 * them is enough.
 */
export function prefixTsQuery(words: readonly string[]): string | null {
  return words.length ? words.map((word) => `'${word}':*`).join(' & ') : null;
}

/** `text` with LIKE's wildcards and escape character escaped (for `LIKE … ESCAPE '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `text` as a literal part of a regular expression (also valid with the `u` flag). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

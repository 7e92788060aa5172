/** Slug rules (000 §5). */
export const SLUG_RULES = {
  /** What pathSegment gives for a value that is not a string. */
  NON_STRING: '_',
  SPACE_REPLACEMENT: '_',
  AMPERSAND_REPLACEMENT: 'and',
} as const;

/** Anything outside 7-bit ASCII. */
const NON_ASCII = /[^\x00-\x7F]/g;
/** Commas and straight quotes (curly quotes are non-ASCII and go with that rule). */
const COMMAS_AND_QUOTES = /[,'"]/g;

/**
 * Turns a display name into a URL path segment (000 §5), in the document's order: trim, each space to '_',
 * '&' to 'and', drop commas and quotes, drop non-ASCII, cut to maxLength. A non-string (for example a missing
 * name) gives '_'. The document's last step, percent-encoding, is buildPath's: it encodes each param once.
 */
export function pathSegment(value: unknown, maxLength?: number): string {
  if (typeof value !== 'string') return SLUG_RULES.NON_STRING;
  let slug = value
    .trim()
    .replace(/ /g, SLUG_RULES.SPACE_REPLACEMENT)
    .replace(/&/g, SLUG_RULES.AMPERSAND_REPLACEMENT)
    .replace(COMMAS_AND_QUOTES, '')
    .replace(NON_ASCII, '');
  // Cut before encoding so the limit counts characters, not %XX escapes.
  if (maxLength !== undefined && Number.isFinite(maxLength)) {
    slug = slug.slice(0, Math.max(0, Math.floor(maxLength)));
  }
  return slug;
}

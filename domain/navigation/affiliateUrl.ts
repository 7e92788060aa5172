/** Length of the alphanumeric id after LAUNCH_ID_PREFIX in a valid affiliate URL (000 §2, 001 §9). */
export const AFFILIATE_LAUNCH_ID_LENGTH = 32;

/** Prefix of a retailer launch id. */
export const LAUNCH_ID_PREFIX = 'lid-';

/** A whole launch id: 'lid-' and exactly the launch id's length of alphanumerics. */
const LAUNCH_ID = new RegExp(`^${LAUNCH_ID_PREFIX}[A-Za-z0-9]{${AFFILIATE_LAUNCH_ID_LENGTH}}$`);

/** Exactly a launch id (a 31- or 33-character tail is not one). */
export function isLaunchId(value: unknown): value is string {
  return typeof value === 'string' && LAUNCH_ID.test(value);
}

/**
 * Printable ASCII only: whitespace, control characters and backslashes are what the URL parser silently drops or
 * rewrites (`java\tscript:`, `https:\\evil`), so a URL carrying them is refused rather than normalised (ours).
 */
const PLAIN_URL_TEXT = /^[\x21-\x5b\x5d-\x7e]+$/;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

/**
 * The launch id must be the URL's own: a whole path segment or a whole query value (`?u1=lid-…`). One buried in
 * a nested URL (`https://other.example/out?to=https%3A%2F%2Fshop%2F%3Flid-…`, another origin's redirect) or in the
 * fragment does not count (ours: the documents say "contain", and a launch is what the link service issued).
 */
function carriesLaunchId(url: URL): boolean {
  const segments = url.pathname.split('/').map(decoded);
  return [...segments, ...url.searchParams.values()].some((part) => LAUNCH_ID.test(part));
}

/**
 * The retailer-launch page's affiliateUrl must be https and carry a launch id (000 §2, 001 §9). Hardened (ours):
 * no credentials in the URL (`https://shop.example@evil.example` shows one host and opens another), plain text only.
 */
export function isValidAffiliateUrl(url: string): boolean {
  if (!PLAIN_URL_TEXT.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === '' &&
    carriesLaunchId(parsed)
  );
}

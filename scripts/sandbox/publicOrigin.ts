// PUBLIC_ORIGIN: the origin browsers reach the sandbox at (a reverse proxy in front of several instances).

/** The origin in `value` (an http(s) origin, a trailing slash allowed); throws a message naming what is wrong. */
export function parsePublicOrigin(value: string): string {
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`PUBLIC_ORIGIN must be an http:// or https:// origin such as https://clipback.example, got ${JSON.stringify(value)}`);
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)) {
    throw new Error(`PUBLIC_ORIGIN must be an origin only (no path, query, fragment or credentials), got ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/** The query names an OAuth provider answers a redirect with (a sign-in callback, a retailer's direct link). */
export const OAUTH_QUERY = { CODE: 'code', STATE: 'state', ERROR: 'error' } as const;

/** The error a provider answers when the person declined (OAuth 2.0, RFC 6749 §4.1.2.1). */
export const OAUTH_ACCESS_DENIED = 'access_denied';

/**
 * A return path that stays inside the app: a path ('/retailers/Grandmart/1408') or a URL on `origin`. Answers the
 * normalised path with its query; null for anything else (another site, '//host', backslashes). The normalised
 * path is checked too, not only the text: dot segments ('/.//evil.example', '/x/..//evil.example',
 * '/%2e%2e//evil.example') normalise to '//evil.example', which a browser reads as another host (issue 29).
 */
export function inAppPath(goto: string, origin: string): string | null {
  const value = goto.trim();
  if (value.includes('\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return null;
    if (!value.startsWith('/') && !value.startsWith(url.origin)) return null;
    if (value.startsWith('//')) return null;
    const path = `${url.pathname}${url.search}`;
    return isSameOriginPath(path, origin) ? path : null;
  } catch {
    return null;
  }
}

/** A path that, resolved against `origin`, stays on it: one leading slash, no backslash (read as a slash). */
export function isSameOriginPath(path: string, origin: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  try {
    return new URL(path, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

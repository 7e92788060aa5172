import type { IdentityUser } from './IdentityPort';
import { AUTH0_CACHE_PREFIX } from './storedSession';
/** The suffix of the id token's entry: `@@auth0spajs@@::<clientId>::@@user@@`. */
const ID_TOKEN_SUFFIX = '@@user@@';
/** The scopes auth0Session's client asks for (the library's default plus offline_access for refresh tokens). */
const REQUESTED_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** The library reads an access token expiring within 60 s as expired, and refreshes it. */
const TOKEN_LEEWAY_SECONDS = 60;
/** The library ends a session 30 s before the id token's `session_expiry` claim. */
const SESSION_LEEWAY_SECONDS = 30;

/** What auth0-spa-js's cache says about who is signed in, while its access token is still valid. */
export interface CachedSession {
  accessToken: string;
  user: IdentityUser;
}

/**
 * The session auth0-spa-js would answer from its cache (getTokenSilently with the cache on, getUser) without
 * loading the library: the access token of this client and audience whose key carries the requested scopes,
 * valid for another minute, and the id token's user. Null when the library would have to be asked (no entry,
 * an entry it would refresh, a session past its ceiling, anything unreadable). `entries` are the storage's raw
 * values by key.
 */
export function cachedSession(
  entries: ReadonlyMap<string, string>,
  client: { clientId: string; audience: string },
  nowMs: number,
): CachedSession | null {
  const nowSeconds = Math.floor(nowMs / 1000);
  const userEntry = parsed(entries.get([AUTH0_CACHE_PREFIX, client.clientId, ID_TOKEN_SUFFIX].join('::')));
  const decoded = record(userEntry?.decodedToken);
  const user = record(decoded?.user);
  if (typeof user?.sub !== 'string' || !user.sub) return null;
  const sessionExpiry = record(decoded?.claims)?.session_expiry;
  if (typeof sessionExpiry === 'number' && nowSeconds >= sessionExpiry - SESSION_LEEWAY_SECONDS) return null;
  for (const [key, raw] of entries) {
    const [prefix, clientId, audience, scope, ...rest] = key.split('::');
    if (prefix !== AUTH0_CACHE_PREFIX || clientId !== client.clientId || audience !== client.audience || rest.length > 0) continue;
    const scopes = new Set(scope?.split(' '));
    if (!REQUESTED_SCOPES.every((requested) => scopes.has(requested))) continue;
    const entry = parsed(raw);
    const accessToken = record(entry?.body)?.access_token;
    const expiresAt = entry?.expiresAt;
    if (typeof accessToken !== 'string' || !accessToken || typeof expiresAt !== 'number') continue;
    if (expiresAt - TOKEN_LEEWAY_SECONDS < nowSeconds) continue;
    return { accessToken, user: typeof user.email === 'string' ? { sub: user.sub, email: user.email } : { sub: user.sub } };
  }
  return null;
}

/** The auth0-spa-js entries of a storage, by key; none when the storage refuses to be read. */
export function auth0CacheEntries(storage: Storage): Map<string, string> {
  const entries = new Map<string, string>();
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(AUTH0_CACHE_PREFIX)) continue;
      const value = storage.getItem(key);
      if (value !== null) entries.set(key, value);
    }
  } catch {
    // Storage disabled: nothing is cached.
  }
  return entries;
}

function parsed(raw: string | undefined): Record<string, unknown> | null {
  if (raw === undefined) return null;
  try {
    return record(JSON.parse(raw));
  } catch {
    return null;
  }
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * Query strings as data: a key seen once is a string, a repeated key (or a key the route declares as a list)
 * is a string array. Keys a route does not declare are carried through, so rebuilding a path loses nothing.
 */
import { NAV_QUERY_KEY } from '../constants/navigation';

export type RouteQuery = Readonly<Record<string, string | readonly string[]>>;

/** Values buildPath accepts; null and undefined are left out, arrays repeat the key. */
export type QueryInputValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryInput = Readonly<Record<string, QueryInputValue>>;

export function parseQuery(search: string, arrayKeys: readonly string[] = []): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = query[key];
    if (existing === undefined) query[key] = arrayKeys.includes(key) ? [value] : value;
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

/** '?a=1&ids=2&ids=3', or '' when nothing is left. Values are percent-encoded. */
export function formatQuery(query: QueryInput = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The first value of a key, whether it arrived once or repeated. */
export function routeQueryValue(query: RouteQuery, key: string): string | undefined {
  const value = query[key];
  return typeof value === 'string' ? value : value?.[0];
}

/** Every value of a key (empty when absent). */
export function routeQueryValues(query: RouteQuery, key: string): readonly string[] {
  const value = query[key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** The referral code a URL carries for sign-up: query friend, else friend_code (000 §7 "Identity provider"). */
export function friendCodeFromQuery(query: RouteQuery): string | undefined {
  const code = routeQueryValue(query, NAV_QUERY_KEY.FRIEND) ?? routeQueryValue(query, NAV_QUERY_KEY.FRIEND_CODE);
  return code?.trim() || undefined;
}

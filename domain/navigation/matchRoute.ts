import { ROUTE_NAME, type RouteName } from '../constants/navigation';
import { matchSegments, splitPathname, tidyPathname } from './pathPattern';
import { parseQuery, type RouteQuery } from './routeQuery';
import { ROOT_ROUTE, ROUTE_DEFINITIONS, routeDefinition, type RouteDefinition } from './routes';

/**
 * Longer paths are no route of ours and show the not-found page (ours; no real path comes near it, and browsers
 * and servers commonly stop at about 2,000 characters).
 */
export const MAX_ROUTE_PATH_LENGTH = 2048;

export type RouteParams = Readonly<Record<string, string>>;

export interface RouteMatch {
  readonly name: RouteName;
  /** Decoded param values; absent when an optional (or tolerated missing) param is not in the path. */
  readonly params: RouteParams;
  /** Every query key present, declared or not (see routeQuery). */
  readonly query: RouteQuery;
}

/**
 * Resolves a pathname to its route; anything else (malformed percent-encoding, an over-long path included) is
 * 'not-found'. Never throws. Repeated and trailing slashes are tidied first, so the page shown before
 * legacyRedirect replaces the URL is the page after it; case and old paths are legacyRedirect's alone. The root
 * is ROOT_ROUTE's.
 */
export function matchRoute(pathname: string, search = ''): RouteMatch {
  if (pathname.startsWith('/') && pathname.length <= MAX_ROUTE_PATH_LENGTH) {
    const tidy = tidyPathname(pathname);
    const rawSegments = splitPathname(tidy);
    for (const definition of ROUTE_DEFINITIONS) {
      if (definition.disabled) continue;
      const params = tidy === '/' && definition.name === ROOT_ROUTE ? {} : decodedParams(definition, rawSegments);
      if (params) return { name: definition.name, params, query: parseQuery(search, definition.arrayQueryKeys) };
    }
  }
  const notFound = routeDefinition(ROUTE_NAME.NOT_FOUND);
  return { name: notFound.name, params: {}, query: parseQuery(search, notFound.arrayQueryKeys) };
}

function decodedParams(definition: RouteDefinition, rawSegments: readonly string[]): Record<string, string> | null {
  const raw = matchSegments(definition.segments, rawSegments, {
    trailingParamsOptional: definition.matchesWithMissingParams,
  });
  if (!raw) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const decoded = safeDecode(value);
    if (decoded === null) return null;
    const rule = definition.paramRules[name];
    if (rule && !rule.test(decoded)) return null;
    params[name] = decoded;
  }
  return params;
}

/** Malformed percent-encoding means the path is not ours: null rather than a thrown URIError. */
function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

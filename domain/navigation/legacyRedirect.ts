/**
 * Legacy path redirects, answered 301 by the server and replaced in place by the app (000 §2, 001 §2).
 * The documents list the target paths but not the old ones, so these rules are inferred ('/' is no legacy path: it
 * shows home in place, see ROOT_ROUTE):
 *  - repeated slashes collapse and a trailing slash is removed, on any path;
 *  - a known route's literal segments are lower-cased (routes are case-insensitive), params are kept as-is;
 *  - a small alias table (LEGACY_PATH_ALIASES) maps old names such as /signup or /retailer/:name/:id.
 * Everything happens in one step, so the answer is never a redirect chain, and the query is kept.
 */
import { REDIRECT_STATUS, ROUTE_NAME } from '../constants/navigation';
import { fillPattern, matchSegments, parsePattern, splitPathname, tidyPathname, type PatternSegment } from './pathPattern';
import { ROUTE_DEFINITIONS, routeDefinition } from './routes';
import { safeRedirectPath } from './safeRedirectPath';
import { ACCOUNT_PANEL, RouteName } from '../constants/navigation';

/**
 * Legacy path aliases, answered with a 301 (inferred: the documents say legacy redirects are 301 and list the
 * targets, but not the old paths). `from` is a pattern whose literal segments match case-insensitively;
 * `to` is the route it lands on, with its params carried over by name, plus any fixed params.
 */
export interface LegacyPathAlias {
  readonly from: string;
  readonly to: RouteName;
  readonly params?: Readonly<Record<string, string>>;
}

export const LEGACY_PATH_ALIASES: readonly LegacyPathAlias[] = [
  { from: '/signup', to: ROUTE_NAME.REGISTER },
  { from: '/sign-up', to: ROUTE_NAME.REGISTER },
  { from: '/log-in', to: ROUTE_NAME.LOGIN },
  { from: '/retailer', to: ROUTE_NAME.RETAILERS },
  { from: '/retailer/:retailerName/:id', to: ROUTE_NAME.RETAILER },
  { from: '/category', to: ROUTE_NAME.CATEGORIES },
  { from: '/category/:categoryName/:categoryId', to: ROUTE_NAME.CATEGORY },
  { from: '/cashout', to: ROUTE_NAME.ACCOUNT_PANEL, params: { panel: ACCOUNT_PANEL.CASHOUT } },
  { from: '/security-checkup', to: ROUTE_NAME.SECURITY_CHECKUP },
  { from: '/bonus', to: ROUTE_NAME.BONUSES },
];

export interface LegacyRedirect {
  readonly redirect: string;
  readonly status: 301;
}

const ALIASES = LEGACY_PATH_ALIASES.map((alias) => ({ ...alias, segments: parsePattern(alias.from) }));

export function legacyRedirect(pathname: string, search = ''): LegacyRedirect | null {
  if (!pathname.startsWith('/')) return null;
  const canonical = canonicalPathname(tidyPathname(pathname));
  if (canonical === pathname) return null;
  const redirect = `${canonical}${normalisedSearch(search)}`;
  // Never answer with something a browser would read as another origin.
  if (safeRedirectPath(redirect) === null) return null;
  return { redirect, status: REDIRECT_STATUS.LEGACY };
}

function canonicalPathname(pathname: string): string {
  const rawSegments = splitPathname(pathname);
  for (const alias of ALIASES) {
    const params = matchSegments(alias.segments, rawSegments, { caseInsensitiveLiterals: true });
    if (params) return fillPattern(routeDefinition(alias.to).segments, { ...params, ...alias.params });
  }
  for (const definition of ROUTE_DEFINITIONS) {
    const params = matchSegments(definition.segments, rawSegments, {
      caseInsensitiveLiterals: true,
      trailingParamsOptional: definition.matchesWithMissingParams,
    });
    if (params) return withCanonicalLiterals(definition.segments, rawSegments);
  }
  return pathname;
}

/** Keeps each raw param segment exactly as it came and writes the route's own literal text. */
function withCanonicalLiterals(segments: readonly PatternSegment[], rawSegments: readonly string[]): string {
  return `/${rawSegments.map((raw, index) => {
    const segment = segments[index];
    return segment?.kind === 'literal' ? segment.text : raw;
  }).join('/')}`;
}

function normalisedSearch(search: string): string {
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * Old and untidy forms of the app's paths and their canonical form (000 §2, 001 §2): legacyRedirect answers them 301,
 * and a link to one is followed in place (isInAppPath). The documents list the target paths but not the old ones,
 * so these rules are inferred ('/' is no legacy path: it shows home in place, see ROOT_ROUTE):
 *  - repeated slashes collapse and a trailing slash is removed, on any path;
 *  - a known route's literal segments are lower-cased (routes are case-insensitive), params are kept as-is;
 *  - a small alias table (LEGACY_PATH_ALIASES) maps old names such as /signup or /retailer/:name/:id.
 * Everything happens in one step, so the answer is never a redirect chain.
 */
import { ACCOUNT_PANEL, ROUTE_NAME, type RouteName } from '../constants/navigation';
import { fillPattern, matchSegments, parsePattern, splitPathname, tidyPathname, type PatternSegment } from './pathPattern';
import { ROUTE_DEFINITIONS, routeDefinition } from './routes';

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

const ALIASES = LEGACY_PATH_ALIASES.map((alias) => ({ ...alias, segments: parsePattern(alias.from) }));

/** The canonical form of an old or untidy path, or null when the path is canonical already (or is no path). */
export function canonicalLegacyPath(pathname: string): string | null {
  if (!pathname.startsWith('/')) return null;
  const canonical = canonicalPathname(tidyPathname(pathname));
  return canonical === pathname ? null : canonical;
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

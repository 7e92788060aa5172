import { NAV_QUERY_KEY, ROUTE_NAME } from '../constants/navigation';
import type { RouteMatch } from '../navigation/matchRoute';
import { routeQueryValue } from '../navigation/routeQuery';

/** Property names of the page-view event (ours). */
export const PAGE_VIEW_PROPERTY = { PATH: 'path', ROUTE: 'route', REFERRER: 'referrer', FROM_URL: 'from_url' } as const;

/**
 * The properties of the page-view event for a route change, or null when none is due. The not-found page sends
 * one only for a 404 that carries a from_url query (000 §2 "Other screens"); every other route sends one.
 */
export function pageViewProperties(
  route: RouteMatch,
  { path, referrer }: { path: string; referrer?: string | null },
): Record<string, string> | null {
  const properties: Record<string, string> = { [PAGE_VIEW_PROPERTY.PATH]: path, [PAGE_VIEW_PROPERTY.ROUTE]: route.name };
  if (referrer) properties[PAGE_VIEW_PROPERTY.REFERRER] = referrer;
  if (route.name !== ROUTE_NAME.NOT_FOUND) return properties;
  const fromUrl = routeQueryValue(route.query, NAV_QUERY_KEY.FROM_URL);
  return fromUrl ? { ...properties, [PAGE_VIEW_PROPERTY.FROM_URL]: fromUrl } : null;
}

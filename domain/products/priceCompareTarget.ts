import { NAV_QUERY_KEY, ROUTE_NAME } from '../constants/navigation';
import { buildPath } from '../navigation/buildPath';
import { routeQueryValue, type RouteQuery } from '../navigation/routeQuery';
import { normalizeSearchQuery } from '../search/searchQuery';
import { isProductUpc } from './productSearch';

/**
 * What the price compare URL asks for: one product (?upc=, ahead of a query), a product search (?q=, trimmed
 * and cut to 255 characters as every search is), a UPC the backend would refuse, or nothing yet.
 */
export type PriceCompareTarget =
  | { kind: 'product'; upc: string }
  | { kind: 'invalidUpc'; upc: string }
  | { kind: 'search'; query: string }
  | { kind: 'none' };

export function priceCompareTarget(query: RouteQuery): PriceCompareTarget {
  const upc = routeQueryValue(query, NAV_QUERY_KEY.UPC);
  if (upc !== undefined && upc !== '') return isProductUpc(upc) ? { kind: 'product', upc } : { kind: 'invalidUpc', upc };
  const term = normalizeSearchQuery(routeQueryValue(query, NAV_QUERY_KEY.SEARCH_TERM));
  return term ? { kind: 'search', query: term } : { kind: 'none' };
}

/** /price-compare, with the normalised query or a product's UPC when given. */
export function priceComparePath(target: { query?: string; upc?: string } = {}): string {
  const query = normalizeSearchQuery(target.query);
  return buildPath(ROUTE_NAME.PRICE_COMPARE, {}, {
    [NAV_QUERY_KEY.SEARCH_TERM]: query || undefined,
    [NAV_QUERY_KEY.UPC]: target.upc || undefined,
  });
}

import { ROUTE_NAME } from '../constants/navigation';
import type { Category } from '../categories/Category';
import { buildPath } from '../navigation/buildPath';
import { pathSegment } from '../offers/slug';
import type { Retailer, RetailerGroup } from '../retailers/Retailer';

export { pathSegment };

/** /retailers/{slug}/{id} (000 §2). */
export function retailerPath(retailer: Pick<Retailer, 'id' | 'name'>): string {
  return buildPath(ROUTE_NAME.RETAILER, { retailerName: pathSegment(retailer.name), id: retailer.id });
}

/** /retailers/{slug}/{id}/link: where linking a retailer account starts (the flow is a later issue's). */
export function retailerLinkPath(retailer: Pick<Retailer, 'id' | 'name'>): string {
  return buildPath(ROUTE_NAME.RETAILER_LINK, { retailerName: pathSegment(retailer.name), id: retailer.id });
}

/** /categories/{slug}/{id} (000 §2). */
export function categoryPath(category: Pick<Category, 'id' | 'name'>): string {
  return buildPath(ROUTE_NAME.CATEGORY, { categoryName: pathSegment(category.name), categoryId: category.id });
}

/** /retailers/groups/{slug}?ids=1&ids=2 (000 §2). */
export function retailerGroupPath(group: Pick<RetailerGroup, 'name' | 'retailerIds'>): string {
  return buildPath(ROUTE_NAME.RETAILER_GROUP, { retailerGroupName: pathSegment(group.name) }, { ids: [...group.retailerIds] });
}

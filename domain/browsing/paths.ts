import { BANNER_RETAILER_LINK_PREFIX } from '../constants/account';
import { ROUTE_NAME } from '../constants/navigation';
import type { Banner } from '../banners/Banner';
import { bannerTarget } from '../banners/bannerTarget';
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

const NUMERIC = /^\d+$/;

/**
 * Where a banner goes inside the app (001 §2): a 'retailer/…' link opens that retailer's page, named by the
 * link's own name segment when it has one ('retailer/maple_and_main/3443'), else by the banner's name; any
 * other link is an in-app path.
 */
export function bannerHref(banner: Pick<Banner, 'link' | 'name'>): string {
  const target = bannerTarget(banner.link);
  if (target.kind === 'path') return target.path;
  const segments = banner.link
    .trim()
    .replace(/^\/+/, '')
    .split(/[?#]/, 1)[0]!
    .slice(BANNER_RETAILER_LINK_PREFIX.length)
    .split('/')
    .filter((segment) => segment !== '' && !NUMERIC.test(segment));
  const name = segments[0] ? safeDecode(segments[0]) : pathSegment(banner.name);
  return buildPath(ROUTE_NAME.RETAILER, { retailerName: name || pathSegment(banner.name), id: target.retailerId });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

import { ROUTE_NAME } from '../constants/navigation';
import type { Banner } from '../banners/Banner';
import { BANNER_RETAILER_LINK_PREFIX, onboardingBannerTarget } from '../banners/bannerTarget';
import { buildPath } from '../navigation/buildPath';
import { pathSegment } from '../offers/slug';

const NUMERIC = /^\d+$/;

/**
 * Where a banner goes inside the app (001 §2): a 'retailer/…' link opens that retailer's page, named by the
 * link's own name segment when it has one ('retailer/maple_and_main/3443'), else by the banner's name; any
 * other link is an in-app path; no link at all goes to 'welcome'.
 */
export function bannerHref(banner: Pick<Banner, 'link' | 'name'>): string {
  // A banner without a link is the onboarding banner, which links to 'welcome' (001 §2).
  const target = onboardingBannerTarget(banner.link);
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

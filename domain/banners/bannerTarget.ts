/** A banner link starting with this names a retailer (001 §2). */
export const BANNER_RETAILER_LINK_PREFIX = 'retailer/';
/** Where a banner without a link goes (001 §2). */
export const BANNER_DEFAULT_ONBOARDING_LINK = 'welcome';

export type BannerTarget = { kind: 'retailer'; retailerId: number } | { kind: 'path'; path: string };

const NUMERIC_SEGMENT = /^\d+$/;

/**
 * Where a banner click goes (001 §2). A link starting with 'retailer/' points to a retailer; its id is the last
 * numeric path segment, so both 'retailer/123' and 'retailer/some-name/123' (the shape of the retailer page
 * path) give 123. A 'retailer/…' link without a numeric segment, and every other link, is an in-app path,
 * returned with a leading '/'. A leading '/' on the link and any query or fragment are ignored for the test.
 */
export function bannerTarget(link: string): BannerTarget {
  const trimmed = link.trim();
  const bare = trimmed.replace(/^\/+/, '');
  if (bare.toLowerCase().startsWith(BANNER_RETAILER_LINK_PREFIX)) {
    const pathOnly = bare.split(/[?#]/, 1)[0] ?? '';
    const numeric = pathOnly
      .slice(BANNER_RETAILER_LINK_PREFIX.length)
      .split('/')
      .filter((segment) => NUMERIC_SEGMENT.test(segment));
    const last = numeric[numeric.length - 1];
    if (last !== undefined) return { kind: 'retailer', retailerId: Number(last) };
  }
  return { kind: 'path', path: `/${bare}` };
}

/** The onboarding banner links to 'welcome' unless it carries its own link. */
export function onboardingBannerTarget(link: string | null | undefined): BannerTarget {
  return bannerTarget(link?.trim() || BANNER_DEFAULT_ONBOARDING_LINK);
}

import type { BannerContext } from '../banners/Banner';

/** The tracking event for an ad that led nowhere (000 §7 "ad dead end"). */
export const AD_DEAD_END_EVENT = 'ad dead end';

/** The ad (a banner) a shopper followed, and the in-app path it led to. */
export interface FollowedAd {
  readonly bannerId: number | string;
  readonly bannerName: string;
  readonly context: BannerContext;
  readonly path: string;
}

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0] ?? '';

/**
 * The 'ad dead end' event's properties when the page that turned out missing is the one the shopper's last
 * followed ad led to, else null (the documents name the event only: when it fires and what it carries are ours).
 */
export function adDeadEndProperties(ad: FollowedAd | null, missingPath: string): Record<string, string | number> | null {
  if (!ad || pathnameOf(ad.path) !== pathnameOf(missingPath)) return null;
  return { bannerId: ad.bannerId, bannerName: ad.bannerName, context: ad.context, path: ad.path };
}

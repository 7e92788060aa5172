export const BANNER_CONTEXTS = ['retailer', 'category', 'home', 'promo', 'seasonal'] as const;

export type BannerContext = (typeof BANNER_CONTEXTS)[number];

/** A banner (001 §3). */
export interface Banner {
  id: number | string;
  name: string;
  link: string;
  tabletUrl: string;
  desktopUrl: string;
  altText: string;
}

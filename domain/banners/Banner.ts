/** Where a banner is placed (001 §3). */
export type BannerContext = 'retailer' | 'category' | 'home' | 'promo' | 'seasonal';

/** A banner (001 §3). */
export interface Banner {
  id: number | string;
  name: string;
  link: string;
  tabletUrl: string;
  desktopUrl: string;
  altText: string;
}

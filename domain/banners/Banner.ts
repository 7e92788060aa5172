/** Where a banner is placed (001 §3). */
export type BannerContext = 'retailer' | 'category' | 'home' | 'promo' | 'seasonal';

/**
 * The banner art's pixel size: the tablet image 3:1, the desktop one (from the desktop breakpoint) 4:1, about twice
 * the width it shows at. The page gives its <img> these so the box is known before the image; the sandbox draws its
 * placeholders at them.
 */
export const BANNER_IMAGE_SIZE = { TABLET: { width: 768, height: 256 }, DESKTOP: { width: 1200, height: 300 } } as const;

/** A banner (001 §3). */
export interface Banner {
  id: number | string;
  name: string;
  link: string;
  tabletUrl: string;
  desktopUrl: string;
  altText: string;
}

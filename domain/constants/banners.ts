/** Banner rules (001 §2): the home, category and retailer pages show banners, so these are not account rules. */
export const BANNER_RETAILER_LINK_PREFIX = 'retailer/';
export const BANNER_DEFAULT_ONBOARDING_LINK = 'welcome';
export const BANNER_CONTEXTS = ['retailer', 'category', 'home', 'promo', 'seasonal'] as const;
export type BannerContext = (typeof BANNER_CONTEXTS)[number];

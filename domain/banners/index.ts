export type { Banner } from './Banner';
export type { BannerTarget } from './bannerTarget';
export { bannerTarget, onboardingBannerTarget } from './bannerTarget';
export { hasCategoryBanners } from './categoryBanners';

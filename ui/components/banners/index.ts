export { BannerLink, PromotionsSection } from './BannerLink';

export { BannerLink, BannerList } from './BannerLink';

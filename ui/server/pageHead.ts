import type { Banner } from '../../domain/banners/Banner';
import { BRAND_NAME } from '../../domain/constants/app';
import * as MESSAGES from '../../domain/constants/messages';
import { ROUTE_NAME } from '../../domain/constants/navigation';
import { canonicalPath } from '../../domain/navigation/canonicalPath';
import { HTTP_STATUS } from '../../domain/constants/http';
import { escapeHtml } from '../../domain/formatting/html';
import { formatDocumentTitle } from '../../domain/navigation/formatDocumentTitle';
import { BANNER_DESKTOP_MIN_WIDTH } from '../components/banners/BannerLink';
import type { Stores } from '../stores/Stores';
import { PAGE_HEAD_COPY } from './copy';

/** What a server-rendered page's `<head>` says about it: for search engines, link previews and the first paint. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  /** Absolute or same-origin: the page's picture in a link preview. */
  image: string | null;
  /** The first view's largest image (the home page's banner), fetched with the document. */
  preloadImages: readonly { href: string; media?: string }[];
}

/** The head of the page the stores show, once its loader ran. */
export function pageHead(stores: Stores, { status, publicOrigin }: { status: number; publicOrigin: string }): PageHead {
  const { router, routeHistory } = stores;
  const missing = status === HTTP_STATUS.NOT_FOUND;
  const canonical = new URL(canonicalPath(router.route), publicOrigin);
  const subject = missing ? null : pageSubject(stores);
  return {
    title: missing ? formatDocumentTitle(MESSAGES.NOT_FOUND_TITLE) : routeHistory.documentTitle,
    description: subject?.description || PAGE_HEAD_COPY.DEFAULT_DESCRIPTION,
    canonicalUrl: canonical.href,
    image: subject?.image ?? null,
    preloadImages: missing ? [] : lcpImages(stores),
  };
}

/** The description and picture of what the page is about (a retailer, a category, an offer). */
function pageSubject(stores: Stores): { description: string | null; image: string | null } | null {
  switch (stores.router.route.name) {
    case ROUTE_NAME.RETAILER: {
      const retailer = stores.retailer.retailer.value;
      if (!retailer) return null;
      return {
        description: retailer.shortDescription?.trim() || PAGE_HEAD_COPY.retailerDescription(retailer.name),
        image: retailer.imageUrl || retailer.iconUrl || null,
      };
    }
    case ROUTE_NAME.CATEGORY: {
      const category = stores.category.category.value;
      if (!category) return null;
      return {
        description: category.seoShortDescription?.trim() || PAGE_HEAD_COPY.categoryDescription(category.name),
        image: category.cardUrl || null,
      };
    }
    case ROUTE_NAME.OFFER:
    case ROUTE_NAME.OFFER_BY_ID: {
      const details = stores.offerDetails.details.value;
      const offer = details ? stores.offers.get(details.offerId) : undefined;
      if (!offer) return null;
      return { description: offer.description?.trim() || offer.name, image: null };
    }
    default:
      return null;
  }
}

/** The banner a page shows first: its largest paint (the home page's seasonal one, a retailer's or category's first). */
function firstBanner(stores: Stores): Banner | null {
  switch (stores.router.route.name) {
    case ROUTE_NAME.HOME:
      return stores.home.seasonalBanner.value;
    case ROUTE_NAME.RETAILER:
      return stores.flags.bannersOn ? (stores.retailer.banners.value[0] ?? null) : null;
    case ROUTE_NAME.CATEGORY:
      return stores.flags.bannersOn ? (stores.category.banners.value[0] ?? null) : null;
    default:
      return null;
  }
}

/** The first banner's image as BannerLink shows it (a desktop image from its width up). */
function lcpImages(stores: Stores): PageHead['preloadImages'] {
  const banner = firstBanner(stores);
  const fallback = banner?.tabletUrl || banner?.desktopUrl;
  if (!banner || !fallback) return [];
  if (!(banner.desktopUrl && banner.tabletUrl)) return [{ href: fallback }];
  return [
    { href: banner.tabletUrl, media: `(max-width: ${BANNER_DESKTOP_MIN_WIDTH - 0.02}px)` },
    { href: banner.desktopUrl, media: `(min-width: ${BANNER_DESKTOP_MIN_WIDTH}px)` },
  ];
}

/** The head's tags for `head`, escaped. */
export function headTags(head: PageHead, origin: string): string {
  const image = head.image ? new URL(head.image, origin).href : null;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    `<meta property="og:site_name" content="${BRAND_NAME}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...head.preloadImages.map(
      ({ href, media }) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high"${media ? ` media="${media}"` : ''}>`,
    ),
  ];
  return tags.join('\n');
}

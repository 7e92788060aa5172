import { NAV_QUERY_KEY, ROUTE_NAME } from '../constants/navigation';
import { buildPath } from '../navigation/buildPath';
import type { Offer } from './Offer';
import { pathSegment } from './slug';

/** The query an offer link may carry (000 §2: offers-offerName-id takes retailerId, categoryId, searchQuery). */
export interface OfferPathQuery {
  retailerId?: number | null;
  categoryId?: number | null;
  searchQuery?: string | null;
}

/** An offer path's name segment is cut to this many characters (000 §9). */
export const OFFER_SLUG_MAX_LENGTH = 75;

/**
 * The offer page of an offer: /offers/{slug of its name, cut to OFFER_SLUG_MAX_LENGTH}/{id}, with the context it
 * was opened from (the slug unencoded: buildPath encodes each param itself).
 */
export function offerPath(offer: Pick<Offer, 'id' | 'name'>, query: OfferPathQuery = {}): string {
  return buildPath(
    ROUTE_NAME.OFFER,
    { offerName: pathSegment(offer.name, OFFER_SLUG_MAX_LENGTH), id: offer.id },
    {
      [NAV_QUERY_KEY.RETAILER_ID]: query.retailerId ?? undefined,
      [NAV_QUERY_KEY.CATEGORY_ID]: query.categoryId ?? undefined,
      [NAV_QUERY_KEY.SEARCH_QUERY]: query.searchQuery || undefined,
    },
  );
}

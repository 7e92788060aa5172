import * as MESSAGES from '../constants/messages';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../constants/navigation';
import { buildPath } from '../navigation/buildPath';
import { matchRoute, type RouteMatch } from '../navigation/matchRoute';
import { routeQueryValue } from '../navigation/routeQuery';

/** The `source` query after sign-up from an offer (000 §7). */
export const ADD_OFFER_SOURCE = 'add-offer';

/** What an offer page has to load (000 §2: offers-offerName-id and offers-id). */
export type OfferPageTarget =
  | { kind: 'offer'; offerId: number }
  /** offers-id with an offerGroupId: the group's first generic offer (000 §5). */
  | { kind: 'offerGroup'; offerGroupId: string }
  /** The id cannot name an offer: shown as the 404 with this message. */
  | { kind: 'invalid'; error: string };

/** A positive whole number written in decimal, or null. */
export function parsePositiveId(value: string | undefined | null): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]*$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Reads an offer route. On offers-id an offerGroupId query means "the group's offer", except right after
 * sign-up from an offer (source=add-offer), where the path already names the offer (ours: the documents
 * give both queries but not their precedence).
 */
export function offerPageTarget(route: Pick<RouteMatch, 'name' | 'params' | 'query'>): OfferPageTarget {
  const idText = route.params.id;
  const offerId = parsePositiveId(idText);
  if (route.name === ROUTE_NAME.OFFER_BY_ID) {
    const offerGroupId = routeQueryValue(route.query, NAV_QUERY_KEY.OFFER_GROUP_ID)?.trim();
    const afterSignUp = routeQueryValue(route.query, NAV_QUERY_KEY.SOURCE) === ADD_OFFER_SOURCE;
    if (offerGroupId && !(afterSignUp && offerId !== null)) return { kind: 'offerGroup', offerGroupId };
  }
  if (offerId === null) return { kind: 'invalid', error: MESSAGES.noOfferWithId(idText ?? '') };
  return { kind: 'offer', offerId };
}

/** The retailer an offer page was opened for (query retailerId), when it is a valid id. */
export function offerPageRetailerId(route: Pick<RouteMatch, 'query'>): number | null {
  return parsePositiveId(routeQueryValue(route.query, NAV_QUERY_KEY.RETAILER_ID));
}

/**
 * Where a visitor who signed up from an offer returns (000 §7 "Sign-up from an offer goes to
 * /offers/{id}?source=add-offer&offerGroupId=…"); the group is left out when the offer was not opened from one.
 */
export function addOfferReturnPath(offerId: number, offerGroupId?: string): string {
  return buildPath(
    ROUTE_NAME.OFFER_BY_ID,
    { id: offerId },
    { [NAV_QUERY_KEY.SOURCE]: ADD_OFFER_SOURCE, [NAV_QUERY_KEY.OFFER_GROUP_ID]: offerGroupId?.trim() || undefined },
  );
}

/** Whether a path is that return to an offer after sign-up. */
export function isAddOfferReturnPath(path: string): boolean {
  const index = path.indexOf('?');
  const route = index === -1 ? matchRoute(path) : matchRoute(path.slice(0, index), path.slice(index));
  return route.name === ROUTE_NAME.OFFER_BY_ID && routeQueryValue(route.query, NAV_QUERY_KEY.SOURCE) === ADD_OFFER_SOURCE;
}

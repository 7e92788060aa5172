import * as MESSAGES from '../constants/messages';
import { ROUTE_NAME } from '../constants/navigation';
import { buildPath } from './buildPath';
import { guardRedirect, type RouteRedirect } from './routeRedirect';

/**
 * A retailer that cannot be found goes to the mobile-only page when another platform has it, otherwise back to
 * the retailers list with 'Sorry, we couldn't find that retailer.' (000 §2, 001 §8).
 */
export function retailerNotFoundRedirect(availableOnOtherPlatform: boolean): RouteRedirect {
  return availableOnOtherPlatform
    ? guardRedirect(buildPath(ROUTE_NAME.MOBILE_ONLY))
    : guardRedirect(buildPath(ROUTE_NAME.RETAILERS), MESSAGES.RETAILER_NOT_FOUND);
}

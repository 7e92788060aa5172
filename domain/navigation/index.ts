/** Navigation and routing rules: the route table, guards, legacy redirects, history and breadcrumbs. */
export {
  ROUTE_DEFINITIONS,
  routeDefinition,
  isPublicRoute,
  hasBreadcrumbs,
  routeTitle,
  type RouteDefinition,
} from './routes';
export { matchRoute, type RouteMatch, type RouteParams } from './matchRoute';
export { pageIdentityPath } from './pageIdentityPath';
export { buildPath, matchedPath, type RouteParamsInput } from './buildPath';
export {
  friendCodeFromQuery,
  routeQueryValue,
  routeQueryValues,
  type RouteQuery,
  type QueryInput,
  type QueryInputValue,
} from './routeQuery';
export { formatDocumentTitle } from './formatDocumentTitle';
export type { RouteRedirect } from './routeRedirect';
export {
  guardRoute,
  ANONYMOUS_OFFER_GATED_ROUTES,
  type RouteGuardContext,
  type AnonymousOfferKind,
} from './guards';
export { featureFlagRedirect, isNavigationFlagOn, type NavigationFlagValues } from './featureFlagGate';
export { retailerNotFoundRedirect } from './retailerNotFoundRedirect';
export { legacyRedirect, type LegacyRedirect } from './legacyRedirect';
export { safeRedirectPath } from './safeRedirectPath';
export { isValidAffiliateUrl } from './affiliateUrl';
export { keepNavigationPath } from './keepNavigationPath';
export {
  nextRouteHistory,
  mostRecentRoute,
  routeHistoryEntry,
  HOME_ROUTE_HISTORY_ENTRY,
  type RouteHistory,
  type RouteHistoryEntry,
  type RouteTransition,
} from './routeHistory';
export { breadcrumbTrail, isMobileBreadcrumbs, type BreadcrumbInput, type BreadcrumbRetailer } from './breadcrumbs';
export type { Breadcrumb } from './breadcrumb';
export { withdrawBreadcrumbs, isWithdrawStep } from './withdrawBreadcrumbs';
export { screenNameForRoute } from './screenName';
export { searchModeForPath } from './searchMode';

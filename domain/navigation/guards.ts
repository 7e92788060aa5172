/**
 * Route guards (000 §2 "Redirects and guards", 001 §2, §4, §6): pure decisions, applied by the server (as an
 * HTTP redirect) and by the app (as a location replacement). The first rule that answers wins.
 */
import { FLAG } from '../constants/flags';
import { ACCOUNT_PANEL, NAV_QUERY_KEY, ROUTE_NAME, type RouteName } from '../constants/navigation';
import { ANONYMOUS_OFFER_GATED_ROUTES } from '../platform/guardFlags';
import { isValidAffiliateUrl } from './affiliateUrl';
import { buildPath, matchedPath } from './buildPath';
import { featureFlagRedirect, isNavigationFlagOn, type NavigationFlagValues } from './featureFlagGate';
import type { RouteMatch } from './matchRoute';
import { retailerNotFoundRedirect } from './retailerNotFoundRedirect';
import { friendCodeFromQuery, routeQueryValue, routeQueryValues } from './routeQuery';
import { guardRedirect, type RouteRedirect } from './routeRedirect';
import { safeRedirectPath } from './safeRedirectPath';
import { routeDefinition } from './routes';

/**
 * Which anonymous-offer flag applies to the offer being opened; the caller knows the offer, the guard does not.
 * 'affiliate': offer-spotlight routing and affiliate offers (FLAG.LOGGED_OUT_AFFILIATE_OFFERS).
 * 'item': item offers and nonaffiliate offers (FLAG.LOGGED_OUT_ITEM_OFFERS).
 */
export type AnonymousOfferKind = 'affiliate' | 'item';

export interface RouteGuardContext {
  /** The route being entered, from matchRoute. */
  readonly route: RouteMatch;
  readonly signedIn: boolean;
  /**
   * Signed in at the identity provider without a customer yet (a token subject 'auth0|…'): registration is
   * next. Such a user is not `signedIn`.
   */
  readonly needsRegistration?: boolean;
  /** Undefined while the checkup status is not known yet: the account page is then not redirected. */
  readonly securityCheckupComplete?: boolean;
  /** Whether a funding source is selected in the cashout state. */
  readonly hasSelectedCashoutSource?: boolean;
  readonly flags?: NavigationFlagValues;
  /** For offer pages opened anonymously; when unknown, both flags must allow it. */
  readonly anonymousOfferKind?: AnonymousOfferKind;
}

type GuardRule = (context: RouteGuardContext) => RouteRedirect | null;

const AUTH_ENTRY_ROUTES: readonly RouteName[] = [ROUTE_NAME.SIGN_IN, ROUTE_NAME.REGISTER, ROUTE_NAME.LOGIN];
const RETAILER_ID_ROUTES: readonly RouteName[] = [ROUTE_NAME.RETAILER, ROUTE_NAME.RETAILER_LINK];
const NUMERIC_ID = /^\d+$/;

const home = (): RouteRedirect => guardRedirect(buildPath(ROUTE_NAME.HOME));

/** A signed-in user on /sign-in, /register or /login goes to /home. */
const signedInOnAuthEntry: GuardRule = ({ route, signedIn }) =>
  signedIn && AUTH_ENTRY_ROUTES.includes(route.name) ? home() : null;

/**
 * Pages a user who still needs to register may see: the form itself, the provider's error landing, the legal
 * documents its notice links to, and the finish-up page that points to the form (ours).
 */
const REGISTRATION_OPEN_ROUTES: readonly RouteName[] = [
  ROUTE_NAME.REGISTER,
  ROUTE_NAME.SIGN_IN_ERROR,
  ROUTE_NAME.FINISH_UP,
  ROUTE_NAME.DOCS_TERMS,
  ROUTE_NAME.DOCS_PRIVACY,
];

/**
 * Where a user entering `route` was going: the redirect query of an auth entry page (/login?redirect=…), else the
 * page itself. Home is where everyone goes anyway, so it is left out.
 */
function destinationOf(route: RouteMatch): string | undefined {
  const destination = AUTH_ENTRY_ROUTES.includes(route.name)
    ? safeRedirectPath(routeQueryValue(route.query, NAV_QUERY_KEY.REDIRECT))
    : matchedPath(route);
  return destination && destination !== buildPath(ROUTE_NAME.HOME) ? destination : undefined;
}

/**
 * Signed in at the provider but no customer yet (001 §4 "Login is valid only with a token carrying a customer
 * id"): every other page sends them to the registration form, keeping where they were going (ours: the documents
 * show the state, not where it leads).
 */
const unregisteredIdentity: GuardRule = ({ route, needsRegistration }) =>
  needsRegistration && !REGISTRATION_OPEN_ROUTES.includes(route.name)
    ? guardRedirect(buildPath(ROUTE_NAME.REGISTER, {}, { [NAV_QUERY_KEY.REDIRECT]: destinationOf(route) }))
    : null;

/**
 * The register callback needs both state and token from the login provider, else /sign-in (000 §2). Two arrivals
 * are not that callback (ours): a user who signed up and now registers (needsRegistration), and a visitor
 * following a referral link (friend / friend_code), whom the page sends to the provider's sign-up with the code.
 */
const registerCallbackWithoutState: GuardRule = ({ route, needsRegistration }) => {
  if (route.name !== ROUTE_NAME.REGISTER || needsRegistration) return null;
  if (friendCodeFromQuery(route.query) !== undefined) return null;
  const hasState = Boolean(routeQueryValue(route.query, NAV_QUERY_KEY.STATE));
  const hasToken = Boolean(routeQueryValue(route.query, NAV_QUERY_KEY.TOKEN));
  return hasState && hasToken ? null : guardRedirect(buildPath(ROUTE_NAME.SIGN_IN));
};

/**
 * A login-provider redirect carrying error and state on /home lands on /sign-in/error, keeping the error code so
 * the page can say what happened (ours; the state is spent).
 */
const providerErrorOnHome: GuardRule = ({ route }) => {
  const error = routeQueryValue(route.query, NAV_QUERY_KEY.ERROR);
  return route.name === ROUTE_NAME.HOME && error !== undefined && routeQueryValue(route.query, NAV_QUERY_KEY.STATE) !== undefined
    ? guardRedirect(buildPath(ROUTE_NAME.SIGN_IN_ERROR, {}, { [NAV_QUERY_KEY.ERROR]: error || undefined }))
    : null;
};

/** A flag-gated route with its flag off goes home. */
const flagGatedRoute: GuardRule = ({ route, flags }) => featureFlagRedirect(routeDefinition(route.name).flag, flags);

/** Pages are protected by default: an anonymous user goes to /login?redirect=<original path and query>. */
const anonymousOnProtectedRoute: GuardRule = ({ route, signedIn }) =>
  !signedIn && !routeDefinition(route.name).public
    ? guardRedirect(buildPath(ROUTE_NAME.LOGIN, {}, { [NAV_QUERY_KEY.REDIRECT]: matchedPath(route) }))
    : null;

/** Retailer ids must be numeric; the not-found redirect carries the retailer message. */
const nonNumericRetailerId: GuardRule = ({ route }) =>
  RETAILER_ID_ROUTES.includes(route.name) && !NUMERIC_ID.test(route.params.id ?? '')
    ? retailerNotFoundRedirect(false)
    : null;

/** A retailer group needs its ids query list. */
const retailerGroupWithoutIds: GuardRule = ({ route }) =>
  route.name === ROUTE_NAME.RETAILER_GROUP &&
  !routeQueryValues(route.query, NAV_QUERY_KEY.RETAILER_GROUP_IDS).some((id) => id !== '')
    ? retailerNotFoundRedirect(false)
    : null;

/** A category page needs categoryName and categoryId, else /categories. */
const categoryWithoutParams: GuardRule = ({ route }) =>
  route.name === ROUTE_NAME.CATEGORY && (!route.params.categoryName || !route.params.categoryId)
    ? guardRedirect(buildPath(ROUTE_NAME.CATEGORIES))
    : null;

/** Anonymous users see generic offers only when the flag for that kind of offer allows it, else sign-in. */
const anonymousGenericOffer: GuardRule = ({ route, signedIn, flags, anonymousOfferKind }) => {
  if (signedIn || !ANONYMOUS_OFFER_GATED_ROUTES.includes(route.name)) return null;
  const affiliateAllowed = isNavigationFlagOn(flags, FLAG.LOGGED_OUT_AFFILIATE_OFFERS);
  const itemAllowed = isNavigationFlagOn(flags, FLAG.LOGGED_OUT_ITEM_OFFERS);
  const allowed =
    anonymousOfferKind === 'affiliate'
      ? affiliateAllowed
      : anonymousOfferKind === 'item'
        ? itemAllowed
        : affiliateAllowed && itemAllowed;
  return allowed
    ? null
    : guardRedirect(buildPath(ROUTE_NAME.SIGN_IN, {}, { [NAV_QUERY_KEY.REDIRECT]: matchedPath(route) }));
};

/** The retailer-launch page only opens a valid affiliate URL; otherwise home. */
const invalidAffiliateUrl: GuardRule = ({ route }) =>
  route.name === ROUTE_NAME.RETAILER_LAUNCH &&
  !isValidAffiliateUrl(routeQueryValue(route.query, NAV_QUERY_KEY.AFFILIATE_URL) ?? '')
    ? home()
    : null;

/** The account page requires a completed security checkup (001 §4), returning to /account afterwards. */
const incompleteSecurityCheckup: GuardRule = ({ route, securityCheckupComplete }) =>
  route.name === ROUTE_NAME.ACCOUNT_PANEL && securityCheckupComplete === false
    ? guardRedirect(
        buildPath(ROUTE_NAME.SECURITY_CHECKUP, {}, { [NAV_QUERY_KEY.REDIRECT]: buildPath(ROUTE_NAME.ACCOUNT_PANEL) }),
      )
    : null;

/**
 * The cashout panel with no selected source and no page query goes to /account/cashout. When the path already
 * is exactly /account/cashout there is nothing to do (answering would loop).
 */
const cashoutWithoutSelectedSource: GuardRule = ({ route, hasSelectedCashoutSource }) => {
  if (route.name !== ROUTE_NAME.ACCOUNT_PANEL || route.params.panel !== ACCOUNT_PANEL.CASHOUT) return null;
  if (hasSelectedCashoutSource === true || routeQueryValue(route.query, NAV_QUERY_KEY.PAGE) !== undefined) return null;
  const cashout = buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.CASHOUT });
  return matchedPath(route) === cashout ? null : guardRedirect(cashout);
};

const GUARD_RULES: readonly GuardRule[] = [
  signedInOnAuthEntry,
  registerCallbackWithoutState,
  providerErrorOnHome,
  unregisteredIdentity,
  flagGatedRoute,
  anonymousOnProtectedRoute,
  nonNumericRetailerId,
  retailerGroupWithoutIds,
  categoryWithoutParams,
  anonymousGenericOffer,
  invalidAffiliateUrl,
  incompleteSecurityCheckup,
  cashoutWithoutSelectedSource,
];

/** The redirect the route calls for in this context, or null to let the page render. */
export function guardRoute(context: RouteGuardContext): RouteRedirect | null {
  for (const rule of GUARD_RULES) {
    const redirect = rule(context);
    if (redirect) return redirect;
  }
  return null;
}

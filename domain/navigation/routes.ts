/**
 * The route table: every named route of both documents (000 §2, 001 §2) as data.
 * Order matters for matching: the first definition whose pattern fits wins, so literal paths such as
 * '/retailers/groups/…' and '/account/security-checkup' come before the param routes that would also fit them.
 */
import { FLAG, type FlagKey } from '../constants/flags';
import { NAV_QUERY_KEY, ROUTE_NAME, ROUTE_PAGE_NAME, type RouteName } from '../constants/navigation';
import { formatDocumentTitle } from './formatDocumentTitle';
import { parsePattern, patternParamNames, type PatternSegment } from './pathPattern';

/** Query keys of the retailer-launch page (000 §2), by what each carries. */
export const RETAILER_LAUNCH_QUERY = {
  OFFER_VALUE_STRING: 'offerValueString',
  SHOPPING_ID: 'shoppingId',
  ICON_URL: 'iconUrl',
  AFFILIATE_URL: NAV_QUERY_KEY.AFFILIATE_URL,
  NAME: 'name',
  ITEM_OFFER_COUNT: 'itemOfferCount',
  /** Cents, as the retailer's topAmountBack (openapi/README.md). */
  TOP_AMOUNT_BACK: 'topAmountBack',
  MAX_PERCENT_BACK: 'maxPercentBack',
  LAUNCHED_OFFER_ID: 'launchedOfferId',
} as const;

export const RETAILER_LAUNCH_QUERY_KEYS = Object.values(RETAILER_LAUNCH_QUERY);

/** The staging branch switcher is disabled (000 §2, §6): /branch/{branch} resolves as not found. */
export const BRANCH_SWITCHER_ENABLED = false;

export interface RouteDefinition {
  readonly name: RouteName;
  /** Canonical path pattern; ':x' is a param, ':x?' an optional trailing param. */
  readonly pattern: string;
  readonly segments: readonly PatternSegment[];
  /** Param names, in path order. */
  readonly params: readonly string[];
  /** Query keys the route understands (other keys are still carried through). */
  readonly queryKeys: readonly string[];
  /** Query keys whose value is always a list (repeated key in the URL). */
  readonly arrayQueryKeys: readonly string[];
  /** Pages are protected by default (000 §2); public ones are open to anonymous users. */
  readonly public: boolean;
  /** Whether the route is registered for breadcrumbs (000 §2 "Breadcrumbs"). */
  readonly breadcrumbs: boolean;
  /** Feature flag that must be on for the route; the redirect is home otherwise. */
  readonly flag?: FlagKey;
  /** Document title, '<Page> | Clipback'. */
  readonly title: string;
  /** Decoded param values must satisfy these (used to tell routes with the same shape apart). */
  readonly paramRules: Readonly<Record<string, RegExp>>;
  /** Missing trailing params still match, so the guard can redirect (category and retailer pages). */
  readonly matchesWithMissingParams: boolean;
  /** Disabled routes never match (the branch switcher). */
  readonly disabled: boolean;
  /** The page shows a paged list whose page is in the URL (?page=N); the page query does not make it another page. */
  readonly pagedList: boolean;
}

interface RouteSpec {
  readonly name: RouteName;
  readonly pattern: string;
  readonly query?: readonly string[];
  readonly arrayQuery?: readonly string[];
  readonly public?: boolean;
  readonly breadcrumbs?: boolean;
  readonly flag?: FlagKey;
  readonly paramRules?: Readonly<Record<string, RegExp>>;
  readonly matchesWithMissingParams?: boolean;
  readonly disabled?: boolean;
  readonly pagedList?: boolean;
}

function defineRoute(spec: RouteSpec): RouteDefinition {
  const segments = parsePattern(spec.pattern);
  const arrayQueryKeys = spec.arrayQuery ?? [];
  return {
    name: spec.name,
    pattern: spec.pattern,
    segments,
    params: patternParamNames(segments),
    queryKeys: [...(spec.query ?? []), ...(spec.pagedList ? [NAV_QUERY_KEY.PAGE] : []), ...arrayQueryKeys],
    arrayQueryKeys,
    public: spec.public ?? false,
    breadcrumbs: spec.breadcrumbs ?? false,
    ...(spec.flag ? { flag: spec.flag } : {}),
    title: formatDocumentTitle(ROUTE_PAGE_NAME[spec.name]),
    paramRules: spec.paramRules ?? {},
    matchesWithMissingParams: spec.matchesWithMissingParams ?? false,
    disabled: spec.disabled ?? false,
    pagedList: spec.pagedList ?? false,
  };
}

/**
 * The route the site's root ('/') shows, answered in place: a redirect to its own path cost the first view a round
 * trip (issue 31). That own path, /home (the specification's), stays canonical: the app and the documents link
 * there, and canonicalPath names it.
 */
export const ROOT_ROUTE: RouteName = ROUTE_NAME.HOME;

const NUMERIC = /^\d+$/;
const NOT_NUMERIC = /\D/;
const QUERY = NAV_QUERY_KEY;

export const ROUTE_DEFINITIONS: readonly RouteDefinition[] = [
  // error and state arrive from the login provider (guarded to /sign-in/error).
  defineRoute({
    name: ROUTE_NAME.HOME,
    pattern: '/home',
    public: true,
    query: [QUERY.ERROR, QUERY.ERROR_DESCRIPTION, QUERY.STATE],
  }),
  defineRoute({ name: ROUTE_NAME.CATEGORIES, pattern: '/categories', public: true }),
  defineRoute({
    name: ROUTE_NAME.CATEGORY,
    pattern: '/categories/:categoryName/:categoryId',
    public: true,
    breadcrumbs: true,
    matchesWithMissingParams: true,
  }),
  defineRoute({ name: ROUTE_NAME.BONUSES, pattern: '/bonuses' }),
  defineRoute({
    name: ROUTE_NAME.BONUS,
    pattern: '/bonuses/:bonus_id',
    breadcrumbs: true,
    paramRules: { bonus_id: NUMERIC },
  }),
  defineRoute({
    name: ROUTE_NAME.BONUS_CATEGORY,
    pattern: '/bonuses/:bonusCategory',
    breadcrumbs: true,
    paramRules: { bonusCategory: NOT_NUMERIC },
  }),
  defineRoute({ name: ROUTE_NAME.RETAILERS, pattern: '/retailers', public: true, pagedList: true }),
  defineRoute({
    name: ROUTE_NAME.RETAILER_GROUP,
    pattern: '/retailers/groups/:retailerGroupName',
    arrayQuery: [QUERY.RETAILER_GROUP_IDS],
    public: true,
    breadcrumbs: true,
  }),
  defineRoute({
    name: ROUTE_NAME.RETAILER,
    pattern: '/retailers/:retailerName/:id',
    public: true,
    pagedList: true,
    breadcrumbs: true,
    matchesWithMissingParams: true,
  }),
  defineRoute({ name: ROUTE_NAME.RETAILER_LINK, pattern: '/retailers/:retailerName/:id/link' }),
  defineRoute({
    name: ROUTE_NAME.OFFER,
    pattern: '/offers/:offerName/:id',
    query: [QUERY.RETAILER_ID, QUERY.CATEGORY_ID, QUERY.SEARCH_QUERY],
    public: true,
    breadcrumbs: true,
  }),
  defineRoute({
    name: ROUTE_NAME.OFFER_BY_ID,
    pattern: '/offers/:id',
    // source=add-offer arrives after sign-up from an offer (000 §7).
    query: [QUERY.OFFER_GROUP_ID, QUERY.SOURCE],
    public: true,
    breadcrumbs: true,
  }),
  defineRoute({ name: ROUTE_NAME.OFFER_TAG, pattern: '/offer-tag/:tagName', public: true, pagedList: true }),
  defineRoute({ name: ROUTE_NAME.REFERRAL, pattern: '/referral' }),
  defineRoute({ name: ROUTE_NAME.SECURITY_CHECKUP, pattern: '/account/security-checkup', query: [QUERY.REDIRECT] }),
  defineRoute({ name: ROUTE_NAME.ACCOUNT_PANEL, pattern: '/account/:panel?', query: [QUERY.PAGE], breadcrumbs: true }),
  defineRoute({ name: ROUTE_NAME.GET_THE_APP, pattern: '/get-the-app', public: true }),
  defineRoute({ name: ROUTE_NAME.BROWSER_EXTENSION, pattern: '/browser-extension', public: true }),
  // After sign-up the user lands on /welcome?source=register plus an optional redirect (000 §7).
  defineRoute({ name: ROUTE_NAME.WELCOME, pattern: '/welcome', query: [QUERY.SOURCE, QUERY.REDIRECT] }),
  // Search is for signed-in users only (000 §6).
  defineRoute({ name: ROUTE_NAME.SEARCH, pattern: '/search', query: [QUERY.SEARCH_TERM], breadcrumbs: true }),
  // q (the product search) and upc (one product) are ours: 000 §2 gives price-compare no query.
  defineRoute({ name: ROUTE_NAME.PRICE_COMPARE, pattern: '/price-compare', query: [QUERY.SEARCH_TERM, QUERY.UPC] }),
  defineRoute({ name: ROUTE_NAME.RETAILER_LAUNCH, pattern: '/retailer-launch', query: RETAILER_LAUNCH_QUERY_KEYS }),
  defineRoute({
    name: ROUTE_NAME.REGISTER,
    pattern: '/register',
    // redirect: where a user who still needs to register was going (guards.ts).
    query: [QUERY.FRIEND, QUERY.FRIEND_CODE, QUERY.STATE, QUERY.TOKEN, QUERY.REDIRECT],
    public: true,
  }),
  // error: the provider's error code, kept by the guard from /home (guards.ts).
  defineRoute({ name: ROUTE_NAME.SIGN_IN_ERROR, pattern: '/sign-in/error', query: [QUERY.ERROR], public: true }),
  // redirect: offer guard; helpdeskRedirect: help-centre auth problem (001 §8).
  defineRoute({
    name: ROUTE_NAME.SIGN_IN,
    pattern: '/sign-in',
    query: [QUERY.REDIRECT, QUERY.HELPDESK_REDIRECT],
    public: true,
  }),
  defineRoute({ name: ROUTE_NAME.LOGIN, pattern: '/login', query: [QUERY.REDIRECT], public: true }),
  defineRoute({ name: ROUTE_NAME.FINISH_UP, pattern: '/finish-up', public: true }),
  defineRoute({ name: ROUTE_NAME.MOBILE_ONLY, pattern: '/mobile-only', query: [QUERY.KEYWORD], public: true }),
  defineRoute({ name: ROUTE_NAME.MOBILE_REQUIRED, pattern: '/mobile-required', public: true }),
  defineRoute({ name: ROUTE_NAME.HELPDESK_ERROR, pattern: '/helpdesk-error', public: true }),
  defineRoute({ name: ROUTE_NAME.EARNINGS, pattern: '/earnings/:transactionId', breadcrumbs: true }),
  defineRoute({ name: ROUTE_NAME.DOCS_TERMS, pattern: '/docs/terms', public: true }),
  defineRoute({ name: ROUTE_NAME.DOCS_PRIVACY, pattern: '/docs/privacy', public: true }),
  // Ours (001 §2 names these screens, not their paths). The e-mailed links open signed out too: each carries
  // its own token, and the e-mail settings page never signs anyone out (001 §6).
  defineRoute({ name: ROUTE_NAME.CONFIRM_EMAIL, pattern: '/confirm-email', query: [QUERY.TOKEN], public: true }),
  defineRoute({ name: ROUTE_NAME.UNLOCK_ACCOUNT, pattern: '/unlock-account', query: [QUERY.TOKEN], public: true }),
  defineRoute({ name: ROUTE_NAME.EMAIL_SETTINGS, pattern: '/email-settings', query: [QUERY.TOKEN], public: true }),
  defineRoute({ name: ROUTE_NAME.DATA_DELETION_ERROR, pattern: '/data-deletion-error' }),
  defineRoute({ name: ROUTE_NAME.FAQ, pattern: '/faq', public: true }),
  defineRoute({ name: ROUTE_NAME.EXTENSION_INSTALLED, pattern: '/browser-extension/installed', public: true }),
  defineRoute({ name: ROUTE_NAME.EXTENSION_INELIGIBLE, pattern: '/browser-extension/ineligible', public: true }),
  defineRoute({ name: ROUTE_NAME.EXTENSION_RESTART, pattern: '/browser-extension/restart', public: true }),
  // Beta testers only (001 §6): the flag-to-home rule sends everyone else home (000 §2, flagGatedRoute).
  defineRoute({ name: ROUTE_NAME.BETA_ONLY, pattern: '/beta-only', flag: FLAG.BETA_TESTER }),
  defineRoute({
    name: ROUTE_NAME.BRANCH,
    pattern: '/branch/:branch',
    public: true,
    disabled: !BRANCH_SWITCHER_ENABLED,
  }),
  // The fallback for every unknown path; its own path lets a 404 carry from_url (000 §2 "Other screens").
  defineRoute({ name: ROUTE_NAME.NOT_FOUND, pattern: '/not-found', query: [QUERY.FROM_URL], public: true }),
];

const DEFINITIONS_BY_NAME = new Map(ROUTE_DEFINITIONS.map((definition) => [definition.name, definition]));

export function routeDefinition(name: RouteName): RouteDefinition {
  const definition = DEFINITIONS_BY_NAME.get(name);
  if (!definition) throw new Error(`Unknown route: ${name}`);
  return definition;
}

export function isPublicRoute(name: RouteName): boolean {
  return routeDefinition(name).public;
}

export function hasBreadcrumbs(name: RouteName): boolean {
  return routeDefinition(name).breadcrumbs;
}

export function routeTitle(name: RouteName): string {
  return routeDefinition(name).title;
}

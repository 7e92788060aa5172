/**
 * Breadcrumb trails (000 §2 "Breadcrumbs", 001 §2). Some trails extend the previous page's trail, so a trail is
 * computed from the page and the route history before it; earlier pages' trails come from the same rules
 * applied to the shorter history, which always terminates.
 */
import { bonusCategoryLabel } from '../bonuses/bonusCategory';
import {
  ACCOUNT_PANEL,
  BREADCRUMB_LABEL,
  NAV_QUERY_KEY,
  ROUTE_NAME,
  ROUTE_PAGE_NAME,
  type RouteName,
} from '../constants/navigation';
import { type Breadcrumb, appendBreadcrumb } from './breadcrumb';
import { buildPath } from './buildPath';
import type { RouteHistory, RouteHistoryEntry } from './routeHistory';
import { routeQueryValue } from './routeQuery';
import { hasBreadcrumbs } from './routes';
import { withdrawBreadcrumbs } from './withdrawBreadcrumbs';

/** What a breadcrumb needs to know about a retailer: its name and its path segment (URL slug). */
export interface BreadcrumbRetailer {
  readonly name: string;
  readonly slug: string;
}

export interface BreadcrumbInput {
  /** The page being shown, with its own crumb label as `title`. */
  readonly current: RouteHistoryEntry;
  /** Routes visited before it, most recent last (see routeHistory). */
  readonly history?: RouteHistory;
  readonly signedIn: boolean;
  /** On an offer page: the offer's retailer ids. */
  readonly offerRetailerIds?: readonly (string | number)[];
  /** Retailers the caller can name, by id (for the offer trail's retailer crumb). */
  readonly retailersById?: Readonly<Record<string, BreadcrumbRetailer>>;
}

interface TrailFacts {
  readonly signedIn: boolean;
  readonly offerRetailerIds: readonly (string | number)[];
  readonly retailersById: Readonly<Record<string, BreadcrumbRetailer>>;
}

const OFFER_ROUTES: readonly RouteName[] = [ROUTE_NAME.OFFER, ROUTE_NAME.OFFER_BY_ID];
const RETAILER_TRAIL_SOURCES: readonly RouteName[] = [ROUTE_NAME.SEARCH, ROUTE_NAME.CATEGORY];
const OFFER_TRAIL_SOURCES: readonly RouteName[] = [
  ROUTE_NAME.SEARCH,
  ROUTE_NAME.BONUS,
  ROUTE_NAME.CATEGORY,
  ROUTE_NAME.RETAILER,
];
const BONUS_TRAIL_SOURCES: readonly RouteName[] = [ROUTE_NAME.BONUS_CATEGORY, ...OFFER_ROUTES];

/** The trail for the current page; empty on routes not registered for breadcrumbs. */
export function breadcrumbTrail(input: BreadcrumbInput): Breadcrumb[] {
  if (!hasBreadcrumbs(input.current.name)) return [];
  const facts: TrailFacts = {
    signedIn: input.signedIn,
    offerRetailerIds: input.offerRetailerIds ?? [],
    retailersById: input.retailersById ?? {},
  };
  return trailFor(input.current, input.history ?? [], facts);
}

function trailFor(page: RouteHistoryEntry, earlier: RouteHistory, facts: TrailFacts): Breadcrumb[] {
  switch (page.name) {
    case ROUTE_NAME.CATEGORY:
      return [root(BREADCRUMB_LABEL.CATEGORIES, ROUTE_NAME.CATEGORIES), ownCrumb(page)];
    case ROUTE_NAME.RETAILER:
    case ROUTE_NAME.RETAILER_GROUP:
      return retailerTrail(page, earlier, facts);
    case ROUTE_NAME.OFFER:
    case ROUTE_NAME.OFFER_BY_ID:
      return offerTrail(page, earlier, facts);
    case ROUTE_NAME.SEARCH:
      return [root(BREADCRUMB_LABEL.SEARCH, ROUTE_NAME.SEARCH), ownCrumb(page)];
    case ROUTE_NAME.BONUS:
    case ROUTE_NAME.BONUS_CATEGORY:
      return bonusTrail(page, earlier, facts);
    case ROUTE_NAME.EARNINGS:
      return [
        root(BREADCRUMB_LABEL.HOME, ROUTE_NAME.HOME),
        root(BREADCRUMB_LABEL.ACCOUNT, ROUTE_NAME.ACCOUNT_PANEL),
        ownCrumb(page),
      ];
    case ROUTE_NAME.ACCOUNT_PANEL:
      return page.params.panel === ACCOUNT_PANEL.CASHOUT
        ? withdrawBreadcrumbs(routeQueryValue(page.query, NAV_QUERY_KEY.PAGE))
        : [];
    default:
      return [];
  }
}

/**
 * The always-'Retailers' list (000 §9: retailer ids 1356, 88, 475). The documents give the ids, not where the rule
 * applies; ours: these retailers' pages always carry the Retailers trail, never the search or category trail the
 * shopper came from (their crumb reads the same from anywhere).
 */
export const ALWAYS_RETAILERS_TRAIL_RETAILER_IDS: readonly number[] = [1356, 88, 475];

function isAlwaysRetailersTrail(page: RouteHistoryEntry): boolean {
  return page.name === ROUTE_NAME.RETAILER && ALWAYS_RETAILERS_TRAIL_RETAILER_IDS.includes(Number(page.params.id));
}

/**
 * Retailers root then the retailer (or group) name; extends a search or category trail it came from, except for
 * the always-'Retailers' list.
 */
function retailerTrail(page: RouteHistoryEntry, earlier: RouteHistory, facts: TrailFacts): Breadcrumb[] {
  const extended = isAlwaysRetailersTrail(page) ? null : extendPrevious(page, earlier, RETAILER_TRAIL_SOURCES, facts);
  return extended ?? [root(BREADCRUMB_LABEL.RETAILERS, ROUTE_NAME.RETAILERS), ownCrumb(page)];
}

/**
 * Offers, in order: category page then retailer page just before → category trail, retailer, offer;
 * previous page a search, bonus, category or retailer page → its trail, offer; retailer known → Retailers,
 * retailer, offer; otherwise no trail.
 */
function offerTrail(page: RouteHistoryEntry, earlier: RouteHistory, facts: TrailFacts): Breadcrumb[] {
  const beforePrevious = earlier[earlier.length - 2];
  const previous = earlier[earlier.length - 1];
  if (
    earlier.length > 1 &&
    beforePrevious?.name === ROUTE_NAME.CATEGORY &&
    previous?.name === ROUTE_NAME.RETAILER
  ) {
    const categoryTrail = trailFor(beforePrevious, earlier.slice(0, -2), facts);
    return [ownCrumb(previous), ownCrumb(page)].reduce(appendBreadcrumb, categoryTrail);
  }
  const extended = extendPrevious(page, earlier, OFFER_TRAIL_SOURCES, facts);
  if (extended) return extended;
  const retailerCrumb = knownRetailerCrumb(page, facts);
  if (!retailerCrumb) return [];
  return [root(BREADCRUMB_LABEL.RETAILERS, ROUTE_NAME.RETAILERS), retailerCrumb, ownCrumb(page)];
}

/**
 * A retailer is known when the user is signed in and the query carries retailerId, or the offer has exactly one
 * retailer; it needs a name and slug from the caller to become a crumb.
 */
function knownRetailerCrumb(page: RouteHistoryEntry, facts: TrailFacts): Breadcrumb | null {
  const fromQuery = routeQueryValue(page.query, NAV_QUERY_KEY.RETAILER_ID);
  const onlyRetailer = facts.offerRetailerIds.length === 1 ? facts.offerRetailerIds[0] : undefined;
  const id = facts.signedIn && fromQuery ? fromQuery : onlyRetailer === undefined ? undefined : String(onlyRetailer);
  const retailer = id === undefined ? undefined : facts.retailersById[id];
  if (id === undefined || !retailer) return null;
  return { label: retailer.name, path: buildPath(ROUTE_NAME.RETAILER, { retailerName: retailer.slug, id }) };
}

/** Bonuses root then the category or bonus name; extends a bonus category or offer trail it came from. */
function bonusTrail(page: RouteHistoryEntry, earlier: RouteHistory, facts: TrailFacts): Breadcrumb[] {
  const sources = BONUS_TRAIL_SOURCES.filter((name) => name !== page.name);
  const extended = extendPrevious(page, earlier, sources, facts);
  return extended ?? [root(BREADCRUMB_LABEL.BONUSES, ROUTE_NAME.BONUSES), ownCrumb(page)];
}

/**
 * The previous page's trail plus this page's crumb, when the previous page is one of `sources` and has a
 * trail; null otherwise so the page falls back to its own root.
 */
function extendPrevious(
  page: RouteHistoryEntry,
  earlier: RouteHistory,
  sources: readonly RouteName[],
  facts: TrailFacts,
): Breadcrumb[] | null {
  const previous = earlier[earlier.length - 1];
  if (!previous || !sources.includes(previous.name)) return null;
  // Earlier offer pages' retailers are not known here: only the current offer's are.
  const previousTrail = trailFor(previous, earlier.slice(0, -1), { ...facts, offerRetailerIds: [] });
  return previousTrail.length > 0 ? appendBreadcrumb(previousTrail, ownCrumb(page)) : null;
}

function root(label: string, name: RouteName): Breadcrumb {
  return { label, path: buildPath(name) };
}

function ownCrumb(page: RouteHistoryEntry): Breadcrumb {
  return { label: crumbLabel(page), path: page.path };
}

/** Search results, transaction details and bonus categories have fixed or derived labels; others use the title. */
function crumbLabel(page: RouteHistoryEntry): string {
  switch (page.name) {
    case ROUTE_NAME.SEARCH:
      return BREADCRUMB_LABEL.SEARCH_RESULTS;
    case ROUTE_NAME.EARNINGS:
      return BREADCRUMB_LABEL.TRANSACTION_DETAILS;
    case ROUTE_NAME.BONUS_CATEGORY:
      return bonusCategoryLabel(page.params.bonusCategory ?? '');
    default:
      return page.title || ROUTE_PAGE_NAME[page.name];
  }
}

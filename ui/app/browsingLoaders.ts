import { when } from 'mobx';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../domain/constants/navigation';
import * as MESSAGES from '../../domain/constants/messages';
import { buildPath } from '../../domain/navigation/buildPath';
import type { RouteMatch } from '../../domain/navigation/matchRoute';
import { retailerNotFoundRedirect } from '../../domain/navigation/retailerNotFoundRedirect';
import { routeQueryValues } from '../../domain/navigation/routeQuery';
import type { BreadcrumbRetailer } from '../../domain/navigation/breadcrumbs';
import { pathSegment } from '../../domain/browsing/paths';
import { offerPageTarget } from '../../domain/offers/offerPageTarget';
import { OFFER_TAG_FAILURE_KEYWORD } from '../../domain/offers/offerTag';
import { priceCompareTarget } from '../../domain/products/priceCompareTarget';
import { SEARCH_PAGE_COPY } from '../pages/search/copy';
import type { Stores } from '../stores/Stores';
import { searchQueryOf } from '../stores/searchQueryOf';

/**
 * The browsing pages' route loaders (ROUTE_LOADERS): each fills its stores from the route's params, then does
 * what the route does with the answer (names the page for the breadcrumbs, toasts a failure, redirects a page
 * that does not exist) while the router still shows the path it started on, so a slow answer never acts on
 * the next page.
 */

/** Whether the router still shows the path the loader started on. */
function stillShowing(stores: Stores): () => boolean {
  const path = stores.router.path;
  return () => stores.router.path === path;
}

/** The flags decide what some pages are (the web-excluded retailers, the linking lists): wait for them. */
function flagsLoaded(stores: Stores): Promise<void> {
  return when(() => stores.flags.loaded);
}

/**
 * /categories: a failure toasts (000 §8 "Category load failure"). The page needs no store group, so the toasts (the
 * shell group's) are fetched for the failure only.
 */
export async function loadCategoriesRoute(stores: Stores): Promise<void> {
  const { catalogue, groups } = stores;
  await catalogue.loadCategories();
  if (catalogue.categoriesStatus !== 'error') return;
  const message = catalogue.categoriesError ?? MESSAGES.CATEGORY_LOAD_FAILED;
  await groups.shell.use(({ toasts }) => toasts.error(message), '[route] the failure could not be shown');
}

/** /categories/:categoryName/:categoryId: an unknown category goes to /categories (000 §2); a failure toasts. */
export async function loadCategoryRoute(stores: Stores, route: RouteMatch): Promise<void> {
  const here = stillShowing(stores);
  const { category, router, routeHistory, toasts } = stores;
  if (!(await category.load(route.params.categoryId)) || !here()) return;
  const found = category.category.value;
  if (category.notFound) {
    router.navigate(buildPath(ROUTE_NAME.CATEGORIES), { replace: true });
    return;
  }
  if (!found) {
    toasts.error(category.category.error ?? MESSAGES.CATEGORY_LOAD_FAILED);
    return;
  }
  routeHistory.setPageContext({ title: found.name });
  if ((await category.loadContents()) && here() && category.retailerList.status === 'error') {
    toasts.error(category.retailerList.error ?? MESSAGES.CATEGORY_LOAD_FAILED);
  }
}

/** /retailers: the gallery's sources (what loads depends on who is signed in); a failure toasts (000 §8). */
export async function loadRetailersRoute(stores: Stores): Promise<void> {
  const { catalogue, retailerGallery, toasts } = stores;
  await retailerGallery.load();
  if (catalogue.categoriesStatus === 'error') toasts.error(catalogue.categoriesError ?? MESSAGES.CATEGORY_LOAD_FAILED);
}

/** /retailers/groups/:retailerGroupName?ids=…: named by the path until the retailers name the group. */
export async function loadRetailerGroupRoute(stores: Stores, route: RouteMatch): Promise<void> {
  const here = stillShowing(stores);
  const { retailerGroup, routeHistory, toasts } = stores;
  const loading = retailerGroup.load(route.params.retailerGroupName, routeQueryValues(route.query, NAV_QUERY_KEY.RETAILER_GROUP_IDS));
  routeHistory.setPageContext({ title: retailerGroup.title });
  const kept = await loading;
  if (!here()) return;
  if (kept) routeHistory.setPageContext({ title: retailerGroup.title });
  else if (retailerGroup.retailerList.status === 'error') toasts.error(retailerGroup.retailerList.error ?? MESSAGES.RETAILERS_FETCH_FAILED);
}

/**
 * /retailers/:retailerName/:id (000 §2, §4, §9): once the flags are in (the web-excluded list makes a retailer
 * "not found", the linking lists decide whether a link is read), the retailer and its banners; a retailer the
 * web may not show redirects (retailerNotFoundRedirect), a failure toasts. Then the page is named, the search
 * bar offers the retailer, and its offers, the shopper's link, favourites and recently viewed retailers load.
 */
export async function loadRetailerRoute(stores: Stores, route: RouteMatch): Promise<void> {
  const here = stillShowing(stores);
  // Without a pause when the flags are in: the load starts at once, so the page never shows the previous retailer.
  if (!stores.flags.loaded) await flagsLoaded(stores);
  const { retailer: page, auth, favoriteRetailers, offers, router, routeHistory, searchBar, toasts } = stores;
  if (!(await page.load(route.params.id)) || !here()) return;
  const retailer = page.retailer.value;
  if (page.notFound) {
    const redirect = retailerNotFoundRedirect(page.availableOnOtherPlatform);
    router.navigate(redirect.redirect, { replace: true, ...(redirect.message ? { message: redirect.message } : {}) });
    return;
  }
  if (!retailer) {
    toasts.error(page.retailer.error ?? MESSAGES.DEFAULT_ERROR);
    return;
  }
  routeHistory.setPageContext({ title: retailer.name });
  searchBar.setRetailerContext(retailer);
  if (auth.isSignedIn) favoriteRetailers.ensureLoaded();
  await Promise.all([page.loadDetails(), offers.loadRetailerOffers(retailer.id)]);
}

/** Both offer routes (000 §2): the offer and its retailers; the page is named for the breadcrumbs and the title. */
export async function loadOfferRoute(stores: Stores, route: RouteMatch): Promise<void> {
  const here = stillShowing(stores);
  const { offerDetails, routeHistory } = stores;
  const offer = await offerDetails.load(offerPageTarget(route));
  if (!offer || !here()) return;
  const retailers = offerDetails.details.value?.retailers ?? [];
  routeHistory.setPageContext({
    title: offer.name,
    offerRetailerIds: offer.retailers ?? [],
    retailersById: Object.fromEntries(
      retailers.map((retailer): [string, BreadcrumbRetailer] => [String(retailer.id), { name: retailer.name, slug: pathSegment(retailer.name) }]),
    ),
  });
}

/** /offer-tag/:tagName (000 §2, §7): the tag's offers; a failed load goes to /mobile-only?keyword=offer. */
export async function loadOfferTagRoute(stores: Stores, route: RouteMatch): Promise<void> {
  const tagName = route.params.tagName ?? '';
  if (!tagName) return;
  const here = stillShowing(stores);
  const { offerTag, router, routeHistory } = stores;
  const kept = await offerTag.load(tagName);
  if (!here()) return;
  if (kept) {
    routeHistory.setPageContext({ title: offerTag.tag.value?.displayName ?? tagName });
  } else if (offerTag.tagName === tagName && offerTag.tag.status === 'error') {
    console.warn(`[offers] the offers of tag ${tagName} could not be loaded`, offerTag.tag.error);
    router.navigate(buildPath(ROUTE_NAME.MOBILE_ONLY, {}, { [NAV_QUERY_KEY.KEYWORD]: OFFER_TAG_FAILURE_KEYWORD }), { replace: true });
  }
}

/** /search?q= (000 §2, §4): the search the URL asks for (nothing for a blank q), the page named by its term. */
export async function loadSearchRoute(stores: Stores, route: RouteMatch): Promise<void> {
  const query = searchQueryOf(route);
  stores.routeHistory.setPageContext({ title: query ? SEARCH_PAGE_COPY.documentTitle(query.term) : SEARCH_PAGE_COPY.HEADING });
  await stores.searchResults.load(query);
}

/** /price-compare (000 §2): the product search (?q=) or the one product (?upc=) the URL asks for. */
export function loadPriceCompareRoute(stores: Stores, route: RouteMatch): Promise<void> {
  return stores.priceCompare.load(priceCompareTarget(route.query));
}

/** /welcome (001 §2): the favourites slide's categories. */
export async function loadWelcomeRoute(stores: Stores): Promise<void> {
  await stores.welcome.load();
}

import type { ComponentType } from 'react';
import { ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';
import { hasBreadcrumbs } from '../../domain/navigation/routes';
import HomePage from '../pages/home/HomePage';
import type { StoreModule } from '../stores/base/StoreGroup';
import { ACCOUNT_STORES, BROWSING_STORES, SHELL_STORES, SEARCH_STORES } from '../stores/Stores';
import { lazyComponent, type LazyComponent } from './lazyComponent';
import { BROWSING_LOADERS } from './loaderModules';
import { NAVIGATION } from './startNavigation';

/**
 * A route's page in its own chunk (see lazyComponent). A page preloaded while the sign-in state and flags load
 * renders in the first commit.
 */
export type LazyPage = LazyComponent<object>;

/**
 * `source`: the page module's repo path (test/node/ui/pageSources.test.ts checks it is the one imported). A page in a
 * chunk comes with the navigation's (startNavigation.ts): a first navigation fetches both at once.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, source?: string): LazyPage {
  return lazyComponent(
    () => Promise.all([load(), NAVIGATION.preload()]).then(([module]) => module.default),
    source ? [source, ...NAVIGATION.sources] : [],
  );
}

/** A page whose import comes with the navigation's chunk (navigationPages.ts); `source` as lazyPage's. */
function navigationPage(route: RouteName, source: string): LazyPage {
  return lazyPage(() => NAVIGATION.preload().then((navigation) => navigation.NAVIGATION_PAGES[route]!()), source);
}

/**
 * A page with the modules its stores and its loader come in (ui/README.md "Feature stores", "Route loaders"): the
 * page's chunk and theirs fetched together.
 */
function pageWithStores(modules: readonly StoreModule<unknown>[], page: LazyPage): LazyPage {
  return lazyComponent(
    () => Promise.all([page.preload(), ...modules.map((module) => module.preload())]).then(([component]) => component),
    [...page.sources, ...modules.flatMap((module) => module.sources)],
  );
}
const accountPage = (page: LazyPage) => pageWithStores([ACCOUNT_STORES], page);
const browsingPage = (page: LazyPage) => pageWithStores([BROWSING_STORES, BROWSING_LOADERS], page);
const searchPage = (page: LazyPage) => pageWithStores([SEARCH_STORES, BROWSING_LOADERS], page);
// The app link, the invites and the help-desk login are the shell group's.
const shellPage = (page: LazyPage) => pageWithStores([SHELL_STORES], page);

// One chunk per page. Routes without a page of their own yet (price compare, bonuses…) show the
// not-found page; later issues add theirs here.
const signIn = lazyPage(() => import('../pages/signIn/SignInPage'), 'ui/pages/signIn/SignInPage.tsx');
const offer = browsingPage(lazyPage(() => import('../pages/offer/OfferPage'), 'ui/pages/offer/OfferPage.tsx'));
const PAGES: Partial<Record<RouteName, LazyPage>> = {
  // The landing page of most visits ships with the startup code, and so does all it shares with other pages.
  [ROUTE_NAME.HOME]: lazyComponent(() => Promise.resolve(HomePage)),
  [ROUTE_NAME.CATEGORIES]: pageWithStores([BROWSING_LOADERS], lazyPage(() => import('../pages/categories/CategoriesPage'), 'ui/pages/categories/CategoriesPage.tsx')),
  [ROUTE_NAME.CATEGORY]: browsingPage(lazyPage(() => import('../pages/category/CategoryPage'), 'ui/pages/category/CategoryPage.tsx')),
  [ROUTE_NAME.RETAILERS]: browsingPage(lazyPage(() => import('../pages/retailers/RetailersPage'), 'ui/pages/retailers/RetailersPage.tsx')),
  [ROUTE_NAME.RETAILER]: browsingPage(lazyPage(() => import('../pages/retailer/RetailerPage'), 'ui/pages/retailer/RetailerPage.tsx')),
  [ROUTE_NAME.RETAILER_GROUP]: browsingPage(lazyPage(() => import('../pages/retailerGroup/RetailerGroupPage'), 'ui/pages/retailerGroup/RetailerGroupPage.tsx')),
  [ROUTE_NAME.RETAILER_LINK]: accountPage(navigationPage(ROUTE_NAME.RETAILER_LINK, 'ui/pages/retailerLink/RetailerLinkPage.tsx')),
  [ROUTE_NAME.OFFER]: offer,
  [ROUTE_NAME.OFFER_BY_ID]: offer,
  [ROUTE_NAME.OFFER_TAG]: browsingPage(lazyPage(() => import('../pages/offerTag/OfferTagPage'), 'ui/pages/offerTag/OfferTagPage.tsx')),
  [ROUTE_NAME.GET_THE_APP]: shellPage(lazyPage(() => import('../pages/getTheApp/GetTheAppPage'), 'ui/pages/getTheApp/GetTheAppPage.tsx')),
  [ROUTE_NAME.BROWSER_EXTENSION]: lazyPage(() => import('../pages/browserExtension/BrowserExtensionPage'), 'ui/pages/browserExtension/BrowserExtensionPage.tsx'),
  [ROUTE_NAME.WELCOME]: browsingPage(navigationPage(ROUTE_NAME.WELCOME, 'ui/pages/welcome/WelcomePage.tsx')),
  [ROUTE_NAME.MOBILE_ONLY]: navigationPage(ROUTE_NAME.MOBILE_ONLY, 'ui/pages/mobileOnly/MobileOnlyPage.tsx'),
  [ROUTE_NAME.MOBILE_REQUIRED]: navigationPage(ROUTE_NAME.MOBILE_REQUIRED, 'ui/pages/mobileRequired/MobileRequiredPage.tsx'),
  [ROUTE_NAME.LOGIN]: signIn,
  [ROUTE_NAME.SIGN_IN]: signIn,
  [ROUTE_NAME.ACCOUNT_PANEL]: accountPage(navigationPage(ROUTE_NAME.ACCOUNT_PANEL, 'ui/pages/account/AccountPage.tsx')),
  [ROUTE_NAME.REGISTER]: accountPage(lazyPage(() => import('../pages/register/RegisterPage'), 'ui/pages/register/RegisterPage.tsx')),
  [ROUTE_NAME.SIGN_IN_ERROR]: navigationPage(ROUTE_NAME.SIGN_IN_ERROR, 'ui/pages/signInError/SignInErrorPage.tsx'),
  [ROUTE_NAME.FINISH_UP]: navigationPage(ROUTE_NAME.FINISH_UP, 'ui/pages/finishUp/FinishUpPage.tsx'),
  [ROUTE_NAME.REFERRAL]: shellPage(navigationPage(ROUTE_NAME.REFERRAL, 'ui/pages/referral/ReferralPage.tsx')),
  [ROUTE_NAME.HELPDESK_ERROR]: shellPage(lazyPage(() => import('../pages/helpdeskError/HelpdeskErrorPage'), 'ui/pages/helpdeskError/HelpdeskErrorPage.tsx')),
  [ROUTE_NAME.DOCS_TERMS]: lazyPage(() => import('../pages/legal/TermsPage'), 'ui/pages/legal/TermsPage.tsx'),
  [ROUTE_NAME.DOCS_PRIVACY]: lazyPage(() => import('../pages/legal/PrivacyPage'), 'ui/pages/legal/PrivacyPage.tsx'),
  [ROUTE_NAME.FAQ]: lazyPage(() => import('../pages/faq/FaqPage'), 'ui/pages/faq/FaqPage.tsx'),
  [ROUTE_NAME.EXTENSION_INSTALLED]: navigationPage(ROUTE_NAME.EXTENSION_INSTALLED, 'ui/pages/extensionStatus/ExtensionInstalledPage.tsx'),
  [ROUTE_NAME.EXTENSION_INELIGIBLE]: navigationPage(ROUTE_NAME.EXTENSION_INELIGIBLE, 'ui/pages/extensionStatus/ExtensionIneligiblePage.tsx'),
  [ROUTE_NAME.EXTENSION_RESTART]: navigationPage(ROUTE_NAME.EXTENSION_RESTART, 'ui/pages/extensionStatus/ExtensionRestartPage.tsx'),
  [ROUTE_NAME.BETA_ONLY]: navigationPage(ROUTE_NAME.BETA_ONLY, 'ui/pages/betaOnly/BetaOnlyPage.tsx'),
  [ROUTE_NAME.EMAIL_SETTINGS]: accountPage(navigationPage(ROUTE_NAME.EMAIL_SETTINGS, 'ui/pages/emailSettings/EmailSettingsPage.tsx')),
  [ROUTE_NAME.DATA_DELETION_ERROR]: navigationPage(ROUTE_NAME.DATA_DELETION_ERROR, 'ui/pages/dataDeletionError/DataDeletionErrorPage.tsx'),
  [ROUTE_NAME.SECURITY_CHECKUP]: accountPage(navigationPage(ROUTE_NAME.SECURITY_CHECKUP, 'ui/pages/securityCheckup/SecurityCheckupPage.tsx')),
  [ROUTE_NAME.CONFIRM_EMAIL]: accountPage(navigationPage(ROUTE_NAME.CONFIRM_EMAIL, 'ui/pages/confirmEmail/ConfirmEmailPage.tsx')),
  [ROUTE_NAME.UNLOCK_ACCOUNT]: accountPage(navigationPage(ROUTE_NAME.UNLOCK_ACCOUNT, 'ui/pages/unlockAccount/UnlockAccountPage.tsx')),
  [ROUTE_NAME.RETAILER_LAUNCH]: navigationPage(ROUTE_NAME.RETAILER_LAUNCH, 'ui/pages/retailerLaunch/RetailerLaunchPage.tsx'),
  [ROUTE_NAME.EARNINGS]: accountPage(navigationPage(ROUTE_NAME.EARNINGS, 'ui/pages/earnings/TransactionDetailsPage.tsx')),
  [ROUTE_NAME.PRICE_COMPARE]: searchPage(navigationPage(ROUTE_NAME.PRICE_COMPARE, 'ui/pages/priceCompare/PriceComparePage.tsx')),
  [ROUTE_NAME.SEARCH]: searchPage(navigationPage(ROUTE_NAME.SEARCH, 'ui/pages/search/SearchPage.tsx')),
  [ROUTE_NAME.BONUSES]: accountPage(navigationPage(ROUTE_NAME.BONUSES, 'ui/pages/bonuses/BonusesPage.tsx')),
  [ROUTE_NAME.BONUS_CATEGORY]: accountPage(navigationPage(ROUTE_NAME.BONUS_CATEGORY, 'ui/pages/bonuses/BonusCategoryPage.tsx')),
  // A bonus's offers are the browsing group's.
  [ROUTE_NAME.BONUS]: pageWithStores([ACCOUNT_STORES, BROWSING_STORES], navigationPage(ROUTE_NAME.BONUS, 'ui/pages/bonus/BonusPage.tsx')),
};
const NOT_FOUND_PAGE = lazyPage(() => import('../pages/notFound/NotFoundPage'), 'ui/pages/notFound/NotFoundPage.tsx');
export const MAINTENANCE_PAGE = lazyPage(() => import('../pages/maintenance/MaintenancePage'), 'ui/pages/maintenance/MaintenancePage.tsx');
// The breadcrumbs (component, CSS and rules) in their own chunk, fetched with the pages that show them.
const BREADCRUMBS: LazyPage = lazyComponent(
  () => import('../components/Breadcrumbs/Breadcrumbs').then((module) => module.Breadcrumbs),
  ['ui/components/Breadcrumbs/Breadcrumbs.tsx'],
);

/** The chunks routes show: each route's page, the page of routes without one, and the breadcrumbs. */
export interface PageChunks {
  readonly pages: Partial<Record<RouteName, LazyPage>>;
  readonly notFound: LazyPage;
  readonly breadcrumbs: LazyPage;
}

export type PageOf = (routeName: RouteName) => { page: LazyPage; found: boolean };

/**
 * Where the breadcrumbs rule lives: a route registered for breadcrumbs shows its page with the breadcrumbs above
 * it, both chunks fetched together; other routes (home) never fetch the breadcrumbs. Routes without a page of
 * their own show not-found (found: false), with the breadcrumbs when registered for them (search).
 */
export function createPageOf({ pages, notFound, breadcrumbs }: PageChunks): PageOf {
  // One per page: App asks on every render, and a new one each time would remount the page; it also keeps the
  // page mounted between two routes of the same page (the two offer routes).
  const withBreadcrumbsByPage = new Map<LazyPage, LazyPage>();
  const withBreadcrumbs = (page: LazyPage): LazyPage => {
    let combined = withBreadcrumbsByPage.get(page);
    if (!combined) {
      combined = pageBelowBreadcrumbs(page, breadcrumbs);
      withBreadcrumbsByPage.set(page, combined);
    }
    return combined;
  };
  return (routeName) => {
    const own = pages[routeName];
    const page = own ?? notFound;
    return { page: hasBreadcrumbs(routeName) ? withBreadcrumbs(page) : page, found: own !== undefined };
  };
}

/**
 * A page with the breadcrumbs above it, as one lazy page: ready once both chunks are in, so the crumbs never
 * appear after the page (no layout shift) and need no loading state of their own; a failure of either fails it,
 * and the retry fetches again only what failed.
 */
function pageBelowBreadcrumbs(page: LazyPage, breadcrumbs: LazyPage): LazyPage {
  let combined: ComponentType | null = null;
  // Made once: a new component on every call would remount the page on each render.
  const combine = (Breadcrumbs: ComponentType, Page: ComponentType): ComponentType =>
    (combined ??= function PageBelowBreadcrumbs() {
      return (
        <>
          <Breadcrumbs />
          <Page />
        </>
      );
    });
  return {
    preload: () => Promise.all([breadcrumbs.preload(), page.preload()]).then(([Breadcrumbs, Page]) => combine(Breadcrumbs, Page)),
    loaded: () => {
      const Breadcrumbs = breadcrumbs.loaded();
      const Page = page.loaded();
      return Breadcrumbs && Page ? combine(Breadcrumbs, Page) : null;
    },
    sources: [...breadcrumbs.sources, ...page.sources],
  };
}

/** The page a route shows (see createPageOf). */
export const pageOf: PageOf = createPageOf({ pages: PAGES, notFound: NOT_FOUND_PAGE, breadcrumbs: BREADCRUMBS });

/**
 * Starts fetching the page of the route the app opens on, while the configuration, sign-in state and flags
 * load, so the page's chunk is not one more round trip after them.
 */
export function preloadPageOf(routeName: RouteName): void {
  pageOf(routeName).page.preload().catch(() => undefined);
}

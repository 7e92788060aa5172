import { useEffect, useState, type ComponentType } from 'react';
import { ROUTE_NAME, type RouteName } from '../../domain';

type PageModule = { default: ComponentType };

/**
 * A route's page in its own chunk. Not React.lazy: that suspends on every first render, even of a chunk
 * already in memory, and React holds a Suspense boundary's content back for up to 300 ms after its fallback
 * showed. A page preloaded while the sign-in state and flags load renders at once instead.
 */
export interface LazyPage {
  /** Starts (or joins) fetching the chunk; a failed fetch is forgotten so the next call tries again. */
  preload(): Promise<ComponentType>;
  /** The page's component once its chunk is in. */
  loaded(): ComponentType | null;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let component: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  return {
    preload: () =>
      (loading ??= load().then(
        (module) => (component = module.default),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => component,
  };
}

// One chunk per page. Routes without a page of their own yet (search, the account area, launch…) show the
// not-found page; later issues add theirs here.
const signIn = lazyPage(() => import('../pages/signIn/SignInPage'));
const offer = lazyPage(() => import('../pages/offer/OfferPage'));
const PAGES: Partial<Record<RouteName, LazyPage>> = {
  [ROUTE_NAME.HOME]: lazyPage(() => import('../pages/home/HomePage')),
  [ROUTE_NAME.CATEGORIES]: lazyPage(() => import('../pages/categories/CategoriesPage')),
  [ROUTE_NAME.CATEGORY]: lazyPage(() => import('../pages/category/CategoryPage')),
  [ROUTE_NAME.RETAILERS]: lazyPage(() => import('../pages/retailers/RetailersPage')),
  [ROUTE_NAME.RETAILER]: lazyPage(() => import('../pages/retailer/RetailerPage')),
  [ROUTE_NAME.RETAILER_GROUP]: lazyPage(() => import('../pages/retailerGroup/RetailerGroupPage')),
  [ROUTE_NAME.OFFER]: offer,
  [ROUTE_NAME.OFFER_BY_ID]: offer,
  [ROUTE_NAME.OFFER_TAG]: lazyPage(() => import('../pages/offerTag/OfferTagPage')),
  [ROUTE_NAME.GET_THE_APP]: lazyPage(() => import('../pages/getTheApp/GetTheAppPage')),
  [ROUTE_NAME.BROWSER_EXTENSION]: lazyPage(() => import('../pages/browserExtension/BrowserExtensionPage')),
  [ROUTE_NAME.WELCOME]: lazyPage(() => import('../pages/welcome/WelcomePage')),
  [ROUTE_NAME.MOBILE_ONLY]: lazyPage(() => import('../pages/mobileOnly/MobileOnlyPage')),
  [ROUTE_NAME.MOBILE_REQUIRED]: lazyPage(() => import('../pages/mobileRequired/MobileRequiredPage')),
  [ROUTE_NAME.LOGIN]: signIn,
  [ROUTE_NAME.SIGN_IN]: signIn,
  [ROUTE_NAME.ACCOUNT_PANEL]: lazyPage(() => import('../pages/account/AccountPage')),
};
const NOT_FOUND_PAGE = lazyPage(() => import('../pages/notFound/NotFoundPage'));
export const MAINTENANCE_PAGE = lazyPage(() => import('../pages/maintenance/MaintenancePage'));

/** The page a route shows; routes without a page of their own show not-found. */
export function pageOf(routeName: RouteName): { page: LazyPage; found: boolean } {
  const page = PAGES[routeName];
  return page ? { page, found: true } : { page: NOT_FOUND_PAGE, found: false };
}

/**
 * Starts fetching the page of the route the app opens on, while the configuration, sign-in state and flags
 * load, so the page's chunk is not one more round trip after them.
 */
export function preloadPageOf(routeName: RouteName): void {
  pageOf(routeName).page.preload().catch(() => undefined);
}

export type PageLoad = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; retry: () => void };

/** Follows a page's chunk: loading, ready with its component, or failed with a retry (a network error). */
export function usePageLoad(page: LazyPage): PageLoad {
  // A new object on every settle, so the render that reads page.loaded() always follows.
  const [settled, setSettled] = useState<{ page: LazyPage; failed: boolean } | null>(null);
  const Page = page.loaded();
  const failed = settled?.page === page && settled.failed;
  useEffect(() => {
    if (Page || failed) return;
    let current = true;
    page.preload().then(
      () => current && setSettled({ page, failed: false }),
      () => current && setSettled({ page, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [page, Page, failed]);
  if (Page) return { status: 'ready', Page };
  if (failed) return { status: 'failed', retry: () => setSettled({ page, failed: false }) };
  return { status: 'loading' };
}

import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { isMobileBreadcrumbs, isPublicRoute, ROUTE_NAME, routeTitle, type RouteName } from '../../domain';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { ModalHost } from '../components/ModalHost';
import { Toaster } from '../components/Toaster';
import { useStores } from '../stores/StoresContext';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';

// One lazy chunk per page. Routes without a page of their own yet (search, the account area, launch…)
// show the not-found page; later issues add theirs here.
const SignInPage = lazy(() => import('../pages/signIn/SignInPage'));
const RetailerPage = lazy(() => import('../pages/retailer/RetailerPage'));
const OfferPage = lazy(() => import('../pages/offer/OfferPage'));
const PAGES: Partial<Record<RouteName, LazyExoticComponent<ComponentType>>> = {
  [ROUTE_NAME.HOME]: lazy(() => import('../pages/home/HomePage')),
  [ROUTE_NAME.CATEGORIES]: lazy(() => import('../pages/categories/CategoriesPage')),
  [ROUTE_NAME.CATEGORY]: lazy(() => import('../pages/category/CategoryPage')),
  [ROUTE_NAME.RETAILERS]: lazy(() => import('../pages/retailers/RetailersPage')),
  [ROUTE_NAME.RETAILER]: RetailerPage,
  [ROUTE_NAME.RETAILER_GROUP]: lazy(() => import('../pages/retailerGroup/RetailerGroupPage')),
  [ROUTE_NAME.OFFER]: OfferPage,
  [ROUTE_NAME.OFFER_BY_ID]: OfferPage,
  [ROUTE_NAME.OFFER_TAG]: lazy(() => import('../pages/offerTag/OfferTagPage')),
  [ROUTE_NAME.GET_THE_APP]: lazy(() => import('../pages/getTheApp/GetTheAppPage')),
  [ROUTE_NAME.BROWSER_EXTENSION]: lazy(() => import('../pages/browserExtension/BrowserExtensionPage')),
  [ROUTE_NAME.WELCOME]: lazy(() => import('../pages/welcome/WelcomePage')),
  [ROUTE_NAME.MOBILE_ONLY]: lazy(() => import('../pages/mobileOnly/MobileOnlyPage')),
  [ROUTE_NAME.MOBILE_REQUIRED]: lazy(() => import('../pages/mobileRequired/MobileRequiredPage')),
  [ROUTE_NAME.LOGIN]: SignInPage,
  [ROUTE_NAME.SIGN_IN]: SignInPage,
  [ROUTE_NAME.ACCOUNT_PANEL]: lazy(() => import('../pages/account/AccountPage')),
};
const NotFoundPage = lazy(() => import('../pages/notFound/NotFoundPage'));
const MaintenancePage = lazy(() => import('../pages/maintenance/MaintenancePage'));

export const App = observer(function App() {
  const { router, auth, flags, layout, routeHistory } = useStores();
  const { route } = router;
  const Page = PAGES[route.name];
  // Pages refine their title once they know their name (routeHistory.setPageContext / setDocumentTitle).
  const title = Page ? routeHistory.documentTitle : routeTitle(ROUTE_NAME.NOT_FOUND);
  useEffect(() => {
    document.title = title;
  }, [title]);

  // The maintenance page replaces the whole site, header included (000 §1).
  if (flags.isMaintenance) {
    return (
      <Suspense fallback={<PageLoading />}>
        <MaintenancePage />
      </Suspense>
    );
  }
  // A protected page waits for the auth state: the guard may still send a visitor to sign in.
  const waiting = auth.status === 'loading' && !isPublicRoute(route.name);
  return (
    <AppShell>
      <Breadcrumbs mobile={isMobileBreadcrumbs(layout.width)} />
      <Suspense fallback={<PageLoading />}>{waiting ? <PageLoading /> : Page ? <Page /> : <NotFoundPage />}</Suspense>
      <ModalHost />
      <Toaster />
    </AppShell>
  );
});

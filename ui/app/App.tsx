import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, ROUTE_NAME, routeTitle, type RouteName } from '../../domain';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';

// One lazy chunk per route group. Routes without a page of their own yet show the not-found page;
// the browsing issue replaces this map with the router store and every page.
const PAGES: Partial<Record<RouteName, LazyExoticComponent<ComponentType>>> = {
  [ROUTE_NAME.HOME]: lazy(() => import('../pages/home/HomePage')),
};
const NotFoundPage = lazy(() => import('../pages/notFound/NotFoundPage'));

export function App({ pathname = window.location.pathname, search = window.location.search }) {
  const route = matchRoute(pathname, search);
  const Page = PAGES[route.name];
  const title = routeTitle(Page ? route.name : ROUTE_NAME.NOT_FOUND);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <AppShell>
      <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <NotFoundPage />}</Suspense>
    </AppShell>
  );
}

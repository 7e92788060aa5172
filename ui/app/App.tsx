import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { isPublicRoute, ROUTE_NAME, routeTitle, type RouteName } from '../../domain';
import { useStores } from '../stores/StoresContext';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';

// One lazy chunk per route group. Routes without a page of their own yet show the not-found page; the
// browsing and account issues add theirs here.
const SignInPage = lazy(() => import('../pages/signIn/SignInPage'));
const PAGES: Partial<Record<RouteName, LazyExoticComponent<ComponentType>>> = {
  [ROUTE_NAME.HOME]: lazy(() => import('../pages/home/HomePage')),
  [ROUTE_NAME.LOGIN]: SignInPage,
  [ROUTE_NAME.SIGN_IN]: SignInPage,
  [ROUTE_NAME.ACCOUNT_PANEL]: lazy(() => import('../pages/account/AccountPage')),
};
const NotFoundPage = lazy(() => import('../pages/notFound/NotFoundPage'));

export const App = observer(function App() {
  const { router, auth } = useStores();
  const { route } = router;
  const Page = PAGES[route.name];
  const title = routeTitle(Page ? route.name : ROUTE_NAME.NOT_FOUND);
  useEffect(() => {
    document.title = title;
  }, [title]);
  // A protected page waits for the auth state: the guard may still send a visitor to sign in.
  const waiting = auth.status === 'loading' && !isPublicRoute(route.name);
  return (
    <AppShell>
      <Suspense fallback={<PageLoading />}>{waiting ? <PageLoading /> : Page ? <Page /> : <NotFoundPage />}</Suspense>
    </AppShell>
  );
});

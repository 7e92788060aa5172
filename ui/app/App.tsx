import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ROUTE_NAME } from '../../domain/constants/navigation';
import { isPublicRoute, routeTitle } from '../../domain/navigation/routes';
import { ModalHost } from '../components/ModalHost/ModalHost';
import { Toaster } from '../components/Toaster/Toaster';
import { useStores } from '../stores/StoresContext';
import { AppShell } from './AppShell';
import { AppErrorBoundary, PageErrorBoundary } from './errors/ErrorBoundaries';
import { MAINTENANCE_PAGE, pageOf } from './pages';
import { RoutePage } from './RoutePage';
import { StateBox } from '../components/StateBox/StateBox';

/** The app inside its last-resort error boundary (see ErrorBoundaries). */
export function App() {
  return (
    <AppErrorBoundary>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

const AppRoutes = observer(function AppRoutes() {
  const { router, auth, flags, routeHistory } = useStores();
  const { route } = router;
  const { page, found } = pageOf(route.name);
  // Pages refine their title once they know their name (routeHistory.setPageContext / setDocumentTitle).
  const title = found ? routeHistory.documentTitle : routeTitle(ROUTE_NAME.NOT_FOUND);
  useEffect(() => {
    document.title = title;
  }, [title]);

  // The maintenance page replaces the whole site, header included (000 §1).
  if (flags.isMaintenance) {
    return <RoutePage page={MAINTENANCE_PAGE} />;
  }
  // A protected page mounts for a signed-in customer only: while the auth state loads the guard may still send
  // the visitor to sign in, and a signed-out visitor is on the way to /login (the guard starts after the first
  // flags answer). Mounted meanwhile, the page would call members-only APIs and get 401s (a search, say).
  const isPublic = isPublicRoute(route.name);
  const waiting = !isPublic && !auth.isSignedIn;
  return (
    <AppShell mountEarly={isPublic}>
      {waiting ? (
        <StateBox state="loading" />
      ) : (
        <PageErrorBoundary resetKey={router.path}>
          <RoutePage page={page} />
        </PageErrorBoundary>
      )}
      <ModalHost />
      <Toaster />
    </AppShell>
  );
});

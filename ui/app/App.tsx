import { lazy, Suspense, useEffect } from 'react';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';

// One lazy chunk per route group; the route table in domain/navigation decides the group.
const HomePage = lazy(() => import('../pages/home/HomePage'));
const NotFoundPage = lazy(() => import('../pages/notFound/NotFoundPage'));

const HOME_PATHS = new Set(['/', '/home']);

export function App({ pathname = window.location.pathname }: { pathname?: string }) {
  const isHome = HOME_PATHS.has(pathname);
  useEffect(() => {
    document.title = isHome ? 'Clipback' : 'Not Found | Clipback';
  }, [isHome]);
  return (
    <AppShell>
      <Suspense fallback={<PageLoading />}>{isHome ? <HomePage /> : <NotFoundPage />}</Suspense>
    </AppShell>
  );
}

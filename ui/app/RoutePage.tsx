import { ErrorPage } from './errors/ErrorPage';
import { useComponentLoad } from './lazyComponent';
import type { LazyPage } from './pages';
import { StateBox } from '../components/StateBox/StateBox';

/** A route's page once its chunk is in: the loading state before, and a retry when the fetch failed. */
export function RoutePage({ page }: { page: LazyPage }) {
  const load = useComponentLoad(page);
  if (load.status === 'ready') return <load.Component />;
  if (load.status === 'loading') return <StateBox state="loading" />;
  return <ErrorPage onRetry={load.retry} />;
}

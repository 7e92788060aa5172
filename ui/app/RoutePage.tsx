import { PAGE_LOAD_COPY } from '../../domain';
import styles from '../pages/staticPage.module.css';
import { PageLoading } from './PageLoading';
import { useComponentLoad } from './lazyComponent';
import type { LazyPage } from './pages';

/** A route's page once its chunk is in: the loading state before, and a retry when the fetch failed. */
export function RoutePage({ page }: { page: LazyPage }) {
  const load = useComponentLoad(page);
  if (load.status === 'ready') return <load.Component />;
  if (load.status === 'loading') return <PageLoading />;
  return (
    <section className={styles.page} role="alert">
      <h1>{PAGE_LOAD_COPY.ERROR_TITLE}</h1>
      <p>{PAGE_LOAD_COPY.ERROR_DESCRIPTION}</p>
      <button type="button" className={styles.primaryLink} onClick={load.retry}>
        {PAGE_LOAD_COPY.RETRY}
      </button>
    </section>
  );
}

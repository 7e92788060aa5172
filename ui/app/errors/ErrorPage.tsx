import { useEffect } from 'react';
import { buildPath } from '../../../domain/navigation/buildPath';
import { formatDocumentTitle } from '../../../domain/navigation/formatDocumentTitle';
import * as MESSAGES from '../../../domain/constants/messages';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { PAGE_LOAD_COPY, SHELL_LABEL } from '../copy';
import styles from '../../pages/staticPage.module.css';
import { useStores } from '../../stores/StoresContext';

/**
 * The "other errors" page of 000 §2 "Other screens": a title and a description, Back to Home, and Try again
 * when the failure can be retried (a page that threw, a page whose code did not arrive). Titled like the
 * not-found page, 'Not Found | Clipback'. Kept apart from NotFound, which loads with the pages, so the startup
 * bundle carries only this.
 */
export function ErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { routeHistory } = useStores();
  useEffect(() => {
    routeHistory.setDocumentTitle(formatDocumentTitle(MESSAGES.NOT_FOUND_TITLE));
  }, [routeHistory]);
  return (
    <section className={styles.page} role="alert">
      <h1>{PAGE_LOAD_COPY.ERROR_TITLE}</h1>
      <p>{PAGE_LOAD_COPY.ERROR_DESCRIPTION}</p>
      <div className={styles.actions}>
        <a className={styles.primaryLink} href={buildPath(ROUTE_NAME.HOME)}>
          {MESSAGES.BACK_TO_HOME}
        </a>
        {onRetry ? (
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            {SHELL_LABEL.TRY_AGAIN}
          </button>
        ) : null}
      </div>
    </section>
  );
}

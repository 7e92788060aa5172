import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { HTTP_STATUS } from '../../../domain/constants/http';
import { buildPath } from '../../../domain/navigation/buildPath';
import { formatDocumentTitle } from '../../../domain/navigation/formatDocumentTitle';
import * as MESSAGES from '../../../domain/constants/messages';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { PAGE_LOAD_COPY } from '../../app/copy';
import { useResponseStatus } from '../../app/responseStatus';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';

/** The status of a missing page (000 §2 "Other screens": a 404 shows the page-missing message). */

export interface NotFoundProps {
  /** 404 (default) shows the page-missing message; any other status a title and description. */
  status?: number;
  /** For a 404: the message instead of the page-missing one ('Bonus not found'); otherwise the heading. */
  title?: string;
  /** For other errors: the description under the heading. */
  description?: string;
}

/**
 * The not-found / error screen (000 §2 "Other screens"), also rendered inside a route by pages whose data is
 * missing: a 404 shows the page-missing message, other errors a title and description, and a Back to Home link
 * goes to /home. The document title is 'Not Found | Clipback'.
 */
export const NotFound = observer(function NotFound({ status = HTTP_STATUS.NOT_FOUND, title, description }: NotFoundProps) {
  const { routeHistory, tracking } = useStores();
  useResponseStatus(status);
  useEffect(() => {
    routeHistory.setDocumentTitle(formatDocumentTitle(MESSAGES.NOT_FOUND_TITLE));
    // An ad that led here led nowhere (000 §7 'ad dead end').
    void tracking.trackMissingPage();
  }, [routeHistory, tracking]);
  const isMissing = status === HTTP_STATUS.NOT_FOUND;
  return (
    <section aria-labelledby="not-found-title" className={styles.page}>
      {isMissing ? (
        <>
          <h1 id="not-found-title">{HTTP_STATUS.NOT_FOUND}</h1>
          <p>{title ?? MESSAGES.PAGE_NOT_FOUND}</p>
        </>
      ) : (
        <>
          <h1 id="not-found-title">{title ?? PAGE_LOAD_COPY.ERROR_TITLE}</h1>
          <p>{description ?? PAGE_LOAD_COPY.ERROR_DESCRIPTION}</p>
        </>
      )}
      <a className={styles.primaryLink} href={buildPath(ROUTE_NAME.HOME)}>
        {MESSAGES.BACK_TO_HOME}
      </a>
    </section>
  );
});

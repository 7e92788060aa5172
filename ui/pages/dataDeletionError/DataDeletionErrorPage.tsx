import { ACCOUNT_PANEL, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import styles from '../staticPage.module.css';
import { MessagePage } from '../../components/MessagePage/MessagePage';
import { DATA_REQUEST_ERROR_COPY } from './copy';

/** /data-deletion-error (001 §2): where a failed personal data request lands; back to the Privacy tab. */
export default function DataDeletionErrorPage() {
  return (
    <MessagePage id="data-request-error-title" title={DATA_REQUEST_ERROR_COPY.TITLE} body={DATA_REQUEST_ERROR_COPY.TEXT}>
      <AppLink href={buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.PRIVACY })} className={styles.primaryLink}>
        {DATA_REQUEST_ERROR_COPY.BACK}
      </AppLink>
    </MessagePage>
  );
}

import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import styles from '../staticPage.module.css';
import { MessagePage } from '../../components/MessagePage/MessagePage';
import { EXTENSION_STATUS_COPY } from './copy';

/**
 * browser-extension-restart (001 §2): the extension needs a browser restart. "I've restarted" reloads the
 * installed page (a full load, so the extension is detected afresh).
 */
const installedPath = buildPath(ROUTE_NAME.EXTENSION_INSTALLED);

export default function ExtensionRestartPage() {
  return (
    <MessagePage id="extension-restart-title" title={EXTENSION_STATUS_COPY.RESTART_TITLE} body={EXTENSION_STATUS_COPY.RESTART_BODY}>
      <ol className={styles.steps}>
        {EXTENSION_STATUS_COPY.RESTART_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <a
        className={styles.primaryLink}
        href={installedPath}
        onClick={(event) => {
          // A document load, not an in-app navigation: the restarted extension announces itself on load.
          event.preventDefault();
          window.location.assign(installedPath);
        }}
      >
        {EXTENSION_STATUS_COPY.CHECK_AGAIN}
      </a>
    </MessagePage>
  );
}

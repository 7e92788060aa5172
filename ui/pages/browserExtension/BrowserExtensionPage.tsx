import { observer } from 'mobx-react-lite';
import { KNOWN_EXTENSION_PLATFORMS } from '../../../domain/constants/app';
import { BROWSER_EXTENSION_COPY, EXTENSION_INSTALL_URL } from './copy';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';
import { MessagePage } from '../../components/MessagePage/MessagePage';

/** The browser extension for Chrome, Edge and Safari (000 §1, §9), with its install links. */
export default observer(function BrowserExtensionPage() {
  const { extension } = useStores();
  return (
    <MessagePage id="browser-extension-title" title={BROWSER_EXTENSION_COPY.TITLE} body={BROWSER_EXTENSION_COPY.BODY}>
      {extension.version ? (
        <p role="status" className={styles.note}>
          {BROWSER_EXTENSION_COPY.installed(extension.version)}
        </p>
      ) : null}
      <ul className={styles.links} aria-label={BROWSER_EXTENSION_COPY.LINKS_LABEL}>
        {KNOWN_EXTENSION_PLATFORMS.map((platform) => (
          <li key={platform}>
            <a href={EXTENSION_INSTALL_URL[platform]} rel="noopener noreferrer">
              {BROWSER_EXTENSION_COPY.addToBrowser(platform)}
            </a>
          </li>
        ))}
      </ul>
      {/* The extension flow's other pages (001 §2: restart, ineligible), where a shopper stuck installing looks. */}
      <h2 className={styles.subheading}>{BROWSER_EXTENSION_COPY.TROUBLE_TITLE}</h2>
      <ul className={styles.plainLinks}>
        <li>
          {BROWSER_EXTENSION_COPY.RESTART_QUESTION}{' '}
          <AppLink href={buildPath(ROUTE_NAME.EXTENSION_RESTART)}>{BROWSER_EXTENSION_COPY.RESTART_LINK}</AppLink>
        </li>
        <li>
          <AppLink href={buildPath(ROUTE_NAME.EXTENSION_INELIGIBLE)}>{BROWSER_EXTENSION_COPY.INELIGIBLE_LINK}</AppLink>
        </li>
      </ul>
    </MessagePage>
  );
});

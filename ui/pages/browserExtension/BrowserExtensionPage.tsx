import { observer } from 'mobx-react-lite';
import { KNOWN_EXTENSION_PLATFORMS } from '../../../domain/constants/app';
import { EXTENSION_INSTALL_URL, STATIC_PAGE_COPY } from '../../../domain/constants/staticPages';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';

/** The browser extension for Chrome, Edge and Safari (000 §1, §9), with its install links. */
export default observer(function BrowserExtensionPage() {
  const { extension } = useStores();
  return (
    <section aria-labelledby="browser-extension-title" className={styles.page}>
      <h1 id="browser-extension-title">{STATIC_PAGE_COPY.BROWSER_EXTENSION_TITLE}</h1>
      <p>{STATIC_PAGE_COPY.BROWSER_EXTENSION_BODY}</p>
      {extension.version ? (
        <p role="status" className={styles.note}>
          {STATIC_PAGE_COPY.browserExtensionInstalled(extension.version)}
        </p>
      ) : null}
      <ul className={styles.links} aria-label={STATIC_PAGE_COPY.BROWSER_EXTENSION_LINKS_LABEL}>
        {KNOWN_EXTENSION_PLATFORMS.map((platform) => (
          <li key={platform}>
            <a href={EXTENSION_INSTALL_URL[platform]} rel="noopener noreferrer">
              {STATIC_PAGE_COPY.addToBrowser(platform)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
});

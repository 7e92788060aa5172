import { APP_DOWNLOAD_LINKS, STATIC_PAGE_COPY } from '../../../domain/constants/staticPages';
import styles from '../staticPage.module.css';

/** The app store links, as a labelled list (shared by get-the-app, mobile-only and mobile-required). */
export function AppDownloadLinks() {
  return (
    <ul className={styles.links} aria-label={STATIC_PAGE_COPY.APP_LINKS_LABEL}>
      {APP_DOWNLOAD_LINKS.map((link) => (
        <li key={link.store}>
          <a href={link.url} rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

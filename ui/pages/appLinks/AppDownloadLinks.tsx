import { SHELL_LABEL } from '../../app/copy';
import { APP_DOWNLOAD_LINKS } from './copy';
import styles from '../staticPage.module.css';

/** The app store links, as a labelled list (shared by get-the-app, mobile-only and mobile-required). */
export function AppDownloadLinks() {
  return (
    <ul className={styles.links} aria-label={SHELL_LABEL.DOWNLOAD_APP}>
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

import { MOBILE_REQUIRED_COPY } from './copy';
import { AppDownloadLinks } from '../appLinks/AppDownloadLinks';
import styles from '../staticPage.module.css';

/** An action that needs the mobile app (000 §6: "some actions need the mobile app"). */
export default function MobileRequiredPage() {
  return (
    <section aria-labelledby="mobile-required-title" className={styles.page}>
      <h1 id="mobile-required-title">{MOBILE_REQUIRED_COPY.TITLE}</h1>
      <p>{MOBILE_REQUIRED_COPY.BODY}</p>
      <AppDownloadLinks />
    </section>
  );
}

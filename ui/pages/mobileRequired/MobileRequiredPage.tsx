import { STATIC_PAGE_COPY } from '../../../domain/constants/staticPages';
import { AppDownloadLinks } from '../appLinks/AppDownloadLinks';
import styles from '../staticPage.module.css';

/** An action that needs the mobile app (000 §6: "some actions need the mobile app"). */
export default function MobileRequiredPage() {
  return (
    <section aria-labelledby="mobile-required-title" className={styles.page}>
      <h1 id="mobile-required-title">{STATIC_PAGE_COPY.MOBILE_REQUIRED_TITLE}</h1>
      <p>{STATIC_PAGE_COPY.MOBILE_REQUIRED_BODY}</p>
      <AppDownloadLinks />
    </section>
  );
}

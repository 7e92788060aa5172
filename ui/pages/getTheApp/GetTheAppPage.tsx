import { STATIC_PAGE_COPY } from '../../../domain/constants/staticPages';
import { AppDownloadLinks } from '../appLinks/AppDownloadLinks';
import styles from '../staticPage.module.css';

/** The app download page: the store links. */
export default function GetTheAppPage() {
  return (
    <section aria-labelledby="get-the-app-title" className={styles.page}>
      <h1 id="get-the-app-title">{STATIC_PAGE_COPY.GET_THE_APP_TITLE}</h1>
      <p>{STATIC_PAGE_COPY.GET_THE_APP_BODY}</p>
      <AppDownloadLinks />
    </section>
  );
}

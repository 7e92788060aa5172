import { GET_THE_APP_COPY } from './copy';
import { AppDownloadLinks } from '../appLinks/AppDownloadLinks';
import styles from '../staticPage.module.css';

/** The app download page: the store links. */
export default function GetTheAppPage() {
  return (
    <section aria-labelledby="get-the-app-title" className={styles.page}>
      <h1 id="get-the-app-title">{GET_THE_APP_COPY.TITLE}</h1>
      <p>{GET_THE_APP_COPY.BODY}</p>
      <AppDownloadLinks />
    </section>
  );
}

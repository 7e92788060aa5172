import { ContactOptions } from '../../components/ContactOptions/ContactOptions';
import styles from '../staticPage.module.css';
import { EXTENSION_STATUS_COPY } from './copy';

/** browser-extension-ineligible (000 §6, 001 §6: some users are ineligible for the extension; contact support). */
export default function ExtensionIneligiblePage() {
  return (
    <section aria-labelledby="extension-ineligible-title" className={styles.page}>
      <h1 id="extension-ineligible-title">{EXTENSION_STATUS_COPY.INELIGIBLE_TITLE}</h1>
      <p>{EXTENSION_STATUS_COPY.INELIGIBLE_BODY}</p>
      <ContactOptions />
    </section>
  );
}

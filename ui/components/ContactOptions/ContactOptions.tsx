import { SUPPORT_CONTACT } from '../../app/copy';
import { ExternalLink } from '../AppLink/AppLink';
import styles from '../../pages/staticPage.module.css';
import { CONTACT_OPTIONS_COPY } from './copy';

/** Customer care's contact form and e-mail, for pages that end in "contact support". */
export function ContactOptions({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <section aria-labelledby="contact-options-title">
      <Heading id="contact-options-title">{CONTACT_OPTIONS_COPY.TITLE}</Heading>
      <ul className={styles.links}>
        <li>
          <ExternalLink href={SUPPORT_CONTACT.FORM_URL}>{CONTACT_OPTIONS_COPY.FORM}</ExternalLink>
        </li>
        <li>
          <a href={`mailto:${SUPPORT_CONTACT.EMAIL}`}>{CONTACT_OPTIONS_COPY.email()}</a>
        </li>
      </ul>
    </section>
  );
}

import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BRAND_NAME } from '../../../domain/constants/app';
import type { ShellLink } from '../copy';
import { FEEDBACK_SURVEY_URL, FOOTER_BETA_LINK, FOOTER_FEEDBACK_GROUP, FOOTER_FEEDBACK_LABEL, FOOTER_GROUPS, FOOTER_LEGAL_LINKS, SOCIAL_LINKS, type FooterGroup } from './copy';
import { useStores } from '../../stores/StoresContext';
import { ShellLinkView } from '../../components/AppLink/AppLink';
import { footerFlags, type FooterFlags } from './footerFlags';
import styles from './Footer.module.css';

interface LinkListProps {
  links: readonly ShellLink[];
  className: string | undefined;
  linkClassName?: string | undefined;
  /** Each link's accessible name, where its label alone does not say enough. */
  nameOf?: (link: ShellLink) => string;
}

/** One of the footer's lists of links (a group's, the social and the legal links). */
function LinkList({ links, className, linkClassName = styles.link, nameOf }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <ShellLinkView link={link} className={linkClassName} aria-label={nameOf?.(link)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer's content (000 §2; the frame is Footer): the About, Work with us, Get in touch, Download and How it
 * works groups (as disclosures under 760px), the legal and social links, a Feedback link when the feedbackSurvey flag
 * is on, and the beta-only page's link for beta testers. Both forms of the groups are in the markup (the server
 * renders it); Footer.module.css shows the one for the width and hides the other with display: none. Its first render
 * (a hydration, maybe long after the page's) shows the flags as the footer first read them, then the current ones.
 */
export const FooterLinks = observer(function FooterLinks({ firstFlags }: { firstFlags: FooterFlags }) {
  const { flags } = useStores();
  const [current, setCurrent] = useState(false);
  useEffect(() => setCurrent(true), []);
  const { feedback, betaTester } = current ? footerFlags(flags) : firstFlags;
  const extraLinks = [
    ...(feedback ? [{ label: FOOTER_FEEDBACK_LABEL, href: FEEDBACK_SURVEY_URL, external: true }] : []),
    ...(betaTester ? [FOOTER_BETA_LINK] : []),
  ];
  const groups: FooterGroup[] = FOOTER_GROUPS.map((group) =>
    group.title === FOOTER_FEEDBACK_GROUP && extraLinks.length > 0 ? { ...group, links: [...group.links, ...extraLinks] } : group,
  );
  return (
    <div className={styles.inner}>
      <nav aria-label="Footer" className={`${styles.groups} ${styles.wideGroups}`}>
        {groups.map((group) => (
          <section key={group.title} className={styles.group}>
            <h2 className={styles.heading}>{group.title}</h2>
            <LinkList links={group.links} className={styles.links} />
          </section>
        ))}
      </nav>
      <nav aria-label="Footer" className={`${styles.groups} ${styles.narrowGroups}`}>
        {groups.map((group) => (
          <details key={group.title} className={styles.group}>
            <summary className={styles.summary}>
              <h2 className={styles.heading}>{group.title}</h2>
            </summary>
            <LinkList links={group.links} className={styles.links} />
          </details>
        ))}
      </nav>
      <nav aria-label="Social media" className={styles.social}>
        <LinkList links={SOCIAL_LINKS} className={styles.socialLinks} linkClassName={styles.socialLink} nameOf={(link) => `${BRAND_NAME} on ${link.label}`} />
      </nav>
      <nav aria-label="Legal" className={styles.legal}>
        <LinkList links={FOOTER_LEGAL_LINKS} className={styles.legalLinks} />
      </nav>
      <p className={styles.copyright}>© {BRAND_NAME}</p>
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { BRAND_NAME } from '../../../domain/constants/app';
import { FLAG } from '../../../domain/constants/flags';
import { FEEDBACK_SURVEY_URL, FOOTER_BETA_LINK, FOOTER_FEEDBACK_GROUP, FOOTER_FEEDBACK_LABEL, FOOTER_GROUPS, FOOTER_LEGAL_LINKS, SOCIAL_LINKS, type FooterGroup } from './copy';
import { useStores } from '../../stores/StoresContext';
import { ShellLinkView } from '../../components/AppLink/AppLink';
import styles from './Footer.module.css';

function GroupLinks({ group }: { group: FooterGroup }) {
  return (
    <ul className={styles.links}>
      {group.links.map((link) => (
        <li key={link.label}>
          <ShellLinkView link={link} className={styles.link} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer (000 §2): the About, Work with us, Get in touch, Download and How it works groups (as
 * disclosures under 760px), the legal and social links, a Feedback link when the feedbackSurvey flag
 * is on, and the beta-only page's link for beta testers.
 */
export const Footer = observer(function Footer() {
  const { flags, layout } = useStores();
  const feedback = flags.value(FLAG.FEEDBACK_SURVEY) === true;
  const betaTester = flags.value(FLAG.BETA_TESTER) === true;
  const extraLinks = [
    ...(feedback ? [{ label: FOOTER_FEEDBACK_LABEL, href: FEEDBACK_SURVEY_URL, external: true }] : []),
    ...(betaTester ? [FOOTER_BETA_LINK] : []),
  ];
  const groups: FooterGroup[] = FOOTER_GROUPS.map((group) =>
    group.title === FOOTER_FEEDBACK_GROUP && extraLinks.length > 0 ? { ...group, links: [...group.links, ...extraLinks] } : group,
  );
  const mobile = layout.isMobileFooter;
  return (
    <footer className={`${styles.footer} ${mobile ? styles.mobile : ''}`}>
      <div className={styles.inner}>
        <nav aria-label="Footer" className={styles.groups}>
          {groups.map((group) =>
            mobile ? (
              <details key={group.title} className={styles.group}>
                <summary className={styles.summary}>
                  <h2 className={styles.heading}>{group.title}</h2>
                </summary>
                <GroupLinks group={group} />
              </details>
            ) : (
              <section key={group.title} className={styles.group}>
                <h2 className={styles.heading}>{group.title}</h2>
                <GroupLinks group={group} />
              </section>
            ),
          )}
        </nav>
        <nav aria-label="Social media" className={styles.social}>
          <ul className={styles.socialLinks}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <ShellLinkView link={link} className={styles.socialLink} aria-label={`${BRAND_NAME} on ${link.label}`} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal" className={styles.legal}>
          <ul className={styles.legalLinks}>
            {FOOTER_LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <ShellLinkView link={link} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>© {BRAND_NAME}</p>
      </div>
    </footer>
  );
});

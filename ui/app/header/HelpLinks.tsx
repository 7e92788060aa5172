import { BLOG_URL, HELP_CENTER_URL, HOW_IT_WORKS_LINKS, SHELL_LABEL } from '../../../domain';
import { ExternalLink } from '../../components/AppLink';
import styles from './Header.module.css';

/** The help menu (000 §2): the help centre in a new tab, how it works (in-store, online) and the blog. */
export function HelpLinks({ onNavigate }: { onNavigate?: () => void }) {
  const links = [
    { label: SHELL_LABEL.HELP_CENTER, href: HELP_CENTER_URL },
    { label: `${SHELL_LABEL.HOW_IT_WORKS}: ${HOW_IT_WORKS_LINKS.IN_STORE.label.toLowerCase()}`, href: HOW_IT_WORKS_LINKS.IN_STORE.href },
    { label: `${SHELL_LABEL.HOW_IT_WORKS}: ${HOW_IT_WORKS_LINKS.ONLINE.label.toLowerCase()}`, href: HOW_IT_WORKS_LINKS.ONLINE.href },
    { label: SHELL_LABEL.BLOG, href: BLOG_URL },
  ];
  return (
    <ul className={styles.menuList}>
      {links.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} onNavigate={onNavigate} className={styles.menuLink}>
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** How it works' two pages (000 §2: in-store and online shopping). */
export function HowItWorksLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className={styles.menuList}>
      {[HOW_IT_WORKS_LINKS.IN_STORE, HOW_IT_WORKS_LINKS.ONLINE].map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} onNavigate={onNavigate} className={styles.menuLink}>
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

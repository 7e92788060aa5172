import { BLOG_URL, HOW_IT_WORKS_LINKS, SHELL_LABEL } from '../copy';
import { HelpCentreLink } from './HelpCentreLink';
import { ExternalLink } from '../../components/AppLink/AppLink';
import styles from './Header.module.css';
import type { MenuContentsProps } from './LazyMenuContents';

/** Off-site links as a menu list, each in a new tab. */
function ExternalLinkList({ links, onNavigate }: MenuContentsProps & { links: readonly { label: string; href: string }[] }) {
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

const howItWorksLabel = (link: { label: string }) => `${SHELL_LABEL.HOW_IT_WORKS}: ${link.label.toLowerCase()}`;

/**
 * The signed-in help menu (000 §2): the help centre in a new tab, signed in through the help-desk login
 * (HelpCentreLink), then how it works (in-store, online) and the blog.
 */
export function HelpLinks({ onNavigate }: MenuContentsProps) {
  const { IN_STORE, ONLINE } = HOW_IT_WORKS_LINKS;
  const links = [
    { label: howItWorksLabel(IN_STORE), href: IN_STORE.href },
    { label: howItWorksLabel(ONLINE), href: ONLINE.href },
    { label: SHELL_LABEL.BLOG, href: BLOG_URL },
  ];
  return (
    <>
      <ul className={styles.menuList}>
        <li>
          <HelpCentreLink newTab onNavigate={onNavigate} className={styles.menuLink}>
            {SHELL_LABEL.HELP_CENTER}
          </HelpCentreLink>
        </li>
      </ul>
      <ExternalLinkList links={links} onNavigate={onNavigate} />
    </>
  );
}

/** How it works' two pages (000 §2: in-store and online shopping). */
export function HowItWorksLinks({ onNavigate }: MenuContentsProps) {
  return <ExternalLinkList links={[HOW_IT_WORKS_LINKS.IN_STORE, HOW_IT_WORKS_LINKS.ONLINE]} onNavigate={onNavigate} />;
}

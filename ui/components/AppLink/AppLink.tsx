import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { SHELL_LABEL, type ShellLink } from '../../app/copy';
import { useStores } from '../../stores/StoresContext';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Called after an in-app navigation (menus close on it). */
  onNavigate?: () => void;
};

/** A click that follows the link in place (no new tab or window, no download): the one the app may take over. */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a page of this app: a real <a href> (open in a new tab, copy, crawl), but a plain click moves
 * through the router instead of reloading the document.
 */
export function AppLink({ href, onNavigate, onClick, children, ...rest }: AnchorProps) {
  const { router } = useStores();
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target) return;
        event.preventDefault();
        router.navigate(href);
        onNavigate?.();
      }}
    >
      {children}
    </a>
  );
}

/** A link off the app (help centre, blog, social): a new tab, without handing this window to the page. */
export function ExternalLink({ children, onNavigate, ...rest }: AnchorProps) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
      {children}
      <span className="visually-hidden"> {SHELL_LABEL.OPENS_IN_NEW_TAB}</span>
    </a>
  );
}

/** One of the shell's link constants (ShellLink), in-app or external. */
export function ShellLinkView({ link, ...rest }: Omit<AnchorProps, 'href'> & { link: ShellLink }) {
  return link.external ? (
    <ExternalLink {...rest} href={link.href}>
      {link.label}
    </ExternalLink>
  ) : (
    <AppLink {...rest} href={link.href}>
      {link.label}
    </AppLink>
  );
}

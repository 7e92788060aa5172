import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { HELP_CENTER_URL, SHELL_LABEL } from '../copy';
import { useStores } from '../../stores/StoresContext';
import { newTabHelpDesk, sameTabHelpDesk } from '../helpDeskWindow';
import { isPlainLeftClick } from '../../components/AppLink/AppLink';

/**
 * The help centre for a signed-in shopper (001 §1, §7): a click runs the help-desk login and opens its URL, so
 * the shopper arrives signed in. `newTab` opens it in a new tab (the help dropdown, 000 §2). The href stays the
 * help centre's public home, for a middle click or "open in new tab".
 */
export const HelpCentreLink = observer(function HelpCentreLink({
  newTab = false,
  className,
  onNavigate,
  children,
}: {
  newTab?: boolean;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const { groups } = useStores();
  return (
    <a
      href={HELP_CENTER_URL}
      className={className}
      aria-busy={groups.shell.current?.helpCentre.isOpening || undefined}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        // The tab must open inside the click for popup blockers to allow it (helpDeskWindow); the login's store and
        // flow load then. If they cannot, the help centre's public home opens there instead.
        const target = newTab ? newTabHelpDesk(window) : sameTabHelpDesk(window);
        groups.shell
          .ready()
          .then(({ helpCentre }) => helpCentre.open(target))
          .catch((error: unknown) => {
            console.warn('[help centre] the help-desk login could not load', error);
            target.open(HELP_CENTER_URL);
          });
        onNavigate?.();
      }}
    >
      {children}
      {newTab ? <span className="visually-hidden"> {SHELL_LABEL.OPENS_IN_NEW_TAB}</span> : null}
    </a>
  );
});

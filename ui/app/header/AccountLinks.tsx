import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { SHELL_LABEL } from '../copy';
import { HelpCentreLink } from './HelpCentreLink';
import styles from './Header.module.css';
import type { MenuContentsProps } from './LazyMenuContents';
import { LogOutButton } from './LogOutButton';
import { RouteMenuItem } from './RouteMenuItem';
import { CUSTOMER_LABEL } from '../customerCopy';

/**
 * The account dropdown's list (000 §2): Account, Bonuses (ours: the bonuses pages' way in), Help center, Refer a friend, Log out. The help centre opens in
 * this tab here (ours): a same-tab navigation is never blocked and leaves no blank tab behind when the login
 * is refused (the checkup and sign-in it may send the shopper to continue in this tab anyway); the help
 * dropdown's link keeps the documents' new tab.
 */
export function AccountLinks({ onNavigate }: MenuContentsProps) {
  return (
    <ul className={styles.menuList}>
      <RouteMenuItem route={ROUTE_NAME.ACCOUNT_PANEL} label={CUSTOMER_LABEL.ACCOUNT} onNavigate={onNavigate} />
      <RouteMenuItem route={ROUTE_NAME.BONUSES} label={CUSTOMER_LABEL.BONUSES} onNavigate={onNavigate} />
      <li>
        <HelpCentreLink onNavigate={onNavigate} className={styles.menuLink}>
          {SHELL_LABEL.HELP_CENTER}
        </HelpCentreLink>
      </li>
      <RouteMenuItem route={ROUTE_NAME.REFERRAL} label={CUSTOMER_LABEL.REFER_A_FRIEND} onNavigate={onNavigate} />
      <li>
        <LogOutButton />
      </li>
    </ul>
  );
}

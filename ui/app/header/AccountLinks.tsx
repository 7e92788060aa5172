import { buildPath } from '../../../domain/navigation/buildPath';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { SHELL_LABEL } from '../copy';
import { AppLink } from '../../components/AppLink/AppLink';
import { HelpCentreLink } from './HelpCentreLink';
import styles from './Header.module.css';
import type { MenuContentsProps } from './LazyMenuContents';
import { LogOutButton } from './LogOutButton';

/**
 * The account dropdown's list (000 §2): Account, Bonuses (ours: the bonuses pages' way in), Help center, Refer a friend, Log out. The help centre opens in
 * this tab here (ours): a same-tab navigation is never blocked and leaves no blank tab behind when the login
 * is refused (the checkup and sign-in it may send the shopper to continue in this tab anyway); the help
 * dropdown's link keeps the documents' new tab.
 */
export function AccountLinks({ onNavigate }: MenuContentsProps) {
  return (
    <ul className={styles.menuList}>
      <li>
        <AppLink href={buildPath(ROUTE_NAME.ACCOUNT_PANEL)} onNavigate={onNavigate} className={styles.menuLink}>
          {SHELL_LABEL.ACCOUNT}
        </AppLink>
      </li>
      <li>
        <AppLink href={buildPath(ROUTE_NAME.BONUSES)} onNavigate={onNavigate} className={styles.menuLink}>
          {SHELL_LABEL.BONUSES}
        </AppLink>
      </li>
      <li>
        <HelpCentreLink onNavigate={onNavigate} className={styles.menuLink}>
          {SHELL_LABEL.HELP_CENTER}
        </HelpCentreLink>
      </li>
      <li>
        <AppLink href={buildPath(ROUTE_NAME.REFERRAL)} onNavigate={onNavigate} className={styles.menuLink}>
          {SHELL_LABEL.REFER_A_FRIEND}
        </AppLink>
      </li>
      <li>
        <LogOutButton />
      </li>
    </ul>
  );
}

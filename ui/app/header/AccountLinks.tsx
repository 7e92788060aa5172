import { buildPath } from '../../../domain/navigation/buildPath';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { HELP_CENTER_URL, SHELL_LABEL } from '../copy';
import { AppLink, ExternalLink } from '../../components/AppLink/AppLink';
import styles from './Header.module.css';
import type { MenuContentsProps } from './LazyMenuContents';
import { LogOutButton } from './LogOutButton';

/** The account dropdown's list (000 §2): Account, Help center (new tab), Refer a friend, Log out. */
export function AccountLinks({ onNavigate }: MenuContentsProps) {
  return (
    <ul className={styles.menuList}>
      <li>
        <AppLink href={buildPath(ROUTE_NAME.ACCOUNT_PANEL)} onNavigate={onNavigate} className={styles.menuLink}>
          {SHELL_LABEL.ACCOUNT}
        </AppLink>
      </li>
      <li>
        <ExternalLink href={HELP_CENTER_URL} onNavigate={onNavigate} className={styles.menuLink}>
          {SHELL_LABEL.HELP_CENTER}
        </ExternalLink>
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

import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { accountDisplayName } from '../../domain/customers/displayName';
import { formatCents } from '../../domain/formatting/currency';
import { shouldShowBalance } from '../../domain/customers/balance';
import { ACCOUNT_PANEL, ROUTE_NAME } from '../../domain/constants/navigation';
import { buildPath } from '../../domain/navigation/buildPath';
import { SHELL_LABEL } from './copy';
import { LogOutButton } from './header/LogOutButton';
import { useStores } from '../stores/StoresContext';
import { AppLink } from '../components/AppLink/AppLink';
import { useAuthEntry } from '../components/AuthEntry/useAuthEntry';
import { Dropdown } from './header/Dropdown';
import styles from './header/Header.module.css';
import { lazyComponent } from './lazyComponent';

/** The signed-in customer's record (name, balance): startApp loads it at sign-in; a header mounted alone asks too (once per sign-in). */
export function useCustomerInfo() {
  const { auth, customer } = useStores();
  useEffect(() => {
    if (auth.isSignedIn) void customer.load();
  }, [auth.isSignedIn, customer]);
  return customer.info;
}

/** Visitors: Log In (back to this page) and Sign Up (the provider's sign-up screen directly, 000 §7). */
export const LoggedOutActions = observer(function LoggedOutActions() {
  const { loginPath, signUp } = useAuthEntry();
  return (
    <nav aria-label="Account" className={styles.accountNav}>
      <AppLink className={styles.secondaryButton} href={loginPath}>
        {SHELL_LABEL.LOG_IN}
      </AppLink>
      <button type="button" className={styles.primaryButton} onClick={() => signUp()}>
        {SHELL_LABEL.SIGN_UP}
      </button>
    </nav>
  );
});

/**
 * A shopper who signed up at the provider but has not finished registering (/register's form): Log In and Sign Up
 * would be wrong (they are signed in), the account menu has nothing yet. Log out is the way out of the form.
 */
export function RegistrationActions() {
  return (
    <nav aria-label="Account" className={styles.accountNav}>
      <LogOutButton className={styles.secondaryButton} />
    </nav>
  );
}

/**
 * The phone header's balance (000 §2 shows the balance above 0 in the account button, which a phone folds into the
 * hamburger; ours: the chip keeps it in sight). It leads to My earnings, where the balance is withdrawn.
 */
export const BalanceChip = observer(function BalanceChip() {
  const info = useCustomerInfo();
  if (!info || !shouldShowBalance(info.balance)) return null;
  const amount = formatCents(info.balance);
  return (
    <AppLink
      className={styles.balanceChip}
      href={buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.EARNINGS })}
      aria-label={SHELL_LABEL.BALANCE_LINK(amount)}
    >
      {amount}
    </AppLink>
  );
});

// The list is a chunk of its own, fetched on intent: the button (name, balance) shows on every page.
const accountLinks = lazyComponent(() => import('./header/AccountLinks').then((module) => module.AccountLinks));

/**
 * The signed-in account dropdown (000 §2): first name and last initial, the balance in the button only
 * above 0; Account, Help center (new tab), Refer a friend, Log out. Categories is the mobile nav's (the
 * hamburger replaces this menu under 768). The staging branch switch is left out: the branch switcher is
 * disabled (000 §2, §6; BRANCH_SWITCHER_ENABLED).
 */
export const AccountDropdown = observer(function AccountDropdown() {
  const info = useCustomerInfo();
  const label = (
    <>
      <span className={styles.accountName}>{info ? accountDisplayName(info.firstName, info.lastName) : SHELL_LABEL.ACCOUNT}</span>
      {info && shouldShowBalance(info.balance) ? <span className={styles.balance}>{formatCents(info.balance)}</span> : null}
    </>
  );
  return (
    <nav aria-label="Account" className={styles.accountNav}>
      <Dropdown label={label} contents={accountLinks} align="end" buttonClassName={styles.accountButton} />
    </nav>
  );
});

/** The header's account corner: nothing while the auth state loads, then the visitor or customer variant. */
export const AccountMenu = observer(function AccountMenu() {
  const { auth } = useStores();
  if (auth.status === 'loading') return null;
  return auth.isSignedIn ? <AccountDropdown /> : <LoggedOutActions />;
});

import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SHELL_LABEL } from './copy';
import { LogOutButton } from './header/LogOutButton';
import { useStores } from '../stores/StoresContext';
import { AppLink } from '../components/AppLink/AppLink';
import { useAuthEntry } from '../components/AuthEntry/useAuthEntry';
import styles from './header/Header.module.css';

/**
 * The signed-in customer's record (name, balance): startApp loads it at sign-in; a header mounted alone asks too (once
 * per sign-in), loading the shell group first (null until then; the customer's header says when it failed).
 */
export function useCustomerInfo() {
  const { auth, groups } = useStores();
  useEffect(() => {
    if (auth.isSignedIn) {
      void groups.shell.use(({ customer }) => customer.load(), "[customer] the shell's stores could not load");
    }
  }, [auth.isSignedIn, groups]);
  return groups.shell.current?.customer.info ?? null;
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

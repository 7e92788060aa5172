import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  accountDisplayName,
  buildPath,
  formatCents,
  friendCodeFromQuery,
  logoutReturnTo,
  NAV_QUERY_KEY,
  ROUTE_NAME,
  shouldShowBalance,
} from '../../domain';
import { useStores } from '../stores/StoresContext';
import styles from './AppShell.module.css';

/** The header's account corner: Log In / Sign Up for visitors; name, balance and Log out when signed in. */
export const AccountMenu = observer(function AccountMenu() {
  const { auth, customer, router } = useStores();
  useEffect(() => {
    if (auth.isSignedIn && !customer.info && !customer.isLoading) void customer.load();
  }, [auth.isSignedIn, customer]);

  if (auth.status === 'loading') return null;
  if (!auth.isSignedIn) {
    const login = buildPath(ROUTE_NAME.LOGIN, {}, { [NAV_QUERY_KEY.REDIRECT]: router.path });
    return (
      <nav aria-label="Account" className={styles.accountNav}>
        <a className={styles.secondaryButton} href={login}>
          Log In
        </a>
        {/* Sign-up opens the provider's sign-up screen directly (000 §7): /register is the provider's callback. */}
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() =>
            void auth.login(router.path, {
              signup: true,
              friendCode: friendCodeFromQuery(router.route.query),
            })
          }
        >
          Sign Up
        </button>
      </nav>
    );
  }
  const info = customer.info;
  return (
    <nav aria-label="Account" className={styles.accountNav}>
      <a className={styles.accountLink} href={buildPath(ROUTE_NAME.ACCOUNT_PANEL)}>
        <span>{info ? accountDisplayName(info.firstName, info.lastName) : 'Account'}</span>
        {info && shouldShowBalance(info.balance) ? <span className={styles.balance}>{formatCents(info.balance)}</span> : null}
      </a>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={() => void auth.logout(`${window.location.origin}${logoutReturnTo(router.route.name)}`)}
      >
        Log out
      </button>
    </nav>
  );
});

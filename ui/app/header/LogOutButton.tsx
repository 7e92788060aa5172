import { SHELL_LABEL } from '../copy';
import { useStores } from '../../stores/StoresContext';
import styles from './Header.module.css';

/**
 * The menus' Log out item (the account dropdown and the mobile nav, 000 §2; a button of its own mid-registration): logs out (000 §4 "Auth"),
 * returning to the referral page when on it, otherwise home. AuthStore.logoutFrom tells its sign-out listeners
 * first: Stores wires those to reset the customer's stores and restart the session.
 */
export function LogOutButton({ className = styles.menuButton }: { className?: string }) {
  const { auth, router } = useStores();
  const logOut = () => auth.logoutFrom(router.route.name, window.location.origin);
  return (
    <button type="button" className={className} onClick={() => void logOut()}>
      {SHELL_LABEL.LOG_OUT}
    </button>
  );
}

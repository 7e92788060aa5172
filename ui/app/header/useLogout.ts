import { useCallback } from 'react';
import { logoutReturnTo } from '../../../domain';
import { useStores } from '../../stores/StoresContext';

/**
 * Log out (000 §4 "Auth"), returning to the referral page when on it, otherwise home. AuthStore.logout tells
 * its sign-out listeners first: RootStore wires those to reset the customer's stores and restart the session.
 */
export function useLogout(): () => Promise<void> {
  const { auth, router } = useStores();
  return useCallback(
    () => auth.logout(`${window.location.origin}${logoutReturnTo(router.route.name)}`),
    [auth, router],
  );
}

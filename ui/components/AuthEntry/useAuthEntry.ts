import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { friendCodeFromQuery } from '../../../domain/navigation/routeQuery';
import { useStores } from '../../stores/StoresContext';

export interface AuthEntry {
  /** /login with this page as the redirect (000 §2). */
  readonly loginPath: string;
  /**
   * The provider's sign-up screen, back to this page (or to `returnTo`), carrying the referral code of the query
   * (000 §7). Back from the provider, a new identity is sent on to the registration form, which lands the shopper
   * where they were going.
   */
  readonly signUp: (returnTo?: string) => void;
}

/** Where Log In and Sign Up go from the current page: the header, the mobile nav and the logged-out modal. */
export function useAuthEntry(): AuthEntry {
  const { auth, router } = useStores();
  return {
    loginPath: buildPath(ROUTE_NAME.LOGIN, {}, { [NAV_QUERY_KEY.REDIRECT]: router.path }),
    signUp: (returnTo = router.path) =>
      void auth.login(returnTo, { signup: true, friendCode: friendCodeFromQuery(router.route.query) }),
  };
}

import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { friendCodeFromQuery } from '../../../domain/navigation/routeQuery';
import { useStores } from '../../stores/StoresContext';

export interface AuthEntry {
  /** /login with this page as the redirect (000 §2). */
  readonly loginPath: string;
  /**
   * The provider's sign-up screen, back to this page, carrying the referral code of the query (000 §7). /register
   * is the provider's callback, so Sign Up never links there.
   */
  readonly signUp: () => void;
}

/** Where Log In and Sign Up go from the current page: the header, the mobile nav and the logged-out modal. */
export function useAuthEntry(): AuthEntry {
  const { auth, router } = useStores();
  return {
    loginPath: buildPath(ROUTE_NAME.LOGIN, {}, { [NAV_QUERY_KEY.REDIRECT]: router.path }),
    signUp: () => void auth.login(router.path, { signup: true, friendCode: friendCodeFromQuery(router.route.query) }),
  };
}

import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { buildPath, NAV_QUERY_KEY, ROUTE_NAME, routeQueryValue, safeRedirectPath } from '../../../domain';
import { useStores } from '../../stores/StoresContext';

/**
 * /login, /sign-in and /register hand over to the identity provider, carrying where to come back to
 * (the redirect query, else home) and, for sign-up, a referral code (friend or friend_code).
 */
export default observer(function SignInPage() {
  const { router, auth } = useStores();
  const { route } = router;
  const signup = route.name === ROUTE_NAME.REGISTER;
  const target = safeRedirectPath(routeQueryValue(route.query, NAV_QUERY_KEY.REDIRECT)) ?? buildPath(ROUTE_NAME.HOME);
  const friendCode = routeQueryValue(route.query, 'friend') ?? routeQueryValue(route.query, 'friend_code');

  const continueToProvider = () => auth.login(target, { signup, friendCode });
  useEffect(() => {
    if (auth.status === 'anonymous') void continueToProvider();
    // Runs when the auth state settles on "signed out": the provider then takes over the window.
  }, [auth.status]);

  return (
    <section aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{signup ? 'Creating your account' : 'Signing you in'}</h1>
      <p role="status">Taking you to the secure {signup ? 'sign-up' : 'sign-in'} page…</p>
      <button type="button" onClick={() => void continueToProvider()}>
        {signup ? 'Continue to sign up' : 'Continue to log in'}
      </button>
    </section>
  );
});

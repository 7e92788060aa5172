import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { buildPath, NAV_QUERY_KEY, ROUTE_NAME, routeQueryValue, safeRedirectPath } from '../../../domain';
import { useStores } from '../../stores/StoresContext';

/**
 * /login and /sign-in hand over to the identity provider, carrying where to come back to (the redirect
 * query, else home). Sign-up starts from the header's Sign Up button; /register is the provider's callback.
 */
export default observer(function SignInPage() {
  const { router, auth } = useStores();
  const { route } = router;
  const target = safeRedirectPath(routeQueryValue(route.query, NAV_QUERY_KEY.REDIRECT)) ?? buildPath(ROUTE_NAME.HOME);

  const continueToProvider = () => auth.login(target);
  useEffect(() => {
    if (auth.status === 'anonymous') void continueToProvider();
    // Runs when the auth state settles on "signed out": the provider then takes over the window.
  }, [auth.status]);

  return (
    <section aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Signing you in</h1>
      <p role="status">Taking you to the secure sign-in page…</p>
      <button type="button" onClick={() => void continueToProvider()}>
        Continue to log in
      </button>
    </section>
  );
});

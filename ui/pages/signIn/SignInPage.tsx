import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { buildPath } from '../../../domain/navigation/buildPath';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { safeRedirectPath } from '../../../domain/navigation/safeRedirectPath';
import { SIGN_IN_COPY } from './copy';
import { useStores } from '../../stores/StoresContext';

/**
 * /login and /sign-in hand over to the identity provider, carrying where to come back to (the redirect
 * query, else home). The hand-over happens by itself once the visitor is known to be signed out, unless the
 * login redirect marker says the app sent them there less than 60 s ago (a loop, 000 §4): the button then
 * lets them try again. Sign-up starts from the header's Sign Up button; /register is the provider's callback.
 */
export default observer(function SignInPage() {
  const { router, auth } = useStores();
  const target = safeRedirectPath(routeQueryValue(router.route.query, NAV_QUERY_KEY.REDIRECT)) ?? buildPath(ROUTE_NAME.HOME);
  const redirecting = auth.status === 'anonymous' && !auth.failure && !auth.isLoginRedirectBlocked();

  useEffect(() => {
    if (auth.status === 'anonymous' && !auth.failure) void auth.redirectToLogin(target);
    // Runs when the auth state settles on "signed out": the provider then takes over the window.
  }, [auth.status]);

  return (
    <section aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{SIGN_IN_COPY.TITLE}</h1>
      {redirecting ? <p role="status">{SIGN_IN_COPY.STATUS}</p> : null}
      <button type="button" onClick={() => void auth.login(target)}>
        {SIGN_IN_COPY.CONTINUE}
      </button>
    </section>
  );
});

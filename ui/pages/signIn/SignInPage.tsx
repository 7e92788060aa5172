import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { buildPath } from '../../../domain/navigation/buildPath';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { signInReasonFor } from '../../../domain/auth/signInReason';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { safeRedirectPath } from '../../../domain/navigation/safeRedirectPath';
import { DEFAULT_SIGN_IN_REASON, SIGN_IN_COPY, SIGN_IN_REASONS } from './copy';
import { useStores } from '../../stores/StoresContext';
import styles from './SignInPage.module.css';

/**
 * /login and /sign-in hand over to the identity provider, carrying where to come back to (the redirect
 * query, else home). From its first paint the page says why (the members-only page the shopper was going to) and
 * what is happening (a spinner with words while the sign-in state loads and while the provider takes over). The
 * hand-over happens by itself once the visitor is known to be signed out, unless the login redirect marker says
 * the app sent them there less than 60 s ago (Back from the provider, a second members-only link: 000 §4's loop
 * breaker): the page then offers Log in and Create a free account. /register is the provider's callback.
 */
export default observer(function SignInPage() {
  const { router, auth } = useStores();
  const requested = safeRedirectPath(routeQueryValue(router.route.query, NAV_QUERY_KEY.REDIRECT));
  const target = requested ?? buildPath(ROUTE_NAME.HOME);
  // Why the shopper was sent here (the page they were going to): said here and on the provider's page.
  const reasonCode = signInReasonFor(requested);
  const reason = reasonCode ? SIGN_IN_REASONS[reasonCode] : DEFAULT_SIGN_IN_REASON;
  const why = reasonCode ? { reason: reasonCode } : {};
  const checking = auth.status === 'loading';
  const redirecting = auth.status === 'anonymous' && !auth.failure && !auth.isLoginRedirectBlocked();

  useEffect(() => {
    if (auth.status === 'anonymous' && !auth.failure) void auth.redirectToLogin(target, why);
    // Runs when the auth state settles on "signed out": the provider then takes over the window.
  }, [auth.status]);

  return (
    <section aria-labelledby="sign-in-title" className={styles.page}>
      <h1 id="sign-in-title">{reason.title}</h1>
      <p className={styles.why}>{reason.why}</p>
      {checking || redirecting ? (
        <p role="status" className={styles.status}>
          <span className={styles.spinner} data-spinner aria-hidden="true" />
          {checking ? SIGN_IN_COPY.CHECKING : SIGN_IN_COPY.STATUS}
        </p>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => void auth.login(target, why)}>
            {SIGN_IN_COPY.LOG_IN}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void auth.login(target, { ...why, signup: true })}>
            {SIGN_IN_COPY.SIGN_UP}
          </button>
        </div>
      )}
    </section>
  );
});

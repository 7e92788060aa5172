import { observer } from 'mobx-react-lite';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { AppLink } from '../../components/AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';
import { SIGN_IN_ERROR_COPY } from './copy';

/** /sign-in/error (000 §2): the identity provider sent the shopper back with an error; say so, offer a new try. */
export default observer(function SignInErrorPage() {
  const { router, auth } = useStores();
  const code = routeQueryValue(router.route.query, NAV_QUERY_KEY.ERROR) ?? '';
  const reason = Object.hasOwn(SIGN_IN_ERROR_COPY.REASONS, code) ? SIGN_IN_ERROR_COPY.REASONS[code] : SIGN_IN_ERROR_COPY.UNKNOWN_REASON;
  const home = buildPath(ROUTE_NAME.HOME);
  return (
    <section aria-labelledby="sign-in-error-title" className={styles.page}>
      <h1 id="sign-in-error-title">{SIGN_IN_ERROR_COPY.TITLE}</h1>
      <p>
        {reason} {SIGN_IN_ERROR_COPY.NEXT}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={() => void auth.login(home)}>
          {SIGN_IN_ERROR_COPY.TRY_AGAIN}
        </button>
        <AppLink className={styles.primaryLink} href={home}>
          {SIGN_IN_ERROR_COPY.HOME}
        </AppLink>
      </div>
    </section>
  );
});

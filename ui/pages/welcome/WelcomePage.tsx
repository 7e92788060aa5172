import { observer } from 'mobx-react-lite';
import { NAV_QUERY_KEY } from '../../../domain/constants/navigation';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { WELCOME_COPY } from './copy';
import { welcomeContinuePath } from '../../../domain/platform/staticPages';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';

/** After sign-up (000 §7: /welcome?source=register plus an optional redirect): a welcome and a way on. */
export default observer(function WelcomePage() {
  const { router } = useStores();
  const next = welcomeContinuePath(routeQueryValue(router.route.query, NAV_QUERY_KEY.REDIRECT));
  return (
    <section aria-labelledby="welcome-title" className={styles.page}>
      <h1 id="welcome-title">{WELCOME_COPY.TITLE}</h1>
      <p>{WELCOME_COPY.BODY}</p>
      <a className={styles.primaryLink} href={next}>
        {WELCOME_COPY.CONTINUE}
      </a>
    </section>
  );
});

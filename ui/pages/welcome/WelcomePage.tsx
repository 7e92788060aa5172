import { observer } from 'mobx-react-lite';
import { NAV_QUERY_KEY } from '../../../domain/constants/navigation';
import { STATIC_PAGE_COPY } from '../../../domain/constants/staticPages';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { welcomeContinuePath } from '../../../domain/platform/staticPages';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';

/** After sign-up (000 §7: /welcome?source=register plus an optional redirect): a welcome and a way on. */
export default observer(function WelcomePage() {
  const { router } = useStores();
  const next = welcomeContinuePath(routeQueryValue(router.route.query, NAV_QUERY_KEY.REDIRECT));
  return (
    <section aria-labelledby="welcome-title" className={styles.page}>
      <h1 id="welcome-title">{STATIC_PAGE_COPY.WELCOME_TITLE}</h1>
      <p>{STATIC_PAGE_COPY.WELCOME_BODY}</p>
      <a className={styles.primaryLink} href={next}>
        {STATIC_PAGE_COPY.WELCOME_CONTINUE}
      </a>
    </section>
  );
});

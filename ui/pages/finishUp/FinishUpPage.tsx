import { observer } from 'mobx-react-lite';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';
import { FINISH_UP_COPY } from './copy';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * /finish-up (the documents show only that it exists; ours): where an unfinished sign-up is picked up again. A
 * shopper who signed up but has not registered goes on to the form; a customer is done; a visitor logs in first
 * and comes back here.
 */
export default observer(function FinishUpPage() {
  const { auth } = useStores();
  const { status } = auth;
  const body =
    status === 'needsRegistration' ? (
      <NextStep text={FINISH_UP_COPY.NEEDS_REGISTRATION} href={buildPath(ROUTE_NAME.REGISTER)} label={FINISH_UP_COPY.CONTINUE_REGISTRATION} />
    ) : status === 'authenticated' ? (
      <NextStep text={FINISH_UP_COPY.DONE} href={buildPath(ROUTE_NAME.HOME)} label={FINISH_UP_COPY.HOME} />
    ) : status === 'anonymous' ? (
      <NextStep
        text={FINISH_UP_COPY.SIGNED_OUT}
        href={buildPath(ROUTE_NAME.LOGIN, {}, { [NAV_QUERY_KEY.REDIRECT]: buildPath(ROUTE_NAME.FINISH_UP) })}
        label={FINISH_UP_COPY.LOG_IN}
      />
    ) : (
      <StateBox state="loading" centered>{FINISH_UP_COPY.LOADING}</StateBox>
    );
  return (
    <section aria-labelledby="finish-up-title" className={styles.page}>
      <h1 id="finish-up-title">{status === 'authenticated' ? FINISH_UP_COPY.DONE_TITLE : FINISH_UP_COPY.TITLE}</h1>
      {body}
    </section>
  );
});

/** Where the shopper stands, and the one link that goes on from there. */
function NextStep({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <>
      <p>{text}</p>
      <AppLink className={styles.primaryLink} href={href}>
        {label}
      </AppLink>
    </>
  );
}

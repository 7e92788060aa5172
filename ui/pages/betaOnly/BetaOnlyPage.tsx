import { observer } from 'mobx-react-lite';
import { FLAG } from '../../../domain/constants/flags';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { SUPPORT_CONTACT } from '../../app/copy';
import { AppLink, ExternalLink } from '../../components/AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';
import { MessagePage } from '../../components/MessagePage/MessagePage';
import { BETA_ONLY_COPY } from './copy';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * beta-only (001 §2, §6): who is a beta tester is the flag service's answer for the signed-in customer
 * (FLAG.BETA_TESTER, targeted per customer). A tester is welcomed and asked for feedback; anyone else reads that
 * the feature is not open yet and goes home. Nothing is said until the flags are known.
 */
export default observer(function BetaOnlyPage() {
  const { flags } = useStores();
  if (!flags.loaded) {
    return (
      <StateBox state="loading" centered className={styles.page}>
        {BETA_ONLY_COPY.CHECKING}
      </StateBox>
    );
  }
  const tester = flags.value(FLAG.BETA_TESTER) === true;
  return (
    <MessagePage id="beta-only-title" title={tester ? BETA_ONLY_COPY.TESTER_TITLE : BETA_ONLY_COPY.TITLE} body={tester ? BETA_ONLY_COPY.TESTER_BODY : BETA_ONLY_COPY.BODY}>
      <div className={styles.actions}>
        {tester ? (
          <ExternalLink className={styles.primaryLink} href={SUPPORT_CONTACT.FORM_URL}>
            {BETA_ONLY_COPY.FEEDBACK}
          </ExternalLink>
        ) : null}
        <AppLink className={tester ? styles.secondaryButton : styles.primaryLink} href={buildPath(ROUTE_NAME.HOME)}>
          {BETA_ONLY_COPY.HOME}
        </AppLink>
      </div>
    </MessagePage>
  );
});

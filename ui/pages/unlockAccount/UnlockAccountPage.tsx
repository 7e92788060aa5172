import { observer } from 'mobx-react-lite';
import { usePageModel } from '../../stores/usePageModel';
import buttons from '../emailedLinkPage.module.css';
import styles from '../staticPage.module.css';
import { UNLOCK_ACCOUNT_COPY as COPY } from './copy';
import { UnlockAccountPageModel } from './UnlockAccountPageModel';

/**
 * The account-lock e-mail's link lands here: unlocked (then sign in), 'Looks like that link is expired or
 * invalid.', or 'Whoops, that didn't work. Try again?' with a retry (001 §8).
 */
export default observer(function UnlockAccountPage() {
  const model = usePageModel(UnlockAccountPageModel);
  const { outcome } = model;

  return (
    <section aria-labelledby="unlock-title" className={styles.page}>
      <h1 id="unlock-title">{outcome?.ok ? COPY.UNLOCKED_TITLE : COPY.TITLE}</h1>
      {!outcome ? (
        <p role="status">{COPY.WORKING}</p>
      ) : outcome.ok ? (
        <>
          <p role="status">{COPY.UNLOCKED}</p>
          <button type="button" className={buttons.primaryButton} onClick={() => void model.signIn()}>
            {COPY.SIGN_IN}
          </button>
        </>
      ) : outcome.expired ? (
        <>
          <p role="alert">{outcome.message}</p>
          <p className={styles.note}>{COPY.EXPIRED_HINT}</p>
          <button type="button" className={buttons.primaryButton} onClick={() => void model.signIn()}>
            {COPY.SIGN_IN}
          </button>
        </>
      ) : (
        <>
          <p role="alert">{outcome.message}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondaryButton} disabled={model.working} onClick={() => void model.unlock()}>
              {COPY.RETRY}
            </button>
          </div>
        </>
      )}
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { AppLink } from '../../components/AppLink/AppLink';
import { usePageModel } from '../../stores/usePageModel';
import buttons from '../emailedLinkPage.module.css';
import styles from '../staticPage.module.css';
import { MessagePage } from '../../components/MessagePage/MessagePage';
import { CONFIRM_EMAIL_COPY as COPY } from './copy';
import { ConfirmEmailPageModel } from './ConfirmEmailPageModel';

/** The confirmation e-mail's link lands here: confirmed, or 'Looks like that link is expired or invalid.' (001 §8). */
export default observer(function ConfirmEmailPage() {
  const model = usePageModel(ConfirmEmailPageModel);
  const { outcome } = model;

  if (!outcome) {
    return <MessagePage id="confirm-email-title" title={COPY.TITLE} body={COPY.WORKING} bodyRole="status" />;
  }
  if (outcome.ok) {
    return (
      <MessagePage id="confirm-email-title" title={COPY.CONFIRMED_TITLE} body={COPY.CONFIRMED} bodyRole="status">
        {model.isSignedIn ? (
          <AppLink className={styles.primaryLink} href={model.checkupPath}>
            {COPY.CONTINUE_CHECKUP}
          </AppLink>
        ) : (
          <button type="button" className={buttons.primaryButton} onClick={() => void model.signIn()}>
            {COPY.SIGN_IN}
          </button>
        )}
      </MessagePage>
    );
  }
  return (
    <MessagePage id="confirm-email-title" title={COPY.TITLE} body={outcome.message} bodyRole="alert">
      {model.sendError ? <p role="alert">{model.sendError}</p> : null}
      {model.newLinkSentTo !== null ? (
        <p role="status">{COPY.sentNew(model.newLinkSentTo)}</p>
      ) : !outcome.expired ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondaryButton} disabled={model.working} onClick={() => void model.confirm()}>
            {COPY.RETRY}
          </button>
        </div>
      ) : model.isSignedIn ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondaryButton} disabled={model.sending} onClick={() => void model.sendNewLink()}>
            {model.sending ? COPY.SENDING : COPY.SEND_NEW}
          </button>
        </div>
      ) : (
        <button type="button" className={buttons.primaryButton} onClick={() => void model.signIn()}>
          {COPY.SIGN_IN_FOR_NEW}
        </button>
      )}
    </MessagePage>
  );
});

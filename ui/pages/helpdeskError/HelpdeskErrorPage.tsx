import { observer } from 'mobx-react-lite';
import { sameTabHelpDesk } from '../../app/helpDeskWindow';
import { ContactOptions } from '../../components/ContactOptions/ContactOptions';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';
import { MessagePage } from '../../components/MessagePage/MessagePage';
import { HELPDESK_ERROR_COPY } from './copy';

/**
 * helpdesk-error (001 §2, §8): where a failed help-centre login lands, its query kept. Try again runs the login
 * again in this tab; the contact options reach customer care without the help desk.
 */
export default observer(function HelpdeskErrorPage() {
  const { helpCentre } = useStores();
  return (
    <MessagePage id="helpdesk-error-title" title={HELPDESK_ERROR_COPY.TITLE} body={HELPDESK_ERROR_COPY.BODY}>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={helpCentre.isOpening}
          onClick={() => void helpCentre.open(sameTabHelpDesk(window))}
        >
          {helpCentre.isOpening ? HELPDESK_ERROR_COPY.OPENING : HELPDESK_ERROR_COPY.TRY_AGAIN}
        </button>
      </div>
      <p className={`${styles.note} ${styles.spaced}`}>{HELPDESK_ERROR_COPY.STILL_STUCK}</p>
      <ContactOptions />
    </MessagePage>
  );
});

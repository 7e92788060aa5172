import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoresContext';
import styles from './ConnectivityBanner.module.css';
import { CONNECTIVITY_COPY } from './copy';

/**
 * The shell's notices about the app itself, a strip under the header: the offline notice while the network
 * cannot be reached, and the offer of a waiting new version, which reloads only when the shopper presses Reload.
 * The status region is always in the page, so screen readers announce what appears in it.
 */
export const ConnectivityBanner = observer(function ConnectivityBanner() {
  const { connectivity } = useStores();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {connectivity.isOnline ? null : (
        <p className={`${styles.notice} ${styles.offline}`}>
          <span className={styles.dot} aria-hidden="true" />
          {CONNECTIVITY_COPY.OFFLINE}
        </p>
      )}
      {connectivity.isUpdateWaiting ? (
        <p className={`${styles.notice} ${styles.update}`}>
          {CONNECTIVITY_COPY.UPDATE_AVAILABLE}
          <button type="button" className={styles.reload} onClick={connectivity.acceptUpdate}>
            {CONNECTIVITY_COPY.RELOAD}
          </button>
        </p>
      ) : null}
    </div>
  );
});

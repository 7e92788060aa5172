import { observer } from 'mobx-react-lite';
import { SettingsChecklist } from '../../components/SettingsChecklist/SettingsChecklist';
import { useStores } from '../../stores/StoresContext';
import styles from './AccountPage.module.css';
import { ACCOUNT_COPY, NOTIFICATIONS_COPY } from './copy';
import { LoadedContent } from '../../components/StateBox/StateBox';

/** The Notifications tab: the non-privacy settings as checkboxes, each saved when changed (settings/many.json). */
export const NotificationsPanel = observer(function NotificationsPanel() {
  const { accountSettings } = useStores();

  const { error, status, notificationCollections, saveError } = accountSettings;
  return (
    <>
      <h2>{NOTIFICATIONS_COPY.HEADING}</h2>
      <p className={styles.intro}>{NOTIFICATIONS_COPY.INTRO}</p>
      <LoadedContent status={status} loading={ACCOUNT_COPY.LOADING} error={error} isEmpty={notificationCollections.length === 0} empty={NOTIFICATIONS_COPY.EMPTY}>
        <SettingsChecklist
          collections={notificationCollections}
          isSaving={(id) => accountSettings.saving.has(id)}
          onChange={(id, value) => void accountSettings.setNotification(id, value)}
        />
      </LoadedContent>
      {saveError && <p role="alert" className={styles.error}>{saveError}</p>}
    </>
  );
});

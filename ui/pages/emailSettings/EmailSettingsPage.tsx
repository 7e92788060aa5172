import { observer } from 'mobx-react-lite';
import { ACCOUNT_PANEL, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { SettingsChecklist } from '../../components/SettingsChecklist/SettingsChecklist';
import { usePageModel } from '../../stores/usePageModel';
import styles from '../account/AccountPage.module.css';
import { EMAIL_SETTINGS_COPY } from './copy';
import { EmailSettingsModel } from './EmailSettingsModel';
import { StateBox } from '../../components/StateBox/StateBox';

/** /email-settings?token=: the e-mail settings an e-mailed link opens, without signing in. */
export default observer(function EmailSettingsPage() {
  const model = usePageModel(EmailSettingsModel);

  return (
    <section aria-labelledby="email-settings-title" className={styles.account}>
      <h1 id="email-settings-title">{EMAIL_SETTINGS_COPY.TITLE}</h1>
      {model.error ? (
        <StateBox state="error">{model.error}</StateBox>
      ) : model.status !== 'ready' ? (
        <StateBox state="loading">{EMAIL_SETTINGS_COPY.LOADING}</StateBox>
      ) : (
        <>
          <p className={styles.intro}>{EMAIL_SETTINGS_COPY.INTRO}</p>
          <SettingsChecklist collections={model.collections} isSaving={model.isSaving} onChange={(id, value) => void model.setSetting(id, value)} />
          {model.saveError && <p role="alert" className={styles.error}>{model.saveError}</p>}
          <p className={styles.status}>
            {EMAIL_SETTINGS_COPY.SIGN_IN_NOTE}{' '}
            <AppLink href={buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.NOTIFICATIONS })}>{EMAIL_SETTINGS_COPY.ACCOUNT_LINK}</AppLink>
          </p>
        </>
      )}
    </section>
  );
});

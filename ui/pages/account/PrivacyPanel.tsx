import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isOptBackInConfirmed } from '../../../domain/privacy/optBackIn';
import type { PrivacySettingId } from '../../../domain/privacy/privacySettings';
import type { PrivacySettingView } from '../../stores/AccountSettingsStore';
import { usePageModel } from '../../stores/usePageModel';
import { useStores } from '../../stores/StoresContext';
import { TextField } from '../../components/Field/Field';
import styles from './AccountPage.module.css';
import { ACCOUNT_COPY, PRIVACY_COPY } from './copy';
import { PersonalDataSection } from './PersonalDataSection';
import { PersonalDataModel } from './PersonalDataModel';
import { LoadedContent } from '../../components/StateBox/StateBox';
import { FormActions } from './FormActions';

/**
 * The Privacy tab (001 §3, 000 §5): the three privacy settings with their categories. Turning one on asks
 * for privacy approval (the modal, typed YES); turning one off is opting back in (the typed term). With the
 * browser's Global Privacy Control all three are on and stay on. Below: the personal data file.
 */
export const PrivacyPanel = observer(function PrivacyPanel() {
  const { accountSettings } = useStores();
  const personalData = usePageModel(PersonalDataModel);
  const [optingBackIn, setOptingBackIn] = useState<PrivacySettingId | null>(null);
  useEffect(() => personalData.abandon, [personalData]);

  const { error, status, privacySettings, privacyLockedByBrowser, saveError } = accountSettings;
  const toggle = (setting: PrivacySettingView) => {
    if (!setting.value) accountSettings.askPrivacyApproval(setting.id);
    else setOptingBackIn(setting.id);
  };
  return (
    <>
      <h2>{PRIVACY_COPY.HEADING}</h2>
      <p className={styles.intro}>{PRIVACY_COPY.INTRO}</p>
      <LoadedContent status={status} loading={ACCOUNT_COPY.LOADING} error={error}>
        {privacyLockedByBrowser && <p className={styles.note}>{PRIVACY_COPY.GPC_NOTE}</p>}
        <ul className={styles.privacyList}>
          {privacySettings.map((setting) => (
            <li key={setting.id} className={styles.privacyItem}>
              <PrivacySettingRow
                setting={setting}
                locked={privacyLockedByBrowser && setting.value}
                saving={accountSettings.saving.has(setting.id)}
                onToggle={() => toggle(setting)}
              />
              {optingBackIn === setting.id && setting.value && (
                <OptBackInForm
                  setting={setting}
                  saving={accountSettings.saving.has(setting.id)}
                  onCancel={() => setOptingBackIn(null)}
                  onConfirm={async (input) => {
                    if (await accountSettings.optBackIn(setting.id, input)) setOptingBackIn(null);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      </LoadedContent>
      {saveError && <p role="alert" className={styles.error}>{saveError}</p>}
      <PersonalDataSection model={personalData} />
    </>
  );
});

function PrivacySettingRow({ setting, locked, saving, onToggle }: { setting: PrivacySettingView; locked: boolean; saving: boolean; onToggle: () => void }) {
  const nameId = useId();
  return (
    <>
      <div>
        <p id={nameId} className={styles.privacyName}>
          {setting.name}
        </p>
        <p className={styles.privacyMeta}>
          {PRIVACY_COPY.CATEGORY}: {PRIVACY_COPY.categoryName(setting.category)} · {setting.value ? PRIVACY_COPY.ON : PRIVACY_COPY.OFF}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={setting.value}
        aria-labelledby={nameId}
        className={setting.value ? styles.secondary : styles.primary}
        disabled={locked || saving}
        onClick={onToggle}
      >
        {setting.value ? PRIVACY_COPY.TURN_OFF : PRIVACY_COPY.TURN_ON}
      </button>
    </>
  );
}

/** Opting back in: the confirm button works only with the exact term typed (Enter submits it too). */
function OptBackInForm({ setting, saving, onCancel, onConfirm }: { setting: PrivacySettingView; saving: boolean; onCancel: () => void; onConfirm: (input: string) => Promise<void> }) {
  const [input, setInput] = useState('');
  const inputId = useId();
  const confirmed = isOptBackInConfirmed(input);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !saving) void onConfirm(input);
  };
  return (
    <form className={styles.optBackIn} onSubmit={submit} aria-label={PRIVACY_COPY.OPT_BACK_IN_TITLE}>
      <TextField
        id={inputId}
        label={PRIVACY_COPY.OPT_BACK_IN_LABEL}
        hint={PRIVACY_COPY.optBackInInstruction(setting.name)}
        value={input}
        autoComplete="off"
        autoFocus
        onChange={setInput}
      />
      <FormActions primary={{ label: PRIVACY_COPY.OPT_BACK_IN_CONFIRM, disabled: !confirmed || saving }} back={{ label: PRIVACY_COPY.CANCEL, onPress: onCancel }} />
    </form>
  );
}

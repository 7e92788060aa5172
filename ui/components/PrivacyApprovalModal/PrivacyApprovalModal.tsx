import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { isPrivacyApprovalConfirmed } from '../../../domain/modals/privacyApproval';
import type { ModalRequest } from '../../stores/ModalStore';
import { useStores } from '../../stores/StoresContext';
import { TextField } from '../Field/Field';
import styles from '../offers/modals/OfferModals.module.css';
import { PRIVACY_APPROVAL_COPY } from './copy';

/**
 * The privacy-approval modal (000 §2, §5): its confirm button works only when the input is exactly YES, and
 * Enter in the input confirms (a form submit). Confirming saves the setting on and closes the modal.
 */
export default observer(function PrivacyApprovalModal({
  request,
  onClose,
}: {
  request: Extract<ModalRequest, { kind: 'privacyApproval' }>;
  onClose: () => void;
}) {
  const { accountSettings } = useStores();
  const [input, setInput] = useState('');
  const inputId = useId();
  const setting = accountSettings.privacySettings.find((candidate) => candidate.id === request.settingId);
  const saving = accountSettings.saving.has(request.settingId);
  const confirmed = isPrivacyApprovalConfirmed(input);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || saving) return;
    void accountSettings.confirmPrivacyApproval(request.settingId, input);
  };
  return (
    <form className={styles.body} onSubmit={submit} aria-busy={saving}>
      {setting && <p className={styles.text}>{PRIVACY_APPROVAL_COPY.intro(setting.name)}</p>}
      <TextField id={inputId} label={PRIVACY_APPROVAL_COPY.LABEL} hint={PRIVACY_APPROVAL_COPY.INSTRUCTION} value={input} onChange={setInput} autoComplete="off" autoFocus />
      {accountSettings.saveError && (
        <p role="alert" className={styles.error}>
          {accountSettings.saveError}
        </p>
      )}
      {saving && (
        <p role="status" className={styles.status}>
          {PRIVACY_APPROVAL_COPY.SAVING}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {PRIVACY_APPROVAL_COPY.CANCEL}
        </button>
        <button type="submit" className={styles.primary} disabled={!confirmed || saving}>
          {PRIVACY_APPROVAL_COPY.CONFIRM}
        </button>
      </div>
    </form>
  );
});

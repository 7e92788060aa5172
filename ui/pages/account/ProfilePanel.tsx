import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useId, useRef, type FormEvent } from 'react';
import { isoToDisplayDate } from '../../../domain/validation/birthDateDisplay';
import { PROFILE_FIELDS, type ProfileField } from '../../../domain/validation/profileFields';
import { Dialog } from '../../components/Dialog/Dialog';
import { TextField } from '../../components/Field/Field';
import { usePageModel } from '../../stores/usePageModel';
import { useStores } from '../../stores/StoresContext';
import styles from './AccountPage.module.css';
import { ACCOUNT_COPY, PROFILE_COPY } from './copy';
import { LinkedAccountsSection } from './linkedAccounts/LinkedAccountsSection';
import { ProfilePanelModel } from './ProfilePanelModel';
import { StateBox } from '../../components/StateBox/StateBox';
import { FormActions } from './FormActions';

const INPUT_TYPE: Record<ProfileField, { type: string; autoComplete: string; inputMode?: 'numeric' }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  birthDate: { type: 'date', autoComplete: 'bday' },
  zip: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
};

/** The Profile tab: the customer's details; Edit opens the form, Save the password prompt (001 §4). */
export const ProfilePanel = observer(function ProfilePanel() {
  const { customer } = useStores();
  const model = usePageModel(ProfilePanelModel);
  const { info, error } = customer;

  if (error) return <StateBox state="error">{error}</StateBox>;
  if (!info) return <StateBox state="loading">{ACCOUNT_COPY.LOADING}</StateBox>;
  return (
    <>
      <h2>{PROFILE_COPY.HEADING}</h2>
      {model.stage === 'viewing' ? (
        <>
          <dl className={styles.details}>
            {PROFILE_FIELDS.map((field) => (
              <Fragment key={field}>
                <dt>{PROFILE_COPY.LABEL[field]}</dt>
                <dd>{(field === 'birthDate' ? isoToDisplayDate(info.birthDate) : info[field]) || PROFILE_COPY.NOT_SET}</dd>
              </Fragment>
            ))}
          </dl>
          {model.saved && (
            <p role="status" className={styles.status}>
              {PROFILE_COPY.SAVED}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={model.edit}>
              {PROFILE_COPY.EDIT}
            </button>
          </div>
        </>
      ) : (
        <ProfileForm model={model} />
      )}
      {model.stage === 'confirming' && <PasswordPrompt model={model} />}
      {/* No account panel is named for linked accounts (001 §2): they are a section of the Profile tab. */}
      <LinkedAccountsSection />
    </>
  );
});

const ProfileForm = observer(function ProfileForm({ model }: { model: ProfilePanelModel }) {
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const inputId = (field: ProfileField) => `${idPrefix}-${field}`;
  // Focus goes to the first invalid field after each refused submit (ours or the service's).
  useEffect(() => {
    const field = model.firstInvalidField;
    if (model.invalidSubmits > 0 && field) formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(inputId(field))}`)?.focus();
  }, [model.invalidSubmits]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.submitForm();
  };
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {PROFILE_FIELDS.map((field) => (
        <TextField
          key={field}
          id={inputId(field)}
          name={field}
          label={PROFILE_COPY.LABEL[field]}
          {...INPUT_TYPE[field]}
          value={model.form[field]}
          onChange={(value) => model.setField(field, value)}
          error={model.fields[field]}
        />
      ))}
      {model.message && (
        <p role="alert" className={styles.error}>
          {model.message}
        </p>
      )}
      <FormActions primary={{ label: PROFILE_COPY.SAVE }} back={{ label: PROFILE_COPY.CANCEL, onPress: model.cancel }} />
    </form>
  );
});

/** The password prompt (a Dialog: focus trapped, Escape closes); a wrong password shows in it. */
const PasswordPrompt = observer(function PasswordPrompt({ model }: { model: ProfilePanelModel }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // After the Dialog's own effect (showModal focuses its first control, the close button): the password
  // field gets focus on opening, and again after a refusal.
  useEffect(() => {
    inputRef.current?.focus();
  }, [model.passwordError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.confirm();
  };
  return (
    <Dialog title={PROFILE_COPY.PROMPT_TITLE} onClose={model.closePrompt}>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={model.saving}>
        <p className={styles.status}>{PROFILE_COPY.PROMPT_TEXT}</p>
        <TextField
          ref={inputRef}
          id={inputId}
          label={PROFILE_COPY.PASSWORD}
          type="password"
          autoComplete="current-password"
          value={model.password}
          onChange={model.setPassword}
          error={model.passwordError}
        />
        {model.saving && (
          <p role="status" className={styles.status}>
            {PROFILE_COPY.SAVING}
          </p>
        )}
        <FormActions primary={{ label: PROFILE_COPY.CONFIRM, disabled: model.saving }} back={{ label: PROFILE_COPY.CANCEL, onPress: model.closePrompt }} />
      </form>
    </Dialog>
  );
});

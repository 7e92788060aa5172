import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import type { RegistrationFormField } from '../../../domain/validation/registrationForm';
import { usePageModel } from '../../stores/usePageModel';
import { useStores } from '../../stores/StoresContext';
import { REGISTER_COPY } from './copy';
import { RegisterPageModel } from './RegisterPageModel';
import styles from './RegisterPage.module.css';
import { TextField } from '../../components/Field/Field';
import staticStyles from '../staticPage.module.css';
import { StateBox } from '../../components/StateBox/StateBox';
import { MessagePage } from '../../components/MessagePage/MessagePage';

const FIELD_ID: Record<RegistrationFormField, string> = {
  firstName: 'register-first-name',
  zip: 'register-zip',
  birthDate: 'register-birth-date',
  referralCode: 'register-referral-code',
};

/**
 * /register (001 §2 "Registration form"): the form for a shopper who has signed up at the identity provider;
 * a visitor who followed a referral link is sent on to the provider's sign-up, the code kept.
 */
export default observer(function RegisterPage() {
  const model = usePageModel(RegisterPageModel);
  const { mode } = model;

  useEffect(() => {
    void model.start();
    // Runs when the sign-in state settles: a visitor goes to sign up, the form checks a prefilled referral code.
  }, [mode]);

  if (mode === 'form') return <RegisterForm model={model} />;
  if (mode === 'signUp') {
    const code = model.friendCode;
    return (
      <MessagePage id="register-title" title={REGISTER_COPY.SIGN_UP_TITLE} body={REGISTER_COPY.SIGN_UP_STATUS} bodyRole="status">
        {code ? <p>{REGISTER_COPY.SIGN_UP_WITH_CODE(code)}</p> : null}
        <button type="button" className={staticStyles.secondaryButton} onClick={() => void model.signUp()}>
          {REGISTER_COPY.SIGN_UP}
        </button>
      </MessagePage>
    );
  }
  return (
    <section aria-labelledby="register-title" className={staticStyles.page}>
      <h1 id="register-title">{REGISTER_COPY.TITLE}</h1>
      <StateBox state="loading" centered>{REGISTER_COPY.LOADING}</StateBox>
    </section>
  );
});

const RegisterForm = observer(function RegisterForm({ model }: { model: RegisterPageModel }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { auth, router } = useStores();
  // Signed up with another address: the only way out of the form is signing out (every page leads back here).
  const signOut = () => auth.logoutFrom(router.route.name, window.location.origin);

  useEffect(() => {
    if (model.focusRequest === 0) return;
    const field = model.firstInvalidField;
    if (field) formRef.current?.querySelector<HTMLInputElement>(`#${FIELD_ID[field]}`)?.focus();
  }, [model.focusRequest]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };

  return (
    <section aria-labelledby="register-title" className={styles.page}>
      <h1 id="register-title">{REGISTER_COPY.TITLE}</h1>
      <p className={styles.intro}>{REGISTER_COPY.INTRO}</p>
      {model.email ? (
        <p className={styles.identity}>
          {REGISTER_COPY.SIGNED_UP_AS(model.email)}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void signOut()}>
            {REGISTER_COPY.NOT_YOU}
          </button>
        </p>
      ) : null}
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={model.submitting}>
        <RegisterField model={model} field="firstName" label={REGISTER_COPY.FIRST_NAME} autoComplete="given-name" />
        <RegisterField model={model} field="zip" label={REGISTER_COPY.ZIP} autoComplete="postal-code" inputMode="numeric" confirmed={REGISTER_COPY.ZIP_CONFIRMED} />
        <RegisterField model={model} field="birthDate" label={REGISTER_COPY.BIRTH_DATE} type="date" autoComplete="bday" hint={REGISTER_COPY.BIRTH_DATE_HINT} />
        <RegisterField model={model} field="referralCode" label={REGISTER_COPY.REFERRAL_CODE} autoComplete="off" confirmed={REGISTER_COPY.REFERRAL_CONFIRMED} />
        {model.message ? (
          <p className={styles.formError} role="alert">
            {model.message}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={model.submitting}>
          {model.submitting ? REGISTER_COPY.SUBMITTING : REGISTER_COPY.SUBMIT}
        </button>
        <p className={styles.notice}>
          {REGISTER_COPY.NOTICE_BEFORE_TERMS}
          <a href={buildPath(ROUTE_NAME.DOCS_TERMS)} target="_blank" rel="noopener">
            {REGISTER_COPY.TERMS}
          </a>
          {REGISTER_COPY.NOTICE_BETWEEN}
          <a href={buildPath(ROUTE_NAME.DOCS_PRIVACY)} target="_blank" rel="noopener">
            {REGISTER_COPY.PRIVACY}
          </a>
          {REGISTER_COPY.NOTICE_AFTER}
        </p>
      </form>
    </section>
  );
});

interface RegisterFieldProps {
  model: RegisterPageModel;
  field: RegistrationFormField;
  label: string;
  type?: 'text' | 'date';
  autoComplete: string;
  inputMode?: 'numeric';
  hint?: string;
  /** Shown when the server confirmed the value (SUCCESS). */
  confirmed?: string;
}

const RegisterField = observer(function RegisterField({ model, field, confirmed, ...input }: RegisterFieldProps) {
  return (
    <TextField
      {...input}
      id={FIELD_ID[field]}
      name={field}
      value={model.values[field]}
      error={model.messageOf(field)}
      invalid={model.isInvalid(field)}
      success={confirmed && model.isConfirmed(field) ? confirmed : null}
      onChange={(value) => model.change(field, value)}
      onBlur={(event) => {
        // Going to the submit button: the submit checks everything, and a message appearing now would move the
        // button from under the pointer before the click lands.
        if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
        void model.blur(field);
      }}
    />
  );
});

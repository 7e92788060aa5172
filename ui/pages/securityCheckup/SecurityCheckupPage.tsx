import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { SECURITY_CHECKUP_STATUS } from '../../../domain/customers/securityCheckup';
import type { OnboardingStep } from '../../../domain/customers/onboarding';
import { usePageModel } from '../../stores/usePageModel';
import { SECURITY_CHECKUP_COPY as COPY } from './copy';
import { SecurityCheckupPageModel } from './SecurityCheckupPageModel';
import styles from './SecurityCheckupPage.module.css';
import { TextField } from '../../components/Field/Field';
import { PhoneField } from '../../components/Field/PhoneField';
import { StateBox } from '../../components/StateBox/StateBox';
import { VERIFICATION_CODE_LENGTH } from '../../../domain/validation/verificationCode';

type Model = SecurityCheckupPageModel;

const focus = (id: string) => document.getElementById(id)?.focus();

/** /account/security-checkup (001 §2, §4): the checkup's items and the form of the first outstanding one. */
export default observer(function SecurityCheckupPage() {
  const model = usePageModel(SecurityCheckupPageModel);
  const { checkup } = model;

  // The route's loader loads the checkup and the names to prefill; leaving the page stops its polling.
  useEffect(() => () => model.stop(), [model]);
  useEffect(() => model.continueIfFinished(), [model, model.isFinished]);

  return (
    <section aria-labelledby="checkup-title" className={styles.page}>
      <h1 id="checkup-title">{COPY.TITLE}</h1>
      <p className={styles.lead}>{COPY.LEAD}</p>
      {model.steps.length === 0 ? (
        checkup.status === 'error' ? (
          <StateBox state="error" onRetry={() => void checkup.load()} retryLabel={COPY.RETRY}>
            {checkup.error}
          </StateBox>
        ) : (
          <StateBox state="loading">{COPY.LOADING}</StateBox>
        )
      ) : (
        <>
          <ol className={styles.steps} aria-label={COPY.STEPS_LABEL}>
            {model.steps.map((step) => (
              <StepRow key={step.id} name={step.name} status={step.status} current={step.id === model.currentStep} />
            ))}
          </ol>
          {model.isFinished ? <p role="status">{COPY.FINISHED}</p> : <CurrentStep model={model} step={model.currentStep} />}
        </>
      )}
    </section>
  );
});

function StepRow({ name, status, current }: { name: string; status: string; current: boolean }) {
  const settled = status === SECURITY_CHECKUP_STATUS.COMPLETE || status === SECURITY_CHECKUP_STATUS.SKIP;
  const label = settled ? COPY.STATUS_DONE : current ? COPY.STATUS_CURRENT : COPY.STATUS_TODO;
  return (
    <li className={styles.step} aria-current={current ? 'step' : undefined}>
      <span className={styles.stepName}>{name}</span>
      <span className={`${styles.badge} ${settled ? styles.badgeDone : ''}`}>{label}</span>
    </li>
  );
}

/** One step's panel: a group named by its heading. */
function CheckupStep({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.panel} aria-labelledby={id} role="group">
      <h2 id={id}>{title}</h2>
      {children}
    </div>
  );
}

const CurrentStep = observer(function CurrentStep({ model, step }: { model: Model; step: OnboardingStep | null }) {
  if (step === 'personalInfo') return <NameStep model={model} />;
  if (step === 'emailConfirmation') return <EmailStep model={model} />;
  if (step === 'phoneVerification') return <PhoneStep model={model} />;
  return null;
});

const NameStep = observer(function NameStep({ model }: { model: Model }) {
  const values = model.nameValues;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await model.saveName();
    if (invalid) focus(`checkup-${invalid}`);
  };
  return (
    <CheckupStep id="name-step-title" title={COPY.NAME_TITLE}>
      <p>{COPY.NAME_HINT}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={model.busy === 'name'}>
        {model.nameMessage ? (
          <p className={styles.alert} role="alert">
            {model.nameMessage}
          </p>
        ) : null}
        <div className={styles.row}>
          <TextField id="checkup-firstName" name="checkup-firstName" label={COPY.FIRST_NAME} autoComplete="given-name" value={values.firstName} onChange={(value) => model.setName('firstName', value)} error={model.nameErrors.firstName} />
          <TextField id="checkup-lastName" name="checkup-lastName" label={COPY.LAST_NAME} autoComplete="family-name" value={values.lastName} onChange={(value) => model.setName('lastName', value)} error={model.nameErrors.lastName} />
        </div>
        <TextField id="checkup-password" name="checkup-password" label={COPY.PASSWORD} type="password" autoComplete="current-password" value={values.password} onChange={(value) => model.setName('password', value)} error={model.nameErrors.password} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={model.busy !== null}>
            {model.busy === 'name' ? COPY.SAVING : COPY.SAVE_NAME}
          </button>
        </div>
      </form>
    </CheckupStep>
  );
});

const EmailStep = observer(function EmailStep({ model }: { model: Model }) {
  const stage = model.emailStage;
  return (
    <CheckupStep id="email-step-title" title={COPY.EMAIL_TITLE}>
      {stage === 'confirmed' ? (
        <p role="status">{COPY.EMAIL_CONFIRMED}</p>
      ) : (
        <div className={styles.form}>
          {stage === 'awaiting' && model.emailSentTo !== null ? (
            <p className={styles.notice} role="status">
              {COPY.awaiting(model.emailSentTo)}
            </p>
          ) : (
            <p className={styles.hint}>{COPY.EMAIL_HINT}</p>
          )}
          {model.emailMessage ? (
            <p className={styles.alert} role="alert">
              {model.emailMessage}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={stage === 'awaiting' ? styles.link : styles.primary} disabled={model.busy !== null} onClick={() => void model.sendEmail()}>
              {model.busy === 'email' ? COPY.SENDING : stage === 'awaiting' ? COPY.RESEND_EMAIL : COPY.SEND_EMAIL}
            </button>
          </div>
        </div>
      )}
    </CheckupStep>
  );
});

const PhoneStep = observer(function PhoneStep({ model }: { model: Model }) {
  const stage = model.phoneStage;
  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    focus((await model.sendCode()) ? 'checkup-code' : 'checkup-phone');
  };
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await model.verifyCode())) focus('checkup-code');
  };
  return (
    <CheckupStep id="phone-step-title" title={COPY.PHONE_TITLE}>
      {model.phoneMessage ? (
        <p className={styles.alert} role="alert">
          {model.phoneMessage}
        </p>
      ) : null}
      {stage === 'verified' ? (
        <p role="status">{COPY.PHONE_VERIFIED}</p>
      ) : stage === 'enterCode' ? (
        <form className={styles.form} onSubmit={verify} noValidate aria-busy={model.busy === 'code'}>
          <p className={styles.notice} role="status">
            {model.codeResent ? COPY.CODE_RESENT : COPY.codeSent(model.phone)}
          </p>
          <TextField id="checkup-code" name="checkup-code" label={COPY.CODE} inputMode="numeric" autoComplete="one-time-code" maxLength={VERIFICATION_CODE_LENGTH} value={model.code} onChange={model.setCode} error={model.codeError} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={model.busy !== null}>
              {model.busy === 'code' ? COPY.VERIFYING : COPY.VERIFY}
            </button>
            <button type="button" className={styles.link} disabled={model.busy !== null} onClick={() => void model.resendCode()}>
              {COPY.RESEND_CODE}
            </button>
            <button type="button" className={styles.link} disabled={model.busy !== null} onClick={model.changePhone}>
              {COPY.CHANGE_PHONE}
            </button>
          </div>
        </form>
      ) : (
        <form className={styles.form} onSubmit={sendCode} noValidate aria-busy={model.busy === 'phone'}>
          <PhoneField id="checkup-phone" name="checkup-phone" label={COPY.PHONE} placeholder={COPY.PHONE_PLACEHOLDER} hint={COPY.PHONE_HINT} value={model.phone} onChange={model.setPhone} error={model.phoneError} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={model.busy !== null}>
              {model.busy === 'phone' ? COPY.SENDING : COPY.SEND_CODE}
            </button>
          </div>
        </form>
      )}
    </CheckupStep>
  );
});

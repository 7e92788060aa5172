import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import type { Retailer } from '../../../../domain/retailers/Retailer';
import { TextField } from '../../../components/Field/Field';
import { usePageModel } from '../../../stores/usePageModel';
import { MFA_STEP_COPY as COPY } from './copy';
import { MfaLinkModel } from './MfaLinkModel';
import styles from './MfaLinkStep.module.css';
import { MFA_REQUIRED } from '../../../../domain/retailers/linkButtonLabels';

const CODE_ID = 'mfa-code';

/**
 * 'Finish linking account' (001 §4 actionRequired, retailer 1144): explains why, asks for the retailer's code,
 * shows the code's message inline (focus moves to it), the service's message as an alert, and the linked state
 * once the code is accepted.
 */
export const MfaLinkStep = observer(function MfaLinkStep({ retailer }: { retailer: Pick<Retailer, 'id' | 'name'> }) {
  const model = usePageModel(MfaLinkModel);
  const codeInput = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!(await model.submit(retailer.id))) codeInput.current?.focus();
  }

  if (model.done) {
    return (
      <section className={styles.step} aria-labelledby="mfa-heading">
        <h2 id="mfa-heading">{MFA_REQUIRED}</h2>
        <p className={styles.notice} role="status">{COPY.linked(retailer.name)}</p>
      </section>
    );
  }
  return (
    <section className={styles.step} aria-labelledby="mfa-heading">
      <h2 id="mfa-heading">{MFA_REQUIRED}</h2>
      <p className={styles.explanation}>{COPY.explanation(retailer.name)}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {model.message ? <p className={styles.alert} role="alert">{model.message}</p> : null}
        <TextField
          ref={codeInput}
          id={CODE_ID}
          name="code"
          className={styles.field}
          inputClassName={styles.code}
          label={COPY.codeLabel}
          hint={COPY.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={model.code}
          onChange={model.setCode}
          error={model.fields.code}
        />
        <button type="submit" className={styles.primary} disabled={model.submitting} aria-busy={model.submitting}>
          {model.submitting ? COPY.submitting : COPY.submit}
        </button>
      </form>
    </section>
  );
});

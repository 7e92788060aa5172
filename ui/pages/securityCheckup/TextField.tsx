import type { InputHTMLAttributes } from 'react';
import styles from './SecurityCheckupPage.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; the input is then marked invalid and described by it. */
  error?: string | null | undefined;
  hint?: string;
  /** Said beside the error, how to put it right (the phone's expected format). */
  errorHint?: string | null | undefined;
};

/** A labelled input with its hint and inline message (aria-describedby, aria-invalid). */
export function TextField({ id, label, value, onChange, error, hint, errorHint, ...input }: TextFieldProps) {
  const showErrorHint = Boolean(error && errorHint);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', showErrorHint ? `${id}-fix` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.fieldError} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {showErrorHint ? (
        <p className={styles.hint} id={`${id}-fix`}>
          {errorHint}
        </p>
      ) : null}
    </div>
  );
}

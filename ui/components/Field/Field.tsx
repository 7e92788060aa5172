import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

/** What a field's control carries: its id, whether it is invalid, and the lines that describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldParts {
  id: string;
  hint?: ReactNode;
  /** The inline message; the control is then marked invalid and described by it. */
  error?: string | null | undefined;
  /** Said beside the message, how to put it right (a phone's expected format); shown only with a message. */
  errorHint?: string | null | undefined;
  /** Invalid with no message to show (the service refused the value and gave no text). */
  invalid?: boolean;
  /** Said when the service took the value (a confirmed referral code). */
  success?: string | null | undefined;
}

/** The ids of the hint, the message and the lines after it, in the order they are read. */
function describedBy({ id, hint, error, errorHint, success }: FieldParts): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', error && errorHint ? `${id}-fix` : '', success ? `${id}-ok` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

function controlProps(parts: FieldParts): FieldControlProps {
  return { id: parts.id, 'aria-invalid': parts.error || parts.invalid ? true : undefined, 'aria-describedby': describedBy(parts) };
}

function Hint({ id, hint }: FieldParts) {
  return hint ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

function Messages({ id, error, errorHint, success }: FieldParts) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {error && errorHint ? (
        <p id={`${id}-fix`} className={styles.hint}>
          {errorHint}
        </p>
      ) : null}
      {success ? (
        <p id={`${id}-ok`} className={styles.success}>
          {success}
        </p>
      ) : null}
    </>
  );
}

interface FieldProps extends FieldParts {
  label: ReactNode;
  /** Sizes the field in its form (a narrow code field). */
  className?: string;
  /** Draws the control, given its id and its ARIA state. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Every form field: the label, a hint, the control, then its inline message and what follows it, the control marked invalid
 * (`aria-invalid`) and described (`aria-describedby`) by what is shown. The one place ui/ sets `aria-invalid`.
 */
export function Field({ label, className, children, ...parts }: FieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={parts.id} className={styles.label}>
        {label}
      </label>
      <Hint {...parts} />
      {children(controlProps(parts))}
      <Messages {...parts} />
    </div>
  );
}

interface ChoiceGroupProps extends Omit<FieldParts, 'errorHint' | 'invalid' | 'success'> {
  legend: ReactNode;
  className?: string;
  /** Draws the choices; each radio or checkbox spreads `choice` (marked invalid with the group). */
  children: (choice: { 'aria-invalid': true | undefined }) => ReactNode;
}

/** A group of radios or checkboxes under one legend, with the group's hint and message (the fieldset is described). */
export function ChoiceGroup({ legend, className, children, ...parts }: ChoiceGroupProps) {
  const { id, 'aria-invalid': invalid, 'aria-describedby': described } = controlProps(parts);
  return (
    <fieldset id={id} className={className ? `${styles.group} ${className}` : styles.group} aria-describedby={described}>
      <legend className={styles.label}>{legend}</legend>
      <Hint {...parts} />
      {children({ 'aria-invalid': invalid })}
      <Messages {...parts} />
    </fieldset>
  );
}

export type TextFieldProps = Omit<FieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className' | 'children'> & {
    value: string;
    onChange: (value: string) => void;
    ref?: Ref<HTMLInputElement>;
    /** Extra look of the input (a code's letter spacing). */
    inputClassName?: string;
    /** A button beside the input, on its row (a one-field form's submit). */
    action?: ReactNode;
  };

/** A labelled text input of any type (text, email, password, tel, date, search…). */
export function TextField({ id, label, hint, error, errorHint, invalid, success, className, inputClassName, action, onChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} errorHint={errorHint} invalid={invalid} success={success} className={className}>
      {(control) => {
        const field = (
          <input
            {...input}
            {...control}
            className={inputClassName ? `${styles.control} ${inputClassName}` : styles.control}
            onChange={(event) => onChange(event.target.value)}
          />
        );
        return action ? (
          <div className={styles.row}>
            {field}
            {action}
          </div>
        ) : (
          field
        );
      }}
    </Field>
  );
}

type TextAreaFieldProps = Omit<FieldProps, 'children'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className' | 'children'> & {
    value: string;
    onChange: (value: string) => void;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line text box. */
export function TextAreaField({ id, label, hint, error, errorHint, invalid, success, className, onChange, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} errorHint={errorHint} invalid={invalid} success={success} className={className}>
      {(control) => <textarea {...textarea} {...control} className={`${styles.control} ${styles.textarea}`} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

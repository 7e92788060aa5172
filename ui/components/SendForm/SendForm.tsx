import type { ReactNode, RefObject } from 'react';
import styles from './SendForm.module.css';

/** What the service answered to a send, said in the form's status line. */
export interface SendResult {
  tone: 'success' | 'error';
  message: string;
}

interface SendFormProps {
  titleId: string;
  title: string;
  titleClassName?: string;
  className?: string;
  /** Sends; false when a field refused the input, which then gets focus. */
  send: () => Promise<boolean>;
  /** The field focused on a refusal. */
  fieldRef: RefObject<HTMLElement | null>;
  result: SendResult | null;
  /** The field and its send button. */
  children: ReactNode;
}

/** A small titled form that sends one field (a phone number, e-mail invites) and says what the service answered. */
export function SendForm({ titleId, title, titleClassName, className, send, fieldRef, result, children }: SendFormProps) {
  return (
    <form
      className={className ? `${styles.form} ${className}` : styles.form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        void send().then((valid) => {
          if (!valid) fieldRef.current?.focus();
        });
      }}
    >
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
      <div role="status" aria-live="polite">
        {result ? <p className={result.tone === 'success' ? styles.success : styles.error}>{result.message}</p> : null}
      </div>
    </form>
  );
}

/** The send button, beside a one-line field (its `action`) or under a text area. */
export function SendButton({ sending, label, sendingLabel }: { sending: boolean; label: string; sendingLabel: string }) {
  return (
    <button type="submit" className={styles.button} disabled={sending}>
      {sending ? sendingLabel : label}
    </button>
  );
}

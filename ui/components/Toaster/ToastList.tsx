import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { SHELL_LABEL } from '../../app/copy';
import type { Toast } from '../../stores/ToastStore';
import { useStores } from '../../stores/StoresContext';
import styles from './Toaster.module.css';

export interface ToastListProps {
  /** The errors (an alert region of their own) rather than the others (inside the Toaster's status region). */
  alerts: boolean;
  durationMs: number;
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  return (
    <div className={`${styles.toast} ${styles[toast.tone]}`}>
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.dismiss} aria-label={SHELL_LABEL.DISMISS_NOTIFICATION} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * The toasts of one kind (the Toaster's chunk, loaded on first use): the errors as an alert, which exists only while
 * there are errors (announced as it appears); the others inside the Toaster's status region, whose list (always
 * mounted once in) also runs every toast's timer.
 */
export const ToastList = observer(function ToastList({ alerts, durationMs }: ToastListProps) {
  const { toasts } = useStores();
  const shown = toasts.toasts.filter((toast) => (toast.tone === 'error') === alerts);
  const items = shown.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={toasts.dismiss} />);
  if (alerts) {
    return shown.length > 0 ? (
      <div role="alert" className={styles.list}>
        {items}
      </div>
    ) : null;
  }
  return (
    <>
      {items}
      <ToastTimers durationMs={durationMs} />
    </>
  );
});

/** One timer per toast shown, dismissing it after `durationMs`; a toast dismissed by hand cancels its timer. */
const ToastTimers = observer(function ToastTimers({ durationMs }: { durationMs: number }) {
  const { toasts } = useStores();
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const shown = toasts.toasts.map((toast) => toast.id).join(',');
  useEffect(() => {
    const ids = shown === '' ? [] : shown.split(',').map(Number);
    const scheduled = timers.current;
    for (const id of ids) {
      if (!scheduled.has(id)) scheduled.set(id, setTimeout(() => toasts.dismiss(id), durationMs));
    }
    for (const [id, timer] of scheduled) {
      if (!ids.includes(id)) {
        clearTimeout(timer);
        scheduled.delete(id);
      }
    }
  }, [shown, durationMs, toasts]);

  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
    };
  }, []);
  return null;
});

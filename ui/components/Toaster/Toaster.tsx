import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { SECOND_MS } from '../../../domain/constants/timing';
import { SHELL_LABEL } from '../../app/copy';
import type { Toast } from '../../stores/ToastStore';
import { useStores } from '../../stores/StoresContext';
import styles from './Toaster.module.css';

/** How long a toast stays before it dismisses itself (ours). */
export const TOAST_DURATION_MS = 6 * SECOND_MS;

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
 * The toasts (ToastStore), announced: a polite status region that is always in the page (so additions are
 * read out), and an alert for errors (announced as it appears). Each toast can be dismissed and dismisses
 * itself after `durationMs`. A guard redirect's one-time message (router.flashMessage) becomes a toast.
 */
export const Toaster = observer(function Toaster({ durationMs = TOAST_DURATION_MS }: { durationMs?: number }) {
  const { toasts, router } = useStores();
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  // Take the flash message once, whenever one is set (now or later).
  useEffect(
    () =>
      reaction(
        () => router.flashMessage,
        (message) => {
          if (message === null) return;
          const taken = router.takeFlashMessage();
          if (taken) toasts.show(taken, 'info');
        },
        { fireImmediately: true },
      ),
    [router, toasts],
  );

  // One timer per toast shown; a toast dismissed by hand cancels its timer.
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

  const polite = toasts.toasts.filter((toast) => toast.tone !== 'error');
  const errors = toasts.toasts.filter((toast) => toast.tone === 'error');
  return (
    <div className={styles.toaster}>
      {/* An alert is announced when it appears, so its region exists only while there are errors. */}
      {errors.length > 0 ? (
        <div role="alert" className={styles.list}>
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={toasts.dismiss} />
          ))}
        </div>
      ) : null}
      <div role="status" aria-live="polite" className={styles.list}>
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={toasts.dismiss} />
        ))}
      </div>
    </div>
  );
});

import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SECOND_MS } from '../../../domain/constants/timing';
import { lazyComponent, useComponentLoad } from '../../app/lazyComponent';
import type { ShellStores } from '../../stores/groups/shellStores';
import { useStores } from '../../stores/StoresContext';
import type { ToastListProps } from './ToastList';
import styles from './Toaster.module.css';

/** How long a toast stays before it dismisses itself (ours). */
export const TOAST_DURATION_MS = 6 * SECOND_MS;

// The toasts' views and timers are a chunk of their own, fetched once the shell group (which holds the toasts) is in:
// every group whose stores show toasts loads with it. Not with the first toast: toasts report failures, and offline
// the service worker has only the chunks already used.
const toastList = lazyComponent(() => import('./ToastList').then((module) => module.ToastList));

function LazyToastList(props: ToastListProps) {
  const { toasts } = useStores();
  const load = useComponentLoad(toastList);
  if (load.status === 'ready') return <load.Component {...props} />;
  // A list that could not load still says what happened, as plain text in the status region.
  if (load.status === 'loading' || props.alerts) return null;
  return toasts.toasts.map((toast) => <p key={toast.id}>{toast.message}</p>);
}

/**
 * The toasts (ToastStore, in the shell group), announced: a polite status region that is always in the page (so additions are
 * read out), and an alert for errors (announced as it appears). Each toast can be dismissed and dismisses
 * itself after `durationMs` (ToastList). A guard redirect's one-time message (router.flashMessage) becomes a toast.
 */
export const Toaster = observer(function Toaster({ durationMs = TOAST_DURATION_MS }: { durationMs?: number }) {
  const { router, groups } = useStores();

  // Take the flash message once, whenever one is set (now or later): the toasts' group loads for it.
  useEffect(() => {
    const show = ({ toasts }: ShellStores) => {
      const taken = router.takeFlashMessage();
      if (taken) toasts.show(taken, 'info');
    };
    return reaction(
      () => router.flashMessage,
      (message) => {
        if (message === null) return;
        const shell = groups.shell.current;
        if (shell) show(shell);
        else void groups.shell.use(show, '[toasts] the message could not be shown');
      },
      { fireImmediately: true },
    );
  }, [router, groups]);

  const wanted = groups.shell.loaded;
  return (
    <div className={styles.toaster}>
      {wanted ? <LazyToastList alerts durationMs={durationMs} /> : null}
      <div role="status" aria-live="polite" className={styles.list}>
        {wanted ? <LazyToastList alerts={false} durationMs={durationMs} /> : null}
      </div>
    </div>
  );
});

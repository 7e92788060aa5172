import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SECOND_MS } from '../../../domain/constants/timing';
import { lazyComponent, useComponentLoad } from '../../app/lazyComponent';
import { useStores } from '../../stores/StoresContext';
import type { ToastListProps } from './ToastList';
import styles from './Toaster.module.css';

/** How long a toast stays before it dismisses itself (ours). */
export const TOAST_DURATION_MS = 6 * SECOND_MS;

// The toasts' views and timers are a chunk of their own, fetched with the first store group whose stores show toasts
// (the favourites' or the customer's: every other group loads with one) or the first toast. Not with the first toast
// alone: toasts report failures, and offline the service worker has only the chunks already used.
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
 * The toasts (ToastStore), announced: a polite status region that is always in the page (so additions are
 * read out), and an alert for errors (announced as it appears). Each toast can be dismissed and dismisses
 * itself after `durationMs` (ToastList). A guard redirect's one-time message (router.flashMessage) becomes a toast.
 */
export const Toaster = observer(function Toaster({ durationMs = TOAST_DURATION_MS }: { durationMs?: number }) {
  const { toasts, router, groups } = useStores();

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

  const wanted = toasts.toasts.length > 0 || groups.favorites.loaded || groups.customer.loaded;
  return (
    <div className={styles.toaster}>
      {wanted ? <LazyToastList alerts durationMs={durationMs} /> : null}
      <div role="status" aria-live="polite" className={styles.list}>
        {wanted ? <LazyToastList alerts={false} durationMs={durationMs} /> : null}
      </div>
    </div>
  );
});

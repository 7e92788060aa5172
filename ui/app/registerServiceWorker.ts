import { SERVICE_WORKER_PATH } from '../../domain/platform/serviceWorker';
import { SKIP_WAITING_MESSAGE } from '../serviceWorker/cachingRules';
import type { ConnectivityStore } from '../stores/ConnectivityStore';
import type { Tracker } from '../stores/Tracker';

export interface RegisterServiceWorkerOptions {
  window: Window;
  connectivity: Pick<ConnectivityStore, 'offerUpdate'>;
  tracking: Pick<Tracker, 'trackServiceWorkerRegistrationFailure'>;
}

/**
 * Registers dist/sw.js once the page has loaded and the main thread is idle, so neither the registration nor the
 * worker's precache download competes with the first view and its calls. A new
 * version that installs while a version already controls the page waits: the shell offers it, and only the
 * shopper's consent activates it (SKIP_WAITING_MESSAGE) and reloads once it controls. A failed registration is
 * reported (000 §8). Plain `navigator.serviceWorker` rather than workbox-window: the handshake is these few lines,
 * and the library's 2.8 KB counted against the home page's script budget.
 */
export function registerServiceWorker({ window, connectivity, tracking }: RegisterServiceWorkerOptions): void {
  if (!('serviceWorker' in window.navigator)) return;
  const container = window.navigator.serviceWorker;
  const offer = (waiting: ServiceWorker) =>
    connectivity.offerUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage(SKIP_WAITING_MESSAGE);
    });
  const register = async () => {
    try {
      const registration = await container.register(SERVICE_WORKER_PATH);
      // The first install (nothing controls the page yet) is not an update: only a worker waiting behind one is.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
    } catch (error) {
      void tracking.trackServiceWorkerRegistrationFailure(error);
    }
  };
  // Safari 16 has no requestIdleCallback: a task after load is its nearest.
  const idle: (callback: () => void) => void = typeof window.requestIdleCallback === 'function' ? (callback) => window.requestIdleCallback(callback) : (callback) => window.setTimeout(callback, 0);
  const whenIdle = () => idle(() => void register());
  if (window.document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

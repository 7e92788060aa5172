import { SERVICE_WORKER_PATH } from '../serviceWorker/cachingRules';
import type { ConnectivityStore } from '../stores/ConnectivityStore';
import type { TrackingStore } from '../stores/TrackingStore';

export interface RegisterServiceWorkerOptions {
  window: Window;
  connectivity: Pick<ConnectivityStore, 'offerUpdate'>;
  tracking: Pick<TrackingStore, 'trackServiceWorkerRegistrationFailure'>;
}

/**
 * Registers dist/sw.js once the page has loaded (the registration and workbox-window, loaded here on demand,
 * never compete with the first paint). A new version that installs while the page is open waits: the shell
 * offers it, and only the shopper's consent activates it and reloads. A failed registration is reported (000 §8).
 */
export function registerServiceWorker({ window, connectivity, tracking }: RegisterServiceWorkerOptions): void {
  if (!('serviceWorker' in window.navigator)) return;
  const register = async () => {
    try {
      const { Workbox } = await import('workbox-window');
      const workbox = new Workbox(SERVICE_WORKER_PATH);
      workbox.addEventListener('waiting', () =>
        connectivity.offerUpdate(() => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        }),
      );
      await workbox.register();
    } catch (error) {
      void tracking.trackServiceWorkerRegistrationFailure(error);
    }
  };
  if (window.document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

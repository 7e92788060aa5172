import type { History } from 'history';
import { reaction, when } from 'mobx';
import { FLAG } from '../../domain/constants/flags';
import type { AppConfig } from '../../domain/platform/appConfig';
import { trackingPlatform } from '../../domain/platform/trackingDevice';
import type { ShellStores } from '../stores/groups/shellStores';
import type { Stores } from '../stores/Stores';
import { startLinkNavigation } from './linkNavigation';
import { nextTask } from './nextTask';
import { startNavigation } from './startNavigation';

export interface StartAppOptions {
  window: Window;
  /** The history the router follows (scroll restoration reads its entries). */
  history: History;
  appConfig: () => Promise<AppConfig>;
  /** The first view was rendered on the server and adopted with its data (adoptFirstView). */
  firstViewAdopted?: boolean;
}

/**
 * Everything that runs once after the first render: window listeners feeding the stores, in-place link
 * navigation with scroll restoration and each route's loader (on a visitor's server-rendered page, from the first navigation), finishing a sign-in redirect, flags for whoever is signed in (reloaded on
 * sign-in and sign-out), the navigation guard, then page-view tracking. Answers a disposer (tests).
 */
export async function startApp(stores: Stores, { window, history, appConfig, firstViewAdopted = false }: StartAppOptions): Promise<() => void> {
  const disposers: (() => void)[] = [];
  const onResize = () => stores.layout.setWidth(window.innerWidth);
  window.addEventListener('resize', onResize);
  disposers.push(() => window.removeEventListener('resize', onResize));
  const onActivity = () => stores.session.touch();
  for (const type of ['pointerdown', 'keydown', 'scroll'] as const) {
    window.addEventListener(type, onActivity, { passive: true, capture: true });
    disposers.push(() => window.removeEventListener(type, onActivity, { capture: true }));
  }
  // 000 §4 step 11: the shopper coming back to this tab after a launch gets the post-retailer modal.
  // A launch started from a page that loaded its group (the retailer and offer pages).
  const onVisibility = () => stores.groups.browsing.current?.launch.pageVisibilityChanged(window.document.visibilityState === 'visible');
  window.document.addEventListener('visibilitychange', onVisibility);
  disposers.push(() => window.document.removeEventListener('visibilitychange', onVisibility));
  // Issue 19: the offline notice follows the browser's connection state (and failed calls, main.tsx).
  stores.connectivity.setOnline(window.navigator.onLine);
  const onConnectivity = () => stores.connectivity.setOnline(window.navigator.onLine);
  for (const type of ['online', 'offline'] as const) {
    window.addEventListener(type, onConnectivity);
    disposers.push(() => window.removeEventListener(type, onConnectivity));
  }
  disposers.push(startLinkNavigation(window.document, stores.router));
  // trackingEnabled comes with the flags, which load after the sign-in state: events wait for it (at most 5 s). It is
  // read a task after they arrive, so the start-up's events (session, viewport, page view) go together then, not in
  // the start-up's own task (a page's adopted flags are there at once).
  void stores.tracking.lookUpHeaders(
    when(() => stores.flags.loaded)
      .then(() => nextTask(window))
      .then(() => stores.flags.value(FLAG.TRACKING_ENABLED) === true),
  );
  if (stores.session.startedOnLoad) {
    void stores.tracking.trackSessionChange({ type: 'start', session: stores.session.session });
    void stores.tracking.trackViewport(window.innerWidth, window.innerHeight);
  }

  void stores.extension.detect();
  // 000 §5: the browser's privacy signal; the account settings read it from the environment store.
  stores.environment.setGlobalPrivacyControl((window.navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true);
  appConfig().then(
    (config) => {
      stores.environment.setEnvironment(config.environment);
      stores.environment.setAffiliateLinkHosts(config.affiliateLinkHosts);
    },
    (error: unknown) => console.warn('[app] the app configuration could not be loaded', error),
  );

  // The sign-in state and the data in a task of their own: this one ran inside the first commit's effects.
  await nextTask(window);
  // Each route's first-view data starts with the route, once the sign-in state is known (routeLoaders.ts), with scroll
  // restoration and the guard (startNavigation.ts); the customer's record (the header's name and balance) beside it,
  // once per sign-in.
  const navigation = startNavigation(stores, { window, history, firstViewAdopted });
  disposers.push(navigation.dispose);
  // The shell group (the customer's record, the help-desk login) loads once someone is signed in.
  const withShellGroup = (use: (group: ShellStores) => unknown) => stores.groups.shell.use(use, "[app] the shell's stores could not load");
  disposers.push(reaction(() => stores.auth.customerId, (customerId) => void (customerId && withShellGroup(({ customer }) => customer.load()))));
  const target = await stores.auth.start(new URL(window.location.href));
  // The platform is the one of the first load; a resize does not reload the flags.
  const platform = trackingPlatform(stores.layout.width);
  const flags = stores.flags.watch(() => ({ customerId: stores.auth.customerId, platform }));
  disposers.push(flags.dispose);
  await flags.ready;
  if (target) stores.router.navigate(target, { replace: true });
  navigation.startGuard();
  disposers.push(stores.tracking.startPageViews());
  if (stores.auth.isSignedIn) {
    // A sign-in the help centre asked for (001 §8) continues to the help desk, in this tab.
    void withShellGroup(({ helpCentre }) => helpCentre.continueAfterSignIn(() => import('./helpDeskWindow').then((m) => m.sameTabHelpDesk(window))));
    // Back from a launch that left in this tab (its pop-up was blocked): the post-retailer modal.
    stores.resumeLaunch(stores.router.route.name);
  }
  return () => {
    for (const dispose of disposers.reverse()) dispose();
  };
}

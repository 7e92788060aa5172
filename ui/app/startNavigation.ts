import type { History, Update } from 'history';
import { when } from 'mobx';
import { ROUTE_NAME } from '../../domain/constants/navigation';
import type { RouteMatch } from '../../domain/navigation/matchRoute';
import { guardNeedsFlags } from '../../domain/platform/guardFlags';
import { storeModule } from '../stores/base/StoreGroup';
import type { Stores } from '../stores/Stores';
import { loadHomeRoute } from './loaderModules';

/**
 * The navigation's chunk (navigation.ts: the guard, the route loaders, scroll restoration). Every page but home
 * comes with it (pages.tsx), so a first navigation fetches both together, and a page's HTML preloads it.
 */
export const NAVIGATION = storeModule(() => import('./navigation'), ['ui/app/navigation.ts']);

/** The loader of the page the server rendered, to adopt it: home's, or the navigation's (it came with the page). */
export function loadFirstRoute(stores: Stores, route: RouteMatch): Promise<void> {
  if (route.name === ROUTE_NAME.HOME) return loadHomeRoute(stores);
  return NAVIGATION.preload().then(
    (navigation) => navigation.loadRoute(stores, route),
    (error: unknown) => console.warn('[route] the loader of the page could not load', error),
  );
}

export interface StartedNavigation {
  /** The sign-in state and the flags are known: the guard may start (at once, or when the chunk is in). */
  startGuard(): void;
  dispose(): void;
}

/**
 * Starts the route loading, scroll restoration and (once `startGuard` says so) the guard when the navigation's chunk
 * is in. It is fetched at once on a page the browser drew or one whose guard reads what only the browser knows (an
 * offer opened anonymously reads the flags); a visitor's page the server rendered (guarded and loaded there) fetches
 * it with the first navigation or a sign-in, and those navigations are answered when it arrives: the guard and the
 * route's loader run then, and the scroll goes where the entry was left.
 */
export function startNavigation(
  stores: Stores,
  { window, history, firstViewAdopted }: { window: Window; history: History; firstViewAdopted: boolean },
): StartedNavigation {
  const load = () => void NAVIGATION.preload().catch((error: unknown) => console.warn('[navigation] the navigation could not load', error));
  const positions = new Map<string, number>();
  // A link followed before this started (linkNavigation runs a task earlier: startApp) is answered as one after it.
  let missed: Update | null = stores.router.action === 'POP' ? null : { action: history.action, location: history.location };
  let currentKey = history.location.key;
  const stopRecording = history.listen((update) => {
    positions.set(currentKey, window.scrollY);
    currentKey = update.location.key;
    missed = update;
    load();
  });
  // As scroll restoration sets it: a reload starts at the top.
  const previousRestoration = window.history.scrollRestoration;
  window.history.scrollRestoration = 'manual';

  const started: (() => void)[] = [];
  let guardWanted = false;
  let startGuard: (() => void) | null = null;
  const stopStarting = when(
    () => NAVIGATION.loaded() !== null,
    () => {
      const navigation = NAVIGATION.loaded()!;
      stopRecording();
      started.push(navigation.startScrollRestoration({ history, window, since: { positions, navigation: missed } }));
      started.push(navigation.startRouteLoading(stores, undefined, { visitorsLoaded: firstViewAdopted && missed === null }));
      startGuard = () => started.push(navigation.startNavigationGuard(stores));
      if (guardWanted) startGuard();
    },
  );
  const stopSignIn = when(() => stores.auth.status === 'authenticated' || stores.auth.status === 'needsRegistration', load);
  if (!firstViewAdopted || missed || guardNeedsFlags(stores.router.route, false)) load();
  return {
    startGuard() {
      guardWanted = true;
      startGuard?.();
    },
    dispose() {
      stopRecording();
      stopStarting();
      stopSignIn();
      for (const stop of started.reverse()) stop();
      window.history.scrollRestoration = previousRestoration;
    },
  };
}

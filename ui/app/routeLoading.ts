import { reaction } from 'mobx';
import { isPublicRoute } from '../../domain/navigation/routes';
import type { Stores } from '../stores/Stores';
import { loadRoute, ROUTE_LOADERS, type RouteLoaders } from './routeLoaders';

/**
 * Runs the current route's loader when the route (path and query) or the signed-in customer changes, once the
 * sign-in state is known: what loads depends on who is signed in. A protected route loads for a signed-in
 * customer only, as App mounts its page only then. `visitorsLoaded`: the current route's data is already loaded for
 * a visitor (a server-rendered page the app adopted), so a visitor's first load of it is skipped. Answers a disposer.
 */
export function startRouteLoading(stores: Stores, loaders: RouteLoaders = ROUTE_LOADERS, { visitorsLoaded = false } = {}): () => void {
  // A server-rendered first view was loaded for a visitor before hydrating (adoptFirstView): a visitor's load of it is done.
  let loadedKey = visitorsLoaded ? routeLoadKey(null, stores.router.path) : null;
  return reaction(
    // One string, so an unchanged route and customer never load twice.
    () => (stores.auth.status === 'loading' ? null : routeLoadKey(stores.auth.customerId, stores.router.path)),
    (key) => {
      if (key === null) return;
      if (key === loadedKey) {
        loadedKey = null;
        return;
      }
      const { route } = stores.router;
      if (!isPublicRoute(route.name) && !stores.auth.isSignedIn) return;
      void loadRoute(stores, route, loaders);
    },
    { fireImmediately: true },
  );
}

function routeLoadKey(customerId: string | null, path: string): string {
  return `${customerId ?? ''} ${path}`;
}

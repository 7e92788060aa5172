import { reaction, type IReactionDisposer } from 'mobx';
import { guardRoute } from '../../domain/navigation/guards';
import { legacyRedirect } from '../../domain/navigation/legacyRedirect';
import type { RouteRedirect } from '../../domain/navigation/routeRedirect';
import { guardNeedsFlags } from '../../domain/platform/guardFlags';
import type { RootStore } from '../stores/RootStore';

type Redirect = Pick<RouteRedirect, 'redirect' | 'message'>;

/** The redirect the current location calls for, or null (also while the auth state or needed flags are unknown). */
function pendingRedirect({ router, auth, flags }: RootStore): Redirect | null {
  if (auth.status === 'loading') return null;
  const legacy = legacyRedirect(router.pathname, router.search);
  if (legacy) return { redirect: legacy.redirect };
  const { route } = router;
  const needsRegistration = auth.status === 'needsRegistration';
  // A new identity goes to the registration form whatever the flags say.
  if (!flags.loaded && !needsRegistration && guardNeedsFlags(route, auth.isSignedIn)) return null;
  return guardRoute({
    route,
    signedIn: auth.isSignedIn,
    needsRegistration,
    flags: flags.navigationValues,
    ...(router.anonymousOfferKind ? { anonymousOfferKind: router.anonymousOfferKind } : {}),
  });
}

/**
 * Applies the documents' redirects in the browser as location replacements once the auth state is known: legacy
 * paths first, then the route guards (000 §2) with the flag values. Routes the flags decide (flag-gated
 * routes, offer pages opened anonymously) also wait for the flags, so they never redirect on the defaults.
 * The decision is a derivation; the navigation happens in the reaction's effect (an action).
 */
export function startNavigationGuard(stores: RootStore): IReactionDisposer {
  return reaction(
    () => pendingRedirect(stores),
    (redirect) => {
      if (redirect) stores.router.navigate(redirect.redirect, { replace: true, message: redirect.message });
    },
    { fireImmediately: true },
  );
}

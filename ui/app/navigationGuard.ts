import { reaction, type IReactionDisposer } from 'mobx';
import { guardRoute } from '../../domain/navigation/guards';
import { legacyRedirect } from '../../domain/navigation/legacyRedirect';
import type { RouteRedirect } from '../../domain/navigation/routeRedirect';
import { guardNeedsFlags } from '../../domain/platform/guardFlags';
import { ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';
import type { Stores } from '../stores/Stores';

type Redirect = Pick<RouteRedirect, 'redirect' | 'message'>;

/** The redirect the current location calls for, or null (also while the auth state or needed flags are unknown). */
function pendingRedirect({ router, auth, flags, groups }: Stores): Redirect | null {
  if (auth.status === 'loading') return null;
  const legacy = legacyRedirect(router.pathname, router.search);
  if (legacy) return { redirect: legacy.redirect };
  const { route } = router;
  const needsRegistration = auth.status === 'needsRegistration';
  // A new identity goes to the registration form whatever the flags say.
  if (!flags.loaded && !needsRegistration && guardNeedsFlags(route, auth.isSignedIn)) return null;
  // Unknown until the account group is in (its loads below start it): the guard then waits, as for a load.
  const checkupComplete = groups.account.current?.securityCheckup.complete;
  return guardRoute({
    route,
    signedIn: auth.isSignedIn,
    needsRegistration,
    flags: flags.navigationValues,
    ...(checkupComplete !== undefined ? { securityCheckupComplete: checkupComplete } : {}),
    ...(router.anonymousOfferKind ? { anonymousOfferKind: router.anonymousOfferKind } : {}),
  });
}

/**
 * Applies the documents' redirects in the browser as location replacements once the auth state is known: legacy
 * paths first, then the route guards (000 §2) with the flag values. Routes the flags decide (flag-gated
 * routes, offer pages opened anonymously) also wait for the flags, so they never redirect on the defaults.
 * The decision is a derivation; the navigation happens in the reaction's effect (an action).
 */
export function startNavigationGuard(stores: Stores): () => void {
  const stopCheckupLoads = startSecurityCheckupLoads(stores);
  const stopRedirects = reaction(
    () => pendingRedirect(stores),
    (redirect) => {
      if (redirect) stores.router.navigate(redirect.redirect, { replace: true, message: redirect.message });
    },
    { fireImmediately: true },
  );
  return () => {
    stopRedirects();
    stopCheckupLoads();
  };
}

/** The account routes whose guard reads the security checkup (001 §4). */
const CHECKUP_ROUTES: readonly RouteName[] = [ROUTE_NAME.ACCOUNT_PANEL, ROUTE_NAME.SECURITY_CHECKUP];

/**
 * Feeds the guard: a signed-in customer entering an account route has the checkup status loaded (once per
 * sign-in; the checkup page reloads it as items are settled, and retries a failed load). Until it answers the
 * account page is not redirected.
 */
function startSecurityCheckupLoads({ router, auth, groups }: Stores): IReactionDisposer {
  return reaction(
    () => {
      if (!auth.isSignedIn || !CHECKUP_ROUTES.includes(router.route.name)) return false;
      const checkup = groups.account.current?.securityCheckup;
      return !checkup || (!checkup.isCurrent && checkup.status === 'idle');
    },
    (needed) => {
      if (!needed) return;
      void groups.account.use(({ securityCheckup }) => {
        if (!securityCheckup.isCurrent && securityCheckup.status === 'idle') void securityCheckup.load();
      }, '[navigation] the account stores could not load');
    },
    { fireImmediately: true },
  );
}

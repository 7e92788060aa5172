import { autorun, type IReactionDisposer } from 'mobx';
import { guardRoute, legacyRedirect } from '../../domain';
import type { RootStore } from '../stores/RootStore';

/**
 * Applies the documents' redirects in the browser as location replacements: legacy paths first, then the
 * route guards (000 §2), once the auth state is known.
 */
export function startNavigationGuard({ router, auth }: RootStore): IReactionDisposer {
  return autorun(() => {
    if (auth.status === 'loading') return;
    const legacy = legacyRedirect(router.pathname, router.search);
    if (legacy) {
      router.navigate(legacy.redirect, { replace: true });
      return;
    }
    const redirect = guardRoute({ route: router.route, signedIn: auth.isSignedIn });
    if (redirect) router.navigate(redirect.redirect, { replace: true, message: redirect.message });
  });
}

import { isSignInCallback } from '../../domain/auth/signInCallback';
import { lazyPort, type LazyPort } from '../lazyPort';
import type { IdentityPort } from './IdentityPort';
import { hasStoredSession } from './storedSession';

/** The port's methods but the URL check (a rule of the domain's, answered at once) and the preload. */
export type LoadedIdentity = Omit<IdentityPort, 'isRedirectCallback' | 'preload'>;

/**
 * The identity port at the app's start (issue 31): until it is first needed, a browser that keeps no sign-in session
 * answers as a visitor's (no token, no user, nothing to clear) without loading the identity's code (`load`:
 * auth0Identity, its cache reader); a sign-in, its callback or a kept session load it, and `preload` starts that
 * ahead of the first read (a signed-in start reads its cached token as soon as it can).
 */
export function identityOnFirstUse(load: () => Promise<LoadedIdentity>, storage: Storage): LazyPort<IdentityPort> {
  let used = false;
  const identity = lazyPort<LoadedIdentity>(() => {
    used = true;
    return load();
  });
  const visitor = () => !used && !hasStoredSession(storage);
  const { port } = identity;
  return {
    port: {
      isRedirectCallback: isSignInCallback,
      handleRedirectCallback: (url) => port.handleRedirectCallback(url),
      getAccessToken: async (options) => (visitor() ? null : port.getAccessToken(options)),
      getUser: async () => (visitor() ? null : port.getUser()),
      login: (request) => port.login(request),
      logout: (returnTo) => port.logout(returnTo),
      clearSession: async () => {
        if (!visitor()) await port.clearSession();
      },
      preload: identity.preload,
    },
    preload: identity.preload,
  };
}

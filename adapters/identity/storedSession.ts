/** auth0-spa-js keeps its cache in localStorage under keys with this prefix (cacheLocation 'localstorage'). */
export const AUTH0_CACHE_PREFIX = '@@auth0spajs@@';

/** Whether this browser keeps a sign-in session of auth0-spa-js (which may still have expired). */
export function hasStoredSession(storage: Storage): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(AUTH0_CACHE_PREFIX)) return true;
    }
  } catch {
    // Storage disabled: there can be no stored session.
  }
  return false;
}

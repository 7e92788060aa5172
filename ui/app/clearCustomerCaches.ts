import { CATALOGUE_CACHE } from '../serviceWorker/cachingRules';

/**
 * Deletes the service worker's catalogue cache on sign-out (issue 29), from the page through the Cache API, so no
 * answer kept while the customer was signed in (by this version or an older worker) outlives their session.
 */
export async function clearCustomerCaches(window: Pick<Window, 'caches'> | { caches?: undefined }): Promise<void> {
  if (!window.caches) return;
  try {
    await window.caches.delete(CATALOGUE_CACHE);
  } catch (error) {
    console.warn('[sign-out] the cached catalogue reads could not be deleted', error);
  }
}

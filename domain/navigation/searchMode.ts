/** A path containing this means the search bar works in retailer-gallery mode (000 §4). */
export const RETAILER_SEARCH_PATH_FRAGMENT = '/retailers/';

export const SEARCH_MODE = { GLOBAL: 'global', RETAILER_GALLERY: 'retailer-gallery' } as const;

export type SearchMode = (typeof SEARCH_MODE)[keyof typeof SEARCH_MODE];

/** Search works inside a retailer on any path containing '/retailers/', site-wide elsewhere (000 §4). */
export function searchModeForPath(path: string): SearchMode {
  return path.includes(RETAILER_SEARCH_PATH_FRAGMENT) ? SEARCH_MODE.RETAILER_GALLERY : SEARCH_MODE.GLOBAL;
}

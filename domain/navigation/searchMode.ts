import { RETAILER_SEARCH_PATH_FRAGMENT, SEARCH_MODE, type SearchMode } from '../constants/navigation';

/** Search works inside a retailer on any path containing '/retailers/', site-wide elsewhere (000 §4). */
export function searchModeForPath(path: string): SearchMode {
  return path.includes(RETAILER_SEARCH_PATH_FRAGMENT) ? SEARCH_MODE.RETAILER_GALLERY : SEARCH_MODE.GLOBAL;
}

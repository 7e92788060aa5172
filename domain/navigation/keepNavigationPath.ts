import { ROUTE_NAME } from '../constants/navigation';
import { buildPath } from './buildPath';
import { safeRedirectPath } from './safeRedirectPath';

/** A navigation path is kept when it contains one of these words (000 §5). */
export const KEPT_NAVIGATION_PATH_WORDS = [
  'offers',
  'referral',
  'retailers',
  'retailer',
  'categories',
  'category',
] as const;

/**
 * The path to return to, kept only when it contains offers, referral, retailers, retailer, categories or
 * category, or is exactly /browser-extension; otherwise /home (000 §5). A value that is not a same-origin path
 * is never kept, whatever words it contains.
 */
export function keepNavigationPath(path: string): string {
  const home = buildPath(ROUTE_NAME.HOME);
  if (safeRedirectPath(path) === null) return home;
  if (path === buildPath(ROUTE_NAME.BROWSER_EXTENSION)) return path;
  return KEPT_NAVIGATION_PATH_WORDS.some((word) => path.includes(word)) ? path : home;
}

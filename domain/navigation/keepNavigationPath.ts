import { ROUTE_NAME } from '../constants/navigation';
import { buildPath } from './buildPath';
import { matchRoute } from './matchRoute';
import { isPublicRoute } from './routes';
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

/**
 * Where sign-in returns (000 §5 with §2): the kept navigation path; a members-only page the guard sent to sign-in
 * with `redirect` set to it (000 §2 "redirect set to the original path"), which §5 alone would lose; otherwise
 * /home. So Log In pressed on a public page such as /faq or /docs/terms lands home after sign-in (ours: the two
 * rules read together).
 */
export function signInReturnPath(path: string): string {
  const kept = keepNavigationPath(path);
  if (kept === path) return kept;
  const safe = safeRedirectPath(path);
  if (safe === null) return kept;
  const withoutHash = safe.split('#', 1)[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  const route = queryAt < 0 ? matchRoute(withoutHash) : matchRoute(withoutHash.slice(0, queryAt), withoutHash.slice(queryAt));
  return route.name !== ROUTE_NAME.NOT_FOUND && !isPublicRoute(route.name) ? safe : kept;
}

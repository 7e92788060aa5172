import { ROUTE_NAME } from '../constants/navigation';
import { canonicalLegacyPath } from '../navigation/legacyPath';
import { matchRoute } from '../navigation/matchRoute';

/**
 * Whether a same-origin path is one of the app's own routes (or an old or untidy form of one, which the guard
 * redirects: legacyRedirect), so a link to it can be followed in place. Other same-origin paths (the sandbox's
 * provider pages, the API, the demo retailer) are left to the browser, as is the explicit not-found path.
 */
export function isInAppPath(pathname: string): boolean {
  if (canonicalLegacyPath(pathname) !== null) return true;
  const name = matchRoute(pathname).name;
  return name !== ROUTE_NAME.NOT_FOUND;
}

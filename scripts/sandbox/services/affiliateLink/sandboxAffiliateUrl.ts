// The https / localhost decision (README.md): affiliate URLs are https on a reserved host whose path is
// the demo retailer site's path, so the app maps one to the other by swapping the origin. The mapping and the
// URL builder are the app's rules too (domain/navigation/affiliateLanding.ts), so they live there once.
import { sandboxLandingPath } from '../../../../domain/navigation/affiliateLanding';

export { SANDBOX_AFFILIATE_ORIGIN, sandboxAffiliateUrl } from '../../../../domain/navigation/affiliateLanding';

/**
 * Where a sandbox affiliate URL lands on this machine: the same path and query on the sandbox's own
 * origin (`http://localhost:8080/demo-retailer/1058?launchId=lid-…`). Null for any other URL, so the app
 * never navigates anywhere but its own origin's demo retailer site this way.
 */
export function localLandingUrl(affiliateUrl: string, sandboxOrigin: string): string | null {
  const path = sandboxLandingPath(affiliateUrl);
  return path === null ? null : new URL(path, sandboxOrigin).toString();
}

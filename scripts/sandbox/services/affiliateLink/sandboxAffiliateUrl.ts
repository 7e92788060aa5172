// The https / localhost decision (README.md): affiliate URLs are https on a reserved host whose path is
// the demo retailer site's path, so the app maps one to the other by swapping the origin. The mapping is the
// app's rule too (domain/navigation/affiliateLanding.ts), so it lives there once.
import { SANDBOX_AFFILIATE_ORIGIN, sandboxLandingPath } from '../../../../domain/navigation/affiliateLanding';
import { isValidAffiliateUrl } from '../../../../domain/navigation/affiliateUrl';
import { retailerSitePath } from './landingPath';

export { SANDBOX_AFFILIATE_ORIGIN };

/** `https://shop.clipback.test/demo-retailer/<retailerId>?launchId=lid-…`: https and carrying the launch id. */
export function sandboxAffiliateUrl(retailerId: number, launchId: string): string {
  const url = `${SANDBOX_AFFILIATE_ORIGIN}${retailerSitePath(retailerId, launchId)}`;
  if (!isValidAffiliateUrl(url)) throw new Error(`Built an affiliate URL the retailer-launch page would refuse: ${url}`);
  return url;
}

/**
 * Where a sandbox affiliate URL lands on this machine: the same path and query on the sandbox's own
 * origin (`http://localhost:8080/demo-retailer/1058?launchId=lid-…`). Null for any other URL, so the app
 * never navigates anywhere but its own origin's demo retailer site this way.
 */
export function localLandingUrl(affiliateUrl: string, sandboxOrigin: string): string | null {
  const path = sandboxLandingPath(affiliateUrl);
  return path === null ? null : new URL(path, sandboxOrigin).toString();
}

// The https / localhost decision (README.md): affiliate URLs are https on a reserved host whose path is
// the demo retailer site's path, so the app maps one to the other by swapping the origin.
import { isValidAffiliateUrl } from '../../../../domain/navigation/affiliateUrl';
import { RETAILER_SITE_PREFIX, retailerSitePath } from '../retailerSite/paths';

/**
 * The origin of every sandbox affiliate URL. `.test` is reserved (RFC 2606): it never resolves, so a URL
 * that escapes the sandbox goes nowhere instead of to somebody's site.
 */
export const SANDBOX_AFFILIATE_ORIGIN = 'https://shop.clipback.test';

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
  let parsed: URL;
  try {
    parsed = new URL(affiliateUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== SANDBOX_AFFILIATE_ORIGIN || !parsed.pathname.startsWith(`${RETAILER_SITE_PREFIX}/`)) return null;
  return new URL(`${parsed.pathname}${parsed.search}`, sandboxOrigin).toString();
}

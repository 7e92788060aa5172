// Where a sandbox affiliate link lands: the demo retailer site (../retailerSite) is mounted there and serves
// the launch's page, so the site builds on the affiliate link, never the reverse.

import { RETAILER_SITE_PREFIX } from '../../../../domain/navigation/affiliateLanding';

/** Where the demo retailer site is mounted on the sandbox's origin (the app maps affiliate URLs to it). */
export { RETAILER_SITE_PREFIX };

/** The demo site's page for a launch: `/demo-retailer/<retailerId>?launchId=lid-…`. */
export function retailerSitePath(retailerId: number, launchId: string): string {
  return `${RETAILER_SITE_PREFIX}/${retailerId}?launchId=${encodeURIComponent(launchId)}`;
}

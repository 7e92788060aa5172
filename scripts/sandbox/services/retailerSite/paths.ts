/** Where the demo retailer site is mounted on the sandbox's origin. */
export const RETAILER_SITE_PREFIX = '/demo-retailer';

/** The demo site's page for a launch: `/demo-retailer/<retailerId>?launchId=lid-…`. */
export function retailerSitePath(retailerId: number, launchId: string): string {
  return `${RETAILER_SITE_PREFIX}/${retailerId}?launchId=${encodeURIComponent(launchId)}`;
}

/** Where the order form posts. */
export const ordersPath = (retailerId: number) => `${RETAILER_SITE_PREFIX}/${retailerId}/orders`;

/** The confirmation page of one demo order. */
export function orderPath(retailerId: number, orderId: string, launchId: string): string {
  return `${RETAILER_SITE_PREFIX}/${retailerId}/orders/${encodeURIComponent(orderId)}?launchId=${encodeURIComponent(launchId)}`;
}

/** The site's one stylesheet. */
export const STYLESHEET_PATH = `${RETAILER_SITE_PREFIX}/assets/site.css`;

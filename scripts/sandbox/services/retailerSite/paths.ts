// The demo retailer site's paths below the prefix where affiliate links land (domain/navigation/affiliateLanding.ts).
import { RETAILER_SITE_PREFIX } from '../../../../domain/navigation/affiliateLanding';

/** Where the order form posts. */
export const ordersPath = (retailerId: number) => `${RETAILER_SITE_PREFIX}/${retailerId}/orders`;

/** The confirmation page of one demo order. */
export function orderPath(retailerId: number, orderId: string, launchId: string): string {
  return `${RETAILER_SITE_PREFIX}/${retailerId}/orders/${encodeURIComponent(orderId)}?launchId=${encodeURIComponent(launchId)}`;
}

/** The site's one stylesheet. */
export const STYLESHEET_PATH = `${RETAILER_SITE_PREFIX}/assets/site.css`;

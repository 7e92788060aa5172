import { OFFER_TRACKING_PROPERTY } from './offerTracking';

/** The properties every offer tracking event carries: the offer, and the retailer when there is one (000 §7). */
export function offerTrackingProperties(offerId: number, retailerId?: number | null): Record<string, unknown> {
  return {
    [OFFER_TRACKING_PROPERTY.OFFER_ID]: offerId,
    ...(retailerId ? { [OFFER_TRACKING_PROPERTY.RETAILER_ID]: retailerId } : {}),
  };
}

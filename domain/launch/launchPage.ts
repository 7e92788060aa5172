import { retailerCashBackLabel } from '../browsing/cashBack';
import { RETAILER_LAUNCH_QUERY as QUERY } from '../navigation/routes';
import { formatOfferValue } from '../offers/formatOfferValue';
import type { Offer } from '../offers/Offer';
import type { Retailer } from '../retailers/Retailer';

export interface RetailerLaunchPageInput {
  retailer: Pick<Retailer, 'name' | 'iconUrl' | 'imageUrl' | 'topAmountBack' | 'topPercentBack'>;
  /** The launch's id (fetchAffiliateData launchId): the shopping id the shopper sees. */
  shoppingId: string;
  affiliateUrl: string;
  /** The hydrated offers going with the launch (step 6). */
  offers: readonly Pick<Offer, 'currentValue' | 'percentBack' | 'amount'>[];
  /** The item offers this trip activates (steps 3–4). */
  itemOfferCount: number;
  launchedOfferId?: number | null;
}

/**
 * The value the launch page headlines (offerValueString): the best of the launch's offers (highest percent,
 * else highest amount, as the affiliate service ranks them), else the retailer's top cash back, else none.
 */
export function launchOfferValue(
  offers: RetailerLaunchPageInput['offers'],
  retailer: Pick<Retailer, 'topAmountBack' | 'topPercentBack'>,
): string | null {
  const best = [...offers].sort(
    (a, b) => (b.percentBack ?? -1) - (a.percentBack ?? -1) || (b.amount ?? -1) - (a.amount ?? -1),
  )[0];
  return (best && formatOfferValue(best)) || retailerCashBackLabel(retailer);
}

/**
 * The retailer-launch page's query (000 §2; affiliate launch step 9): what the page shows while it forwards.
 * Absent values are left out rather than sent empty.
 */
export function retailerLaunchQuery(input: RetailerLaunchPageInput): Record<string, string> {
  const { retailer } = input;
  const entries: [string, string | number | null | undefined][] = [
    [QUERY.OFFER_VALUE_STRING, launchOfferValue(input.offers, retailer)],
    [QUERY.SHOPPING_ID, input.shoppingId],
    [QUERY.ICON_URL, retailer.iconUrl || retailer.imageUrl],
    [QUERY.AFFILIATE_URL, input.affiliateUrl],
    [QUERY.NAME, retailer.name],
    [QUERY.ITEM_OFFER_COUNT, input.itemOfferCount],
    [QUERY.TOP_AMOUNT_BACK, retailer.topAmountBack],
    [QUERY.MAX_PERCENT_BACK, retailer.topPercentBack],
    [QUERY.LAUNCHED_OFFER_ID, input.launchedOfferId],
  ];
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '').map(([key, value]) => [key, String(value)]),
  );
}

import { BRAND_NAME } from '../../../domain/constants/app';

/**
 * The post-retailer modal (000 §2 "Modals", §4 step 11): the document says only that it shows the shopping id;
 * the wording is ours.
 */
export const POST_RETAILER_COPY = {
  title: (retailerName: string) => (retailerName ? `Welcome back from ${retailerName}` : 'Welcome back'),
  /** Generic: the pending period depends on the offer kind and retailer, which this modal does not know. */
  PENDING: `Purchases you made on this trip show in your earnings as pending cash back once the retailer reports them to ${BRAND_NAME}.`,
  SHOPPING_ID_LABEL: 'Your shopping ID',
  SHOPPING_ID_HINT: 'Keep this ID if you contact support about this trip.',
  COPY: 'Copy',
  COPIED: 'Copied!',
  COPY_LABEL: 'Copy your shopping ID',
  COPY_FAILED: 'Could not copy. Select the ID and copy it yourself.',
  /** The trip check (fetchAffiliateTransactionByLaunchId) as the shopper comes back. */
  TRIP_CHECKING: 'Checking your trip…',
  tripConfirmed: (retailerName: string, offerValue: string | null) =>
    `Trip confirmed: we saw you reach ${retailerName || 'the retailer'}${offerValue ? `, earning ${offerValue} back` : ''}.`,
  TRIP_NOT_REACHED: "We haven't seen this trip reach the retailer yet. If you shopped, it may take a few minutes to show.",
  EARNINGS: 'See my earnings',
  GOT_IT: 'Got it',
} as const;

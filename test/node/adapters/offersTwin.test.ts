import { OFFERS_FIXTURE as F, seededOffers } from '../../support/offersMother';
import { describeOffersContract } from '../../contracts/offersContract';

describeOffersContract('MemoryOffersGateway (in-memory twin)', async () => ({
  visitor: seededOffers({ signedIn: false }),
  customer: seededOffers({ signedIn: true }),
  customerId: F.CUSTOMER_ID,
  retailerId: F.RETAILER_ID,
  otherRetailerId: F.OTHER_RETAILER_ID,
  offerGroupId: F.OFFER_GROUP_ID,
  tag: F.TAG,
  unknownOfferId: F.UNKNOWN_OFFER_ID,
}));

// An Object Mother for the offers twin: a retailer's offers, an offer group and a tag, as the contract names them.
import { MemoryOffersGateway } from '../../adapters/offers/MemoryOffersGateway';
import { REWARD_TYPE } from '../../domain/constants/shopping';
import { ATTRIBUTION_METHOD, OFFER_TYPE, type Offer } from '../../domain/offers/Offer';

export const OFFERS_FIXTURE = {
  CUSTOMER_ID: '1000001',
  RETAILER_ID: 3443,
  /** A retailer none of the offers is at. */
  OTHER_RETAILER_ID: 201,
  OFFER_GROUP_ID: '8001',
  TAG: { name: 'fresh-picks', displayName: 'Fresh Picks' },
  UNKNOWN_OFFER_ID: 99_999_999,
} as const;

function anOffer(id: number, overrides: Partial<Offer> = {}): Offer {
  return {
    id,
    name: `Offer ${id}`,
    currentValue: '$1.00',
    terms: 'One per receipt.',
    retailers: [OFFERS_FIXTURE.RETAILER_ID],
    rewards: [{ id: id * 10, type: REWARD_TYPE.INSTANT }],
    activated: false,
    // What the affiliate launch counts and gathers by (the unlocked offers carry them through).
    attributionMethod: ATTRIBUTION_METHOD.NONAFFILIATE,
    offerType: OFFER_TYPE.DEFAULT,
    offerRetailerPurchaseCategories: [{ id: 2001, offerId: id, displayName: 'Storewide' }],
    ...overrides,
  };
}

/** A twin with three offers at the retailer (one unlocked by the customer, one a sweepstakes), a group and a tag. */
export function seededOffers({ signedIn = true }: { signedIn?: boolean } = {}): MemoryOffersGateway {
  const twin = new MemoryOffersGateway();
  twin.signedIn = signedIn;
  const offers = [
    anOffer(501, { name: 'Milk, 1 gal' }),
    anOffer(502, { name: 'Coffee beans', rewards: [{ id: 5020, type: REWARD_TYPE.SWEEPSTAKES, content: 'Win a year of coffee.' }] }),
    anOffer(503, { name: 'Bread', activated: true }),
  ];
  for (const offer of offers) twin.offers.set(offer.id, offer);
  twin.offerGroups.set(OFFERS_FIXTURE.OFFER_GROUP_ID, [501]);
  twin.offerTags.set(OFFERS_FIXTURE.TAG.name, { displayName: OFFERS_FIXTURE.TAG.displayName, offerIds: [503, 501] });
  return twin;
}

// An Object Mother for the list-to-offers sidebar: grocery offers at the default retailer 3443, on the browsing
// stores (seeded catalogue, signed in, the list-to-offers flag on).
import { FLAG, LIST_TO_OFFERS_VALUE } from '../../domain/constants/flags';
import { REWARD_TYPE } from '../../domain/constants/shopping';
import { DEFAULT_RETAILER_IDS } from '../../domain/constants/retailers';
import { ATTRIBUTION_METHOD, OFFER_TYPE, type Offer } from '../../domain/offers/Offer';
import { browsingStores, type BrowsingStoresOptions } from './browsingStores';
import { TEST_IMAGE } from './catalogueMother';

export const SIDEBAR_FIXTURE = {
  /** The domain's default retailer (3443, Maple & Main Market in the catalogue mother). */
  RETAILER_ID: DEFAULT_RETAILER_IDS[0] as number,
  OTHER_RETAILER_ID: DEFAULT_RETAILER_IDS[1] as number,
  LIST: 'milk\nbread\nzucchini',
} as const;

function aGroceryOffer(id: number, name: string): Offer {
  return {
    id,
    name,
    url: TEST_IMAGE,
    currentValue: '$1.00',
    terms: 'One per receipt.',
    retailers: [SIDEBAR_FIXTURE.RETAILER_ID],
    rewards: [{ id: id * 10, type: REWARD_TYPE.INSTANT }],
    activated: false,
    attributionMethod: ATTRIBUTION_METHOD.NONAFFILIATE,
    offerType: OFFER_TYPE.DEFAULT,
  };
}

export const GROCERY_OFFERS: readonly Offer[] = [aGroceryOffer(701, 'Whole milk, 1 gal'), aGroceryOffer(702, 'Sourdough bread'), aGroceryOffer(703, 'Oat milk')];

/** Browsing stores signed in with the flag on, the grocery offers in the shopping-list and offers twins. */
export async function sidebarStores(options: BrowsingStoresOptions = {}) {
  const created = await browsingStores({ signedIn: true, ...options, flags: { [FLAG.LIST_TO_OFFERS]: LIST_TO_OFFERS_VALUE.ENABLED, ...options.flags } });
  created.shoppingList.offersAt.set(SIDEBAR_FIXTURE.RETAILER_ID, [...GROCERY_OFFERS]);
  for (const offer of GROCERY_OFFERS) created.offers.offers.set(offer.id, offer);
  return created;
}

// A seeded search twin whose names mirror the sandbox demo's, so the search contract runs on both.
import { MemorySearchGateway } from '../../adapters/search/MemorySearchGateway';
import { RETAILER_ID } from '../../domain/constants/retailers';
import type { Offer } from '../../domain/offers/Offer';
import { aRetailer } from './catalogueMother';

export const SEARCH_FIXTURE = {
  RETAILER: { id: RETAILER_ID.DIRECT_INTEGRATION, name: 'Grandmart Superstore' },
  OTHER_RETAILER: { id: RETAILER_ID.FALLBACK_DEFAULT, name: 'Grandmart Grocery' },
  MISSPELLED_RETAILER_NAME: 'Grandmrat Superstore',
  OFFER_WORD: 'back',
  GLOBAL_TERMS: ['milk', 'coffee', 'paper towels'],
  RETAILER_TERMS: ['grandmart deals'],
} as const;

let nextOfferId = 9_000;

/** A searchable offer: just the fields search cards read. */
export function aSearchOffer(overrides: Partial<Offer> & Pick<Offer, 'name'>): Offer {
  return {
    id: nextOfferId++,
    description: null,
    url: null,
    currentValue: '$1.00 back',
    activated: false,
    retailers: [SEARCH_FIXTURE.RETAILER.id],
    rewards: [],
    ...overrides,
  } as Offer;
}

export function seededSearch({ signedIn = true }: { signedIn?: boolean } = {}): MemorySearchGateway {
  const twin = new MemorySearchGateway();
  twin.signedIn = signedIn;
  const F = SEARCH_FIXTURE;
  twin.retailers = [aRetailer({ ...F.RETAILER, offerCount: 3 }), aRetailer({ ...F.OTHER_RETAILER, offerCount: 2 })];
  twin.offers = [
    aSearchOffer({ name: '$2 back on Grandmart coffee' }),
    aSearchOffer({ name: '5% back on paper towels' }),
    aSearchOffer({ name: 'Whole milk, $1 back', retailers: [F.OTHER_RETAILER.id] }),
  ];
  twin.bonuses = [{ id: 1, name: 'Grandmart weekend bonus' }];
  twin.corrections.set(F.MISSPELLED_RETAILER_NAME.toLowerCase(), 'grandmart Superstore');
  twin.popular = { globalSearches: [...F.GLOBAL_TERMS], byRetailer: new Map([[F.RETAILER.id, [...F.RETAILER_TERMS]]]) };
  return twin;
}

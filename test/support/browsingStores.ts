// Test stores for the browsing pages: createTestStores with the catalogue twin seeded, optionally signed in.
import { FLAG } from '../../domain/constants/flags';
import { CATALOGUE_FIXTURE, seedCatalogue, seedFavorites } from './catalogueMother';
import { createTestStores, signInCustomer } from './testStores';

export { DEMO_CUSTOMER_ID } from './testStores';

export interface BrowsingStoresOptions {
  path?: string;
  signedIn?: boolean;
  width?: number;
  /** Flag values on top of the defaults (the banners toggle is on unless given). */
  flags?: Record<string, unknown>;
}

/** A Stores on seeded twins with the auth and flags already settled, as startApp leaves them. */
export async function browsingStores({ path = '/home', signedIn = false, width, flags = {} }: BrowsingStoresOptions = {}) {
  const created = createTestStores({ path, ...(width === undefined ? {} : { width }) });
  seedCatalogue(created.catalogue);
  seedFavorites(created.favorites, created.catalogue);
  created.catalogue.signedIn = signedIn;
  if (signedIn) signInCustomer(created);
  created.flags.values = {
    [FLAG.BANNERS_TOGGLE]: true,
    [FLAG.WEB_EXCLUDED_RETAILERS]: [CATALOGUE_FIXTURE.WEB_EXCLUDED_ID],
    ...flags,
  } as typeof created.flags.values;
  await created.stores.auth.start(new URL(`http://localhost${path}`));
  await created.stores.flags.load({ customerId: created.stores.auth.customerId, platform: 'web_v2' });
  return created;
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

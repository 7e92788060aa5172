// Test stores for the browsing pages: createTestStores with the catalogue twin seeded, optionally signed in.
import { FLAG } from '../../domain';
import { CATALOGUE_FIXTURE, seedCatalogue } from './catalogueMother';
import { createTestStores, TEST_NOW } from './testStores';

export const DEMO_CUSTOMER_ID = '1000001';

export interface BrowsingStoresOptions {
  path?: string;
  signedIn?: boolean;
  width?: number;
  /** Flag values on top of the defaults (the banners toggle is on unless given). */
  flags?: Record<string, unknown>;
}

/** A RootStore on seeded twins with the auth and flags already settled, as startApp leaves them. */
export async function browsingStores({ path = '/home', signedIn = false, width, flags = {} }: BrowsingStoresOptions = {}) {
  const created = createTestStores({ path, ...(width === undefined ? {} : { width }) });
  seedCatalogue(created.catalogue);
  created.catalogue.signedIn = signedIn;
  if (signedIn) created.identity.signIn({ sub: 'auth0|demo' }, { sub: DEMO_CUSTOMER_ID, exp: TEST_NOW.getTime() / 1000 + 3600 });
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

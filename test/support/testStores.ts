import { withCustomerInfoDefaults, type CustomerInfo } from '../../domain/customers/customerInfo';
import { createMemoryHistory } from 'history';
import { MemoryAccountSecurityGateway } from '../../adapters/accountSecurity/MemoryAccountSecurityGateway';
import { MemoryCatalogueGateway } from '../../adapters/catalogue/MemoryCatalogueGateway';
import { MemoryAccountLinkingGateway } from '../../adapters/linking/MemoryAccountLinkingGateway';
import { MemoryDirectLinkingGateway } from '../../adapters/directLinking/MemoryDirectLinkingGateway';
import { FixedClock, type Clock } from '../../adapters/clock/Clock';
import { ManualTimers } from '../../adapters/clock/Timers';
import { MemoryCookies } from '../../adapters/cookies/Cookies';
import { MemoryCustomerGateway } from '../../adapters/customers/MemoryCustomerGateway';
import { MemoryExtension } from '../../adapters/extension/MemoryExtension';
import { MemoryFlags } from '../../adapters/flags/MemoryFlags';
import { MemoryIdentity } from '../../adapters/identity/MemoryIdentity';
import { MemoryOffersGateway } from '../../adapters/offers/MemoryOffersGateway';
import { MemoryPaymentsGateway } from '../../adapters/payments/MemoryPaymentsGateway';
import { MemoryRegistrationGateway } from '../../adapters/registration/MemoryRegistrationGateway';
import { MemorySettingsGateway } from '../../adapters/settings/MemorySettingsGateway';
import { MemoryStorage } from '../../adapters/storage/KeyValueStorage';
import { MemoryTracking } from '../../adapters/tracking/MemoryTracking';
import { MemoryClipboard } from '../../adapters/clipboard/Clipboard';
import { MemoryTagManager } from '../../adapters/tracking/TagManager';
import { MemoryExternalNavigation } from '../../adapters/location/ExternalNavigation';
import { MemorySupportGateway } from '../../adapters/support/MemorySupportGateway';
import { MemoryAffiliateLaunchGateway } from '../../adapters/launch/MemoryAffiliateLaunchGateway';
import { MemoryEarningsGateway } from '../../adapters/earnings/MemoryEarningsGateway';
import { MemorySearchGateway } from '../../adapters/search/MemorySearchGateway';
import { MemoryBonusesGateway } from '../../adapters/bonuses/MemoryBonusesGateway';
import { MemoryFavoritesGateway } from '../../adapters/favorites/MemoryFavoritesGateway';
import { MemoryShoppingListGateway } from '../../adapters/shoppingList/MemoryShoppingListGateway';
import { MemoryProductSearchGateway } from '../../adapters/products/MemoryProductSearchGateway';
import { FEATURE_STORE_MODULES, Stores } from '../../ui/stores/Stores';

// The feature store groups' modules are in before any test builds Stores, as if each feature had been used: a test
// reads `stores.earnings` as the page that came with the group does.
await Promise.all(FEATURE_STORE_MODULES.map((module) => module.preload()));

export const TEST_NOW = new Date('2026-03-01T12:00:00.000Z');

/** The customer the test stores sign in as. */
export const DEMO_CUSTOMER_ID = '1000001';

/** The demo customer's record as the customer gateway answers it, with the balance (cents) a test needs. */
export function demoCustomerRecord(balance: number): CustomerInfo {
  return withCustomerInfoDefaults({
    customerId: DEMO_CUSTOMER_ID, firstName: 'Jamie', lastName: 'Rivera', email: 'demo@clipback.test', birthDate: '1990-01-01',
    zip: '80011', referralCode: 'JAMIE1', referralLink: '', profilePictureURL: '', balance, lifetimeEarnings: 9000,
    joinDate: '2025-01-01', firstTransactionTimePassed: true, phoneNumber: '', auth0Accounts: [],
  });
}

/** Signs a customer in on the identity twin, with a token valid for an hour from the clock's now. */
export function signInCustomer(
  { identity, clock }: { identity: MemoryIdentity; clock: Clock },
  customerId: string = DEMO_CUSTOMER_ID,
): void {
  identity.signIn({ sub: `auth0|${customerId}` }, { sub: customerId, exp: clock.now().getTime() / 1000 + 3600 });
}

/** A Stores on in-memory twins at `path`, with every twin returned for arranging and asserting. */
export function createTestStores({
  path = '/home',
  now = TEST_NOW,
  width = 1280,
  newId,
  userAgent,
}: { path?: string; now?: Date; width?: number; newId?: () => string; userAgent?: string } = {}) {
  const clock = new FixedClock(now);
  let ids = 0;
  const linking = new MemoryAccountLinkingGateway();
  const twins = {
    history: createMemoryHistory({ initialEntries: [path] }),
    identity: new MemoryIdentity(),
    customers: new MemoryCustomerGateway(),
    // The demo customer has finished the checkup, as the sandbox's demo has; a test of the checkup resets it.
    security: new MemoryAccountSecurityGateway(DEMO_CUSTOMER_ID, 'demo@clipback.test').completeAll(),
    catalogue: new MemoryCatalogueGateway(),
    linking,
    // One set of links behind both linking twins, as the service keeps them (1408's unlink clears 4's link).
    directLinking: new MemoryDirectLinkingGateway(DEMO_CUSTOMER_ID, linking.links),
    offers: new MemoryOffersGateway(),
    registration: Object.assign(new MemoryRegistrationGateway(), { today: now }),
    settings: new MemorySettingsGateway(),
    flags: new MemoryFlags(),
    tracking: new MemoryTracking(clock),
    extension: new MemoryExtension(),
    cookies: new MemoryCookies(clock),
    storage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    // Answers the demo customer; a test sets its balance and accounts.
    payments: Object.assign(new MemoryPaymentsGateway(), { signedInAs: DEMO_CUSTOMER_ID as string | null }),
    clock,
    // Nothing waited for runs until a test advances it (the type-ahead's debounce).
    timers: new ManualTimers(),
    support: new MemorySupportGateway(),
    clipboard: new MemoryClipboard(),
    externalNavigation: new MemoryExternalNavigation(),
    tagManager: new MemoryTagManager(),
    // Answers the demo customer, as the offers twin does; a visitor's test sets signedInAs to null.
    affiliateLaunch: Object.assign(new MemoryAffiliateLaunchGateway(), { signedInAs: DEMO_CUSTOMER_ID as string | null }),
    // Answers the demo customer, with an empty history; a test fills it (test/support/earningsHistory.ts).
    earnings: Object.assign(new MemoryEarningsGateway(), { signedInAs: DEMO_CUSTOMER_ID as string | null }),
    // Signed in, with nothing to find; a test seeds it (test/support/searchMother.ts).
    search: new MemorySearchGateway(),
    // Answers the demo customer, with no list and no offers; a test fills offersAt.
    shoppingList: new MemoryShoppingListGateway(DEMO_CUSTOMER_ID),
    // No products; a test seeds it (test/support/productMother.ts).
    products: new MemoryProductSearchGateway(),
    // Answers the demo customer, with no bonuses; a test seeds it (test/support/bonusesMother.ts).
    bonuses: new MemoryBonusesGateway(DEMO_CUSTOMER_ID),
    // Answers the demo customer, with no favourites and no retailers to favourite; a test fills them.
    favorites: new MemoryFavoritesGateway(DEMO_CUSTOMER_ID),
  };
  // The stores' waits (the personal-data file's poll): real ones unless a test makes them move the clock on.
  const waits = { sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };
  const stores = new Stores({
    ...twins,
    newId: newId ?? (() => `session-${++ids}`),
    initialWidth: width,
    ...(userAgent ? { userAgent } : {}),
    sleep: (ms) => waits.sleep(ms),
  });
  return { stores, waits, ...twins };
}

/** The same twins behind a new Stores: the app after a reload (storage, cookies and the services kept). */
export function reloadedStores({ stores: _previous, waits, ...twins }: ReturnType<typeof createTestStores>): Stores {
  let ids = 0;
  return new Stores({ ...twins, newId: () => `reloaded-${++ids}`, sleep: (ms) => waits.sleep(ms) });
}

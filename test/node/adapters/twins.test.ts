import { expect } from 'chai';
import { FixedClock } from '../../../adapters/clock/Clock';
import { MemoryCookies } from '../../../adapters/cookies/Cookies';
import { MemoryOffersGateway } from '../../../adapters/offers/MemoryOffersGateway';
import { MemoryStorage, webStorage } from '../../../adapters/storage/KeyValueStorage';
import { MemoryCustomerGateway } from '../../../adapters/customers/MemoryCustomerGateway';
import { MemoryExtension } from '../../../adapters/extension/MemoryExtension';
import { MemoryIdentity } from '../../../adapters/identity/MemoryIdentity';
import { MemoryFlags } from '../../../adapters/flags/MemoryFlags';
import { MemoryAccountLinkingGateway } from '../../../adapters/linking/MemoryAccountLinkingGateway';
import { MemoryTracking } from '../../../adapters/tracking/MemoryTracking';
import { FLAG, LIST_TO_OFFERS_VALUE } from '../../../domain/constants/flags';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { describeAccountLinkingContract } from '../../contracts/accountLinkingContract';
import { describeCookiesContract } from '../../contracts/cookiesContract';
import { describeCustomersContract } from '../../contracts/customersContract';
import { describeExtensionContract } from '../../contracts/extensionContract';
import { describeFlagsContract } from '../../contracts/flagsContract';
import { describeIdentityContract } from '../../contracts/identityContract';
import { describeStorageContract } from '../../contracts/storageContract';
import { describeTrackingContract } from '../../contracts/trackingContract';
import { DEMO_CUSTOMER_ID, demoCustomerRecord, TEST_NOW } from '../../support/testStores';
import { rejection } from '../../support/rejection';
import { noOfferForOfferGroup } from '../../../domain/offers/offerGroup';

describeCookiesContract('MemoryCookies (in-memory twin)', () => {
  const clock = new FixedClock();
  return { cookies: new MemoryCookies(clock), advance: (ms) => clock.advance(ms) };
});

describeStorageContract('MemoryStorage (in-memory twin)', () => new MemoryStorage());

describeExtensionContract('MemoryExtension (in-memory twin)', {
  installed: (version) => {
    const twin = new MemoryExtension(version);
    return { port: twin, received: async () => twin.sent };
  },
  none: () => new MemoryExtension(null),
});

describeIdentityContract(
  'MemoryIdentity (in-memory twin)',
  () => new MemoryIdentity(),
  async () => {
    const identity = new MemoryIdentity();
    const user = { sub: 'auth0|contract', email: 'contract@clipback.test' };
    identity.signIn(user, { sub: user.sub });
    return { identity, accessToken: identity.accessToken ?? '', user };
  },
);

describeCustomersContract('MemoryCustomerGateway (in-memory twin)', async () => {
  const customer = new MemoryCustomerGateway();
  customer.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(1200));
  customer.passwords.set(DEMO_CUSTOMER_ID, 'twin-password');
  const visitor = new MemoryCustomerGateway();
  visitor.signedIn = false;
  return { visitor, customer, customerId: DEMO_CUSTOMER_ID, otherCustomerId: '1000002', password: 'twin-password' };
});

describeAccountLinkingContract('MemoryAccountLinkingGateway (in-memory twin)', async () => {
  const link = { retailerId: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified', locked: false };
  const customer = new MemoryAccountLinkingGateway();
  customer.links.set(link.retailerId, link);
  const takenEmail = 'held@example.com';
  customer.takenEmails.add(takenEmail);
  const visitor = new MemoryAccountLinkingGateway();
  visitor.signedIn = false;
  return {
    visitor, customer, customerId: DEMO_CUSTOMER_ID, link, unlinkedRetailerId: RETAILER_ID.CREDIT_WITHIN_24_HOURS,
    linkableRetailerId: RETAILER_ID.MFA, takenEmail,
  };
});

describeFlagsContract('MemoryFlags (in-memory twin)', async () => {
  const flags = new MemoryFlags();
  flags.values = { [FLAG.MAINTENANCE]: false, [FLAG.LIST_TO_OFFERS]: LIST_TO_OFFERS_VALUE.ENABLED, [FLAG.WEB_EXCLUDED_RETAILERS]: [7] };
  return { flags, customerId: DEMO_CUSTOMER_ID };
});

describeTrackingContract('MemoryTracking (in-memory twin)', async () => ({
  visitor: new MemoryTracking(new FixedClock(TEST_NOW)),
  customer: new MemoryTracking(new FixedClock(TEST_NOW)),
  customerId: DEMO_CUSTOMER_ID,
  now: TEST_NOW,
}));

describe('webStorage', () => {
  it('treats a storage that throws (quota, disabled) as empty instead of breaking the page', () => {
    const throwing = {
      getItem() {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('QuotaExceededError');
      },
      removeItem() {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const storage = webStorage(throwing);
    expect(() => storage.set('k', 'v')).not.to.throw();
    expect(storage.get('k')).to.equal(null);
    expect(() => storage.remove('k')).not.to.throw();
  });
});

describe('FixedClock', () => {
  it('stands still until advanced or set', () => {
    const clock = new FixedClock('2026-03-01T00:00:00.000Z');
    expect(clock.now().toISOString()).to.equal('2026-03-01T00:00:00.000Z');
    clock.advance(1500);
    expect(clock.now().toISOString()).to.equal('2026-03-01T00:00:01.500Z');
    clock.set('2027-01-01T00:00:00.000Z');
    expect(clock.now().getUTCFullYear()).to.equal(2027);
  });
});

describe('MemoryOffersGateway', () => {
  it("resolves an offer group as the real gateway does: its ids, or 'Could not find offer ID for offer group ID: {id}'", async () => {
    const twin = new MemoryOffersGateway();
    twin.offerGroups.set('8001', [501, 502]);
    twin.offerGroups.set('8002', []);
    expect(await twin.fetchOfferGroupOfferIds('8001')).to.deep.equal([501, 502]);
    expect((await rejection(twin.fetchOfferGroupOfferIds('8002'))).message).to.equal(noOfferForOfferGroup('8002'));
    expect((await rejection(twin.fetchOfferGroupOfferIds('7'))).message).to.equal(noOfferForOfferGroup('7'));
  });
});

import { expect } from 'chai';
import { FLAG } from '../../../../domain/constants/flags';
import { MESSAGE_KEY, MESSAGE_TEXT } from '../../../../domain/constants/messages';
import { ROUTE_NAME } from '../../../../domain/constants/navigation';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { parseLastLaunch, type LastLaunch } from '../../../../domain/launch/lastLaunch';
import type { Offer } from '../../../../domain/offers/Offer';
import type { ShopRequest } from '../../../../ui/stores/LaunchStore';
import { RecordingLaunchWindow } from '../../../support/recordingLaunchWindow';
import { createTestStores, signInCustomer, TEST_NOW } from '../../../support/testStores';
import { STORE_PERSISTENCE_TIMEOUT_MS } from '../../../../domain/platform/storePersistence';
import { aLaunchRetailer } from '../../../support/launchMother';
import { STORAGE_KEY } from '../../../../domain/constants/cookies';

const RETAILER: ShopRequest['retailer'] = { id: 77, name: 'Acme', iconUrl: null, imageUrl: null, webRetailer: true, topAmountBack: null, topPercentBack: 3 };

/** Stores with the affiliate twin knowing `retailerIds`, signed in unless told otherwise, as startApp leaves them. */
async function launchStores({ signedIn = true, retailerIds = [RETAILER.id], flags = {} }: { signedIn?: boolean; retailerIds?: number[]; flags?: Record<string, unknown> } = {}) {
  const created = createTestStores({ path: `/retailers/Acme/${RETAILER.id}` });
  for (const id of retailerIds) {
    created.affiliateLaunch.retailers.set(id, aLaunchRetailer(`Retailer ${id}`));
  }
  if (signedIn) {
    signInCustomer(created);
  } else {
    created.offers.signedIn = false;
    created.affiliateLaunch.signedInAs = null;
  }
  created.flags.values = flags as typeof created.flags.values;
  await created.stores.auth.start(new URL(`http://localhost/retailers/Acme/${RETAILER.id}`));
  await created.stores.flags.load({ customerId: created.stores.auth.customerId, platform: 'web_v2' });
  return created;
}

describe('LaunchStore (Shop, 000 §4 affiliate launch)', () => {
  it("gives a visitor the logged-out modal with the retailer's id and name, and opens no tab", async () => {
    const { stores } = await launchStores({ signedIn: false });
    const launchWindow = new RecordingLaunchWindow();
    let opened = 0;
    const outcome = await stores.launch.shop({ retailer: RETAILER }, () => (opened++, launchWindow));
    expect(outcome).to.equal('loggedOut');
    expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut', retailerId: RETAILER.id, retailerName: RETAILER.name });
    expect(opened).to.equal(0);
  });

  it('marks the retailer activating while the launch runs, opens the launch page and answers launched', async () => {
    const { stores, affiliateLaunch } = await launchStores();
    const launchWindow = new RecordingLaunchWindow();
    const launching = stores.launch.shop({ retailer: RETAILER }, () => launchWindow);
    expect(stores.launch.isActivating(RETAILER.id)).to.equal(true);
    expect(await launching).to.equal('launched');
    expect(stores.launch.isActivating(RETAILER.id)).to.equal(false);
    expect(launchWindow.opened).to.have.length(1);
    expect(launchWindow.opened[0]).to.contain(encodeURIComponent(affiliateLaunch.launches[0]!.launchId));
    expect(stores.toasts.toasts).to.deep.equal([]);
  });

  it('launches once for a double click (the second answers busy)', async () => {
    const { stores, affiliateLaunch } = await launchStores();
    const first = stores.launch.shop({ retailer: RETAILER }, () => new RecordingLaunchWindow());
    expect(await stores.launch.shop({ retailer: RETAILER }, () => new RecordingLaunchWindow())).to.equal('busy');
    await first;
    expect(affiliateLaunch.launches).to.have.length(1);
  });

  it("shows the default error toast and answers 'error' when the launch fails, closing its tab", async () => {
    const { stores, affiliateLaunch } = await launchStores();
    affiliateLaunch.failWith = new Error('down');
    const launchWindow = new RecordingLaunchWindow();
    expect(await stores.launch.shop({ retailer: RETAILER }, () => launchWindow)).to.equal('error');
    expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGE_TEXT[MESSAGE_KEY.DEFAULT]]);
    expect(launchWindow.cancelled).to.equal(true);
    expect(stores.launch.isActivating(RETAILER.id)).to.equal(false);
  });

  describe('the post-retailer modal (step 11)', () => {
    it('shows the shopping id when the tab comes back after being hidden, once', async () => {
      const { stores, affiliateLaunch, storage } = await launchStores();
      await stores.launch.shop({ retailer: RETAILER }, () => new RecordingLaunchWindow());
      const shoppingId = affiliateLaunch.launches[0]!.launchId;
      stores.launch.pageVisibilityChanged(true);
      expect(stores.modals.current, 'not hidden yet').to.equal(null);
      stores.launch.pageVisibilityChanged(false);
      stores.launch.pageVisibilityChanged(true);
      expect(stores.modals.current).to.deep.equal({ kind: 'postRetailer', retailerId: RETAILER.id, retailerName: RETAILER.name, shoppingId });
      expect(parseLastLaunch(storage.get(STORAGE_KEY.LAST_AFFILIATE_LAUNCH))?.welcomedBack).to.equal(true);
      stores.modals.close();
      stores.launch.pageVisibilityChanged(false);
      stores.launch.pageVisibilityChanged(true);
      expect(stores.modals.current, 'only once').to.equal(null);
    });

    it("confirms the trip on return (fetchAffiliateTransactionByLaunchId): the transaction once the shopper reached the retailer", async () => {
      const { stores, affiliateLaunch } = await launchStores();
      affiliateLaunch.retailers.set(RETAILER.id, { ...aLaunchRetailer('Acme'), offerValue: 'Up to 3%' });
      await stores.launch.shop({ retailer: RETAILER }, () => new RecordingLaunchWindow());
      const shoppingId = affiliateLaunch.launches[0]!.launchId;
      affiliateLaunch.land(shoppingId);
      stores.launch.pageVisibilityChanged(false);
      stores.launch.pageVisibilityChanged(true);
      expect(stores.launch.tripOf(shoppingId), 'asked as the modal opens').to.deep.equal({ status: 'checking' });
      await stores.launch.settled();
      expect(stores.launch.tripOf(shoppingId)).to.deep.equal({ status: 'confirmed', transactionId: affiliateLaunch.launches[0]!.transactionId, offerValue: 'Up to 3%' });
    });

    it('says the trip is not seen yet when the shopper never reached the retailer, and nothing when the check fails', async () => {
      const { stores, affiliateLaunch } = await launchStores();
      await stores.launch.shop({ retailer: RETAILER }, () => new RecordingLaunchWindow());
      const shoppingId = affiliateLaunch.launches[0]!.launchId;
      stores.launch.pageVisibilityChanged(false);
      stores.launch.pageVisibilityChanged(true);
      await stores.launch.settled();
      expect(stores.launch.tripOf(shoppingId)).to.deep.equal({ status: 'notReached' });

      const failing = await launchStores();
      await failing.stores.launch.shop({ retailer: RETAILER }, () => new RecordingLaunchWindow());
      failing.affiliateLaunch.failWith = new Error('down');
      failing.stores.launch.pageVisibilityChanged(false);
      failing.stores.launch.pageVisibilityChanged(true);
      await failing.stores.launch.settled();
      expect(failing.stores.launch.tripOf(failing.affiliateLaunch.launches[0]!.launchId)).to.deep.equal({ status: 'unknown' });
    });

    it('shows nothing for a failed launch', async () => {
      const { stores, affiliateLaunch } = await launchStores();
      affiliateLaunch.failWith = new Error('down');
      await stores.launch.shop({ retailer: RETAILER }, () => new RecordingLaunchWindow());
      stores.launch.pageVisibilityChanged(false);
      stores.launch.pageVisibilityChanged(true);
      expect(stores.modals.current).to.equal(null);
    });

    const stored = (launch: Partial<LastLaunch>): string =>
      JSON.stringify({
        retailerId: RETAILER.id, retailerName: RETAILER.name, shoppingId: 'lid-x', openedIn: 'sameWindow', welcomedBack: false,
        savedAt: TEST_NOW.getTime(), ...launch,
      });

    it('stamps the stored launch, and shows it at start only within the store persistence timeout (100000 ms)', async () => {
      const { stores, storage } = await launchStores();
      await stores.launch.shop({ retailer: RETAILER }, () => new RecordingLaunchWindow());
      expect(parseLastLaunch(storage.get(STORAGE_KEY.LAST_AFFILIATE_LAUNCH))?.savedAt).to.equal(TEST_NOW.getTime());
      expect(STORE_PERSISTENCE_TIMEOUT_MS).to.equal(100_000);
      for (const [age, shows] of [[STORE_PERSISTENCE_TIMEOUT_MS - 1, true], [STORE_PERSISTENCE_TIMEOUT_MS, false]] as const) {
        const later = await launchStores();
        later.clock.set(new Date(TEST_NOW.getTime() + age));
        later.storage.set(STORAGE_KEY.LAST_AFFILIATE_LAUNCH, stored({}));
        later.stores.launch.resume(ROUTE_NAME.HOME);
        expect(later.stores.modals.current !== null, `after ${age} ms`).to.equal(shows);
      }
    });

    it('shows at start after a launch that left in this window (blocked pop-up), but not on the launch page itself', async () => {
      const { stores, storage } = await launchStores();
      storage.set(STORAGE_KEY.LAST_AFFILIATE_LAUNCH, stored({}));
      stores.launch.resume(ROUTE_NAME.RETAILER_LAUNCH);
      expect(stores.modals.current).to.equal(null);
      stores.launch.resume(ROUTE_NAME.RETAILER);
      expect(stores.modals.current).to.deep.equal({ kind: 'postRetailer', retailerId: RETAILER.id, retailerName: RETAILER.name, shoppingId: 'lid-x' });
    });

    it('does not show at start for a new-tab launch, one already shown, or storage that is not a launch', async () => {
      for (const value of [stored({ openedIn: 'newTab' }), stored({ welcomedBack: true }), '{"retailerId":"x"}', 'not json']) {
        const { stores, storage } = await launchStores();
        storage.set(STORAGE_KEY.LAST_AFFILIATE_LAUNCH, value);
        stores.launch.resume(ROUTE_NAME.HOME);
        expect(stores.modals.current, value).to.equal(null);
      }
    });
  });

  for (const retailerId of [RETAILER_ID.ACTIVATE_AND_REDIRECT_A, RETAILER_ID.ACTIVATE_AND_REDIRECT_B]) {
    it(`activate-and-redirect at ${retailerId}: adds the offers not yet added (not a sweepstakes one), then launches`, async () => {
      const { stores, offers } = await launchStores({ retailerIds: [retailerId] });
      const offer = (id: number, extra: Partial<Offer> = {}): Offer => ({ id, name: `Offer ${id}`, retailers: [retailerId], activated: false, ...extra });
      const plain = offer(1);
      const added = offer(2, { activated: true });
      const sweepstakes = offer(3, { rewards: [{ id: 9, type: 'sweepstakes' }] });
      for (const item of [plain, added, sweepstakes]) offers.offers.set(item.id, item);
      const outcome = await stores.launch.shop({ retailer: { ...RETAILER, id: retailerId }, retailerOffers: [plain, added, sweepstakes] }, () => new RecordingLaunchWindow());
      expect(outcome).to.equal('launched');
      expect(offers.unlocks.map((unlock) => unlock.payload.offer_id)).to.deep.equal([1]);
      expect(stores.offers.current(plain).activated).to.equal(true);
    });
  }

  it('does not activate first at other retailers', async () => {
    const { stores, offers } = await launchStores();
    const plain: Offer = { id: 5, name: 'Offer 5', retailers: [RETAILER.id], activated: false };
    offers.offers.set(plain.id, plain);
    await stores.launch.shop({ retailer: RETAILER, retailerOffers: [plain] }, () => new RecordingLaunchWindow());
    expect(offers.unlocks).to.deep.equal([]);
  });

  it("reads the shopper's link where a linking flag lists the retailer (a verified 1408 counts its item offers)", async () => {
    const retailerId = RETAILER_ID.DIRECT_INTEGRATION;
    const { stores, offers, linking } = await launchStores({ retailerIds: [retailerId], flags: { [FLAG.DIRECT_INTEGRATION_RETAILERS]: [retailerId] } });
    offers.offers.set(8, { id: 8, name: 'Offer 8', retailers: [retailerId], activated: true, offerType: 'default' });
    linking.links.set(retailerId, { retailerId, status: 'Verified' });
    const launchWindow = new RecordingLaunchWindow();
    await stores.launch.shop({ retailer: { ...RETAILER, id: retailerId } }, () => launchWindow);
    expect(new URL(launchWindow.opened[0]!, 'http://app.test').searchParams.get('itemOfferCount')).to.equal('1');
  });
});

import { expect } from 'chai';
import { autorun } from 'mobx';
import sinon from 'sinon';
import { SELECTION_CHANNEL } from '../../../../domain/offers/unlock';
import { COOKIE } from '../../../../domain/constants/cookies';
import { FLAG } from '../../../../domain/constants/flags';
import * as MESSAGES from '../../../../domain/constants/messages';
import { MESSAGE_KEY, MESSAGE_TEXT } from '../../../../domain/constants/messages';
import { OFFLINE_ACTION_MESSAGE } from '../../../../domain/platform/networkFailure';
import { ALCOHOL_OFFER_REFUSED } from '../../../../domain/customers/age';
import { NetworkError } from '../../../../sdk/src/errors';
import { POST_OFFER_UNLOCK_MODAL } from '../../../../domain/modals/postOfferUnlockModal';
import { POST_UNLOCK_MODAL } from '../../../../domain/modals/postUnlockModal';
import type { Offer } from '../../../../domain/offers/Offer';
import { OffersStore, type OfferEvent } from '../../../../ui/stores/OffersStore';
import { createTestStores, demoCustomerRecord } from '../../../support/testStores';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const CUSTOMER_ID = '1000001';
const RETAILER = { id: 3443, name: 'Maple & Main Market' };
const EXTENSION_RETAILER = { id: 9003, name: 'Lanternlight Books' };

const milk: Offer = {
  id: 501,
  name: 'Milk, 1 gal',
  currentValue: '$1.00',
  segmentId: 7,
  offerSegmentId: 8,
  retailers: [RETAILER.id, 5],
  rewards: [{ id: 61, type: 'instant' }],
  activated: false,
};
const sweepstakesOffer: Offer = {
  id: 502,
  name: 'Coffee beans',
  retailers: [RETAILER.id],
  rewards: [{ id: 71, type: 'sweepstakes', content: 'Win a year of coffee.' }],
  activated: false,
};
const book: Offer = { id: 503, name: 'Paperback', retailers: [EXTENSION_RETAILER.id], rewards: [], activated: false };

/** Resolves after the microtasks queued so far (a started unlock reaches its first await). */
const tick = () => new Promise((resolve) => setImmediate(resolve));

async function setup({ signedIn = true, width = 1280 }: { signedIn?: boolean; width?: number } = {}) {
  const t = createTestStores({ path: `/retailers/Maple_and_Main_Market/${RETAILER.id}`, now: NOW, width });
  for (const offer of [milk, sweepstakesOffer, book]) t.offers.offers.set(offer.id, offer);
  t.flags.values = {
    [FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS]: [1144, RETAILER.id],
    [FLAG.DIRECT_INTEGRATION_RETAILERS]: [1408],
    [FLAG.EXTENSION_REQUIRED_RETAILERS]: [EXTENSION_RETAILER.id],
  };
  if (signedIn) t.identity.signIn({ sub: 'auth0|x' }, { sub: CUSTOMER_ID, exp: NOW.getTime() / 1000 + 3600 });
  await t.stores.auth.start(new URL(`http://localhost/retailers/Maple_and_Main_Market/${RETAILER.id}`));
  await t.stores.flags.load({ customerId: t.stores.auth.customerId, platform: 'web_v2' });
  const events: OfferEvent[] = [];
  t.stores.offers.subscribe((event) => events.push(event));
  /** The shopper's link at a retailer, as the linking service has it. */
  const linkAt = (retailerId: number, status: string) => t.linking.links.set(retailerId, { retailerId, status });
  return { ...t, events, linkAt, tracked: () => t.tracking.events.map((event) => event.name) };
}

describe('OffersStore', () => {
  // Failures are logged for the developer; keep the test output clean.
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  describe('alcohol offers, only for shoppers 21 and over (001 §1)', () => {
    const lager: Offer = { id: 599, name: 'Craft lager 12-pack', alcohol: true, retailers: [RETAILER.id], rewards: [], activated: false };

    /** Signed in as a customer born on `birthDate`, the record loaded, the retailer's offers (with the lager) loaded. */
    async function shopperBorn(birthDate: string | null) {
      const t = await setup({ signedIn: birthDate !== null });
      t.offers.offers.set(lager.id, lager);
      if (birthDate !== null) {
        t.customers.customers.set(CUSTOMER_ID, { ...demoCustomerRecord(0), birthDate });
        await t.stores.customer.load();
      }
      await t.stores.offers.loadRetailerOffers(RETAILER.id);
      return t;
    }

    it('lists and adds it for a customer 21 or over', async () => {
      const { stores, offers } = await shopperBorn('2005-03-01');
      expect(stores.offers.retailerOffers(RETAILER.id).map((offer) => offer.id)).to.include(lager.id);
      expect(await stores.offers.unlock(lager, { retailerId: RETAILER.id })).to.equal('unlocked');
      expect(offers.unlocks.map((unlock) => unlock.payload.offer_id)).to.deep.equal([lager.id]);
    });

    it('hides it from a customer under 21 and refuses the add with the message, calling nothing', async () => {
      const { stores, offers } = await shopperBorn('2005-03-02');
      expect(stores.offers.retailerOffers(RETAILER.id).map((offer) => offer.id)).to.deep.equal([milk.id, sweepstakesOffer.id]);
      expect(await stores.offers.unlock(lager, { retailerId: RETAILER.id })).to.equal('failed');
      expect(stores.toasts.toasts.map((toast) => [toast.tone, toast.message])).to.deep.equal([['error', ALCOHOL_OFFER_REFUSED]]);
      expect(offers.unlocks).to.deep.equal([]);
    });

    it('hides it from a visitor', async () => {
      const { stores } = await shopperBorn(null);
      expect(stores.offers.retailerOffers(RETAILER.id).map((offer) => offer.id)).not.to.include(lager.id);
    });
  });

  describe("a retailer's offers", () => {
    it('loads them with their activated state, and reloads the fresh state (an unlock survives a reload)', async () => {
      const { stores, offers } = await setup();
      offers.offers.set(milk.id, { ...milk, activated: true });
      expect(stores.offers.retailerList(RETAILER.id).status).to.equal('idle');
      const loading = stores.offers.loadRetailerOffers(RETAILER.id);
      expect(stores.offers.retailerList(RETAILER.id).status).to.equal('loading');
      await loading;
      expect(stores.offers.retailerList(RETAILER.id).status).to.equal('ready');
      expect(stores.offers.retailerOffers(RETAILER.id).map((offer) => [offer.id, offer.activated])).to.deep.equal([
        [milk.id, true],
        [sweepstakesOffer.id, false],
      ]);
    });

    it('keeps the object of an offer a reload answers unchanged (its card does not render again), and takes a changed one', async () => {
      const { stores, offers } = await setup();
      await stores.offers.loadRetailerOffers(RETAILER.id);
      const [milkBefore, coffeeBefore] = stores.offers.retailerOffers(RETAILER.id);
      offers.offers.set(milk.id, { ...milk, activated: true });
      await stores.offers.loadRetailerOffers(RETAILER.id);
      const [milkAfter, coffeeAfter] = stores.offers.retailerOffers(RETAILER.id);
      expect(coffeeAfter).to.equal(coffeeBefore);
      expect(milkAfter).to.not.equal(milkBefore);
      expect(milkAfter?.activated).to.equal(true);
    });

    it('reports a failed load as an error state with no offers', async () => {
      const { stores, offers } = await setup();
      offers.failWith = new Error('down');
      await stores.offers.loadRetailerOffers(RETAILER.id);
      expect(stores.offers.retailerList(RETAILER.id)).to.deep.equal({ status: 'error', ids: [], error: 'down' });
    });
  });

  describe('unlock', () => {
    it('sends the payload, adopts the offer as the service answers it, emits the events and tracks OfferUnlocked', async () => {
      const { stores, offers, events, tracked, tracking, linkAt } = await setup();
      linkAt(RETAILER.id, 'verified');
      const outcome = await stores.offers.unlock(milk, { retailerId: RETAILER.id, retailerName: RETAILER.name });
      expect(outcome).to.equal('unlocked');
      expect(offers.unlocks).to.deep.equal([
        {
          customerId: CUSTOMER_ID,
          payload: {
            retailer_id: RETAILER.id,
            offer_id: milk.id,
            activated_retailer_id: RETAILER.id,
            current_value: '$1.00',
            segment_id: 7,
            offer_segment_id: 8,
            activated: true,
            reward_ids: [61],
            platform: SELECTION_CHANNEL.web,
          },
        },
      ]);
      expect(stores.offers.current(milk).activated).to.equal(true);
      expect(stores.offers.current(milk)).to.deep.equal(offers.offers.get(milk.id));
      expect(events).to.deep.equal([
        { type: 'unlocked', offerId: milk.id, retailerId: RETAILER.id },
        { type: 'toggled', offerId: milk.id, activated: true },
      ]);
      await tick();
      expect(tracked()).to.include('OfferUnlocked');
      const unlocked = tracking.events.find((event) => event.name === 'OfferUnlocked');
      expect(unlocked?.properties).to.deep.equal({ offerId: milk.id, retailerId: RETAILER.id, platform: SELECTION_CHANNEL.web });
      // No extension or link to ask for: the shopper's first unlock says what happens next.
      expect(stores.modals.current).to.deep.equal({ kind: 'postOfferUnlock', offer: offers.offers.get(milk.id) });
    });

    it('reports the mobile-web selection channel under the mobile header width', async () => {
      const { stores, offers } = await setup({ width: 375 });
      await stores.offers.unlock(milk, { retailerId: RETAILER.id });
      expect(offers.unlocks[0]?.payload.platform).to.equal(SELECTION_CHANNEL.mobileWeb);
    });

    it('shows the in-progress flag (and refuses a second press) while the call runs', async () => {
      const { stores, offers } = await setup();
      const first = stores.offers.unlock(milk, { retailerId: RETAILER.id });
      expect(stores.offers.isUnlocking(milk.id)).to.equal(true);
      expect(stores.offers.isBusy(milk.id)).to.equal(true);
      expect(await stores.offers.unlock(milk, { retailerId: RETAILER.id })).to.equal('busy');
      await first;
      expect(stores.offers.isUnlocking(milk.id)).to.equal(false);
      expect(offers.unlocks).to.have.length(1);
    });

    it("leaves another offer's in-progress flag unchanged for its observers (only the pressed button re-renders)", async () => {
      const { stores } = await setup();
      const seen: boolean[] = [];
      const stop = autorun(() => seen.push(stores.offers.isBusy(book.id)));
      const pressedSeen: boolean[] = [];
      const stopPressed = autorun(() => pressedSeen.push(stores.offers.isBusy(milk.id)));
      await stores.offers.unlock(milk, { retailerId: RETAILER.id });
      await stores.offers.deactivate(stores.offers.current(milk));
      stop();
      stopPressed();
      expect(seen).to.deep.equal([false]);
      expect(pressedSeen).to.deep.equal([false, true, false, true, false]);
    });

    it('opens the logged-out modal for a visitor, with the retailer and the offer, and unlocks nothing', async () => {
      const { stores, offers } = await setup({ signedIn: false });
      expect(await stores.offers.unlock(milk, { retailerId: RETAILER.id, retailerName: RETAILER.name })).to.equal('loggedOut');
      expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut', retailerId: RETAILER.id, retailerName: RETAILER.name, offerId: milk.id });
      expect(offers.unlocks).to.deep.equal([]);
    });

    it("fails with the unlock toast's sentence when the call throws or lists no offer", async () => {
      const { stores, offers, events } = await setup();
      offers.failWith = new Error('500');
      expect(await stores.offers.unlock(milk, { retailerId: RETAILER.id })).to.equal('failed');
      offers.failWith = null;
      expect(await stores.offers.unlock({ ...milk, id: 999 }, { retailerId: RETAILER.id })).to.equal('failed');
      expect(stores.toasts.toasts.map((toast) => [toast.tone, toast.message])).to.deep.equal([
        ['error', MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]],
        ['error', MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]],
      ]);
      expect(MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]).to.equal(MESSAGES.UNLOCK_FAILED);
      expect(stores.offers.current(milk).activated).to.equal(false);
      expect(stores.offers.isUnlocking(milk.id)).to.equal(false);
      expect(events).to.deep.equal([]);
    });

    it("says the service could not be reached when the unlock fails for lack of network, and adds nothing", async () => {
      const { stores, offers, events } = await setup();
      offers.failWith = new NetworkError({ service: 'main', operation: 'unlock' });
      expect(await stores.offers.unlock(milk, { retailerId: RETAILER.id })).to.equal('failed');
      expect(stores.toasts.toasts.map((toast) => [toast.tone, toast.message])).to.deep.equal([['error', OFFLINE_ACTION_MESSAGE]]);
      expect(stores.offers.current(milk).activated).to.equal(false);
      expect(events).to.deep.equal([]);
    });

    it('cannot add an offer with no retailer to add it at', async () => {
      const { stores, offers } = await setup();
      expect(await stores.offers.unlock({ id: 9, name: 'Nowhere', retailers: [] })).to.equal('failed');
      expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]]);
      expect(offers.unlocks).to.deep.equal([]);
    });
  });

  describe('sweepstakes offers', () => {
    it('open the sweepstakes modal and activate nothing', async () => {
      const { stores, offers } = await setup();
      expect(await stores.offers.unlock(sweepstakesOffer, { retailerId: RETAILER.id })).to.equal('sweepstakes');
      expect(stores.modals.current).to.deep.equal({ kind: 'sweepstakes', offer: sweepstakesOffer, retailerId: RETAILER.id });
      expect(offers.unlocks).to.deep.equal([]);
      expect(stores.offers.current(sweepstakesOffer).activated).to.equal(false);
    });

    it("accepting activates (bypassing the check), closes the modal and toasts 'Offer added to your list!'", async () => {
      const { stores, offers, tracked, linkAt } = await setup();
      linkAt(RETAILER.id, 'verified');
      await stores.offers.unlock(sweepstakesOffer, { retailerId: RETAILER.id });
      const accepting = stores.offers.acceptSweepstakes(sweepstakesOffer, RETAILER.id);
      expect(stores.offers.isUnlocking(sweepstakesOffer.id)).to.equal(true);
      expect(await accepting).to.equal(true);
      expect(offers.unlocks.map((unlock) => unlock.payload.offer_id)).to.deep.equal([sweepstakesOffer.id]);
      expect(stores.offers.current(sweepstakesOffer).activated).to.equal(true);
      expect(stores.modals.current?.kind).to.equal('postOfferUnlock');
      expect(stores.modals.closed).to.deep.equal(['sweepstakes']);
      expect(stores.toasts.toasts.map((toast) => [toast.tone, toast.message])).to.deep.equal([['success', MESSAGES.OFFER_ADDED]]);
      await tick();
      expect(tracked()).to.include('OfferUnlocked');
    });

    it('a failed accept keeps the modal open with the unlock toast', async () => {
      const { stores, offers } = await setup();
      await stores.offers.unlock(sweepstakesOffer, { retailerId: RETAILER.id });
      offers.failWith = new Error('500');
      expect(await stores.offers.acceptSweepstakes(sweepstakesOffer, RETAILER.id)).to.equal(false);
      expect(stores.modals.current?.kind).to.equal('sweepstakes');
      expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]]);
    });
  });

  describe('the post-unlock modal', () => {
    it('asks to link an unlinked account at a linking retailer, and stores the cookie', async () => {
      const { stores, cookies, linking } = await setup();
      // The retailer page read the link already: the unlock takes it from the account links store.
      await stores.accountLinks.read(RETAILER.id);
      await stores.offers.unlock(milk, { retailerId: RETAILER.id, retailerName: RETAILER.name });
      expect(linking.requests).to.have.length(1);
      expect(stores.modals.current).to.deep.equal({ kind: 'accountNotLinked', retailer: RETAILER });
      expect(cookies.get(COOKIE.POST_UNLOCK_MODAL_SEEN.name)).to.equal(POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED);
    });

    it('shows at most once per cookie lifetime', async () => {
      const { stores, cookies } = await setup();
      cookies.set(COOKIE.POST_UNLOCK_MODAL_SEEN.name, POST_UNLOCK_MODAL.EXTENSION);
      cookies.set(COOKIE.POST_OFFER_UNLOCK_SEEN.name, POST_OFFER_UNLOCK_MODAL);
      await stores.offers.unlock(milk, { retailerId: RETAILER.id, retailerName: RETAILER.name });
      expect(stores.modals.current).to.equal(null);
    });

    it('stays closed for a verified or pending link', async () => {
      for (const linkStatus of ['Verified', 'pending']) {
        const { stores, linkAt } = await setup();
        linkAt(RETAILER.id, linkStatus);
        await stores.offers.unlock(milk, { retailerId: RETAILER.id });
        expect(stores.modals.current?.kind, linkStatus).to.equal('postOfferUnlock');
      }
    });

    it('reads the link status when the page did not know it (an offer page)', async () => {
      const { stores, linking } = await setup();
      await stores.offers.unlock(milk, { retailerId: RETAILER.id, retailerName: RETAILER.name });
      expect(linking.requests).to.deep.equal([{ customerId: CUSTOMER_ID, retailerId: RETAILER.id }]);
      expect(stores.modals.current?.kind).to.equal('accountNotLinked');

      const linked = await setup();
      linked.linking.links.set(RETAILER.id, { retailerId: RETAILER.id, status: 'verified' });
      await linked.stores.offers.unlock(milk, { retailerId: RETAILER.id });
      expect(linked.stores.modals.current?.kind).to.equal('postOfferUnlock');

      const unreadable = await setup();
      unreadable.linking.failWith = new Error('down');
      await unreadable.stores.offers.unlock(milk, { retailerId: RETAILER.id });
      expect(unreadable.stores.modals.current?.kind).to.equal('postOfferUnlock');
    });

    it('prompts for the extension at an extension-required retailer when no extension version is known', async () => {
      const { stores, cookies } = await setup();
      await stores.offers.unlock(book, { retailerId: EXTENSION_RETAILER.id, retailerName: EXTENSION_RETAILER.name });
      expect(stores.modals.current).to.deep.equal({ kind: 'extensionPostUnlock', retailer: EXTENSION_RETAILER });
      expect(cookies.get(COOKIE.POST_UNLOCK_MODAL_SEEN.name)).to.equal(POST_UNLOCK_MODAL.EXTENSION);
    });

    it('does not prompt for the extension when its version is known', async () => {
      const { stores, extension } = await setup();
      extension.version = '3.1.0';
      await stores.extension.detect();
      await stores.offers.unlock(book, { retailerId: EXTENSION_RETAILER.id });
      expect(stores.modals.current?.kind).to.equal('postOfferUnlock');
    });

    it('opens the post-offer-unlock modal once per its cookie, with the offer as the service answered it', async () => {
      const { stores, cookies, linkAt, offers } = await setup();
      linkAt(RETAILER.id, 'verified');
      await stores.offers.unlock(milk, { retailerId: RETAILER.id });
      expect(stores.modals.current).to.deep.equal({ kind: 'postOfferUnlock', offer: stores.offers.current(milk) });
      expect(stores.offers.current(milk).activated).to.equal(true);
      expect(cookies.get(COOKIE.POST_OFFER_UNLOCK_SEEN.name)).to.equal(POST_OFFER_UNLOCK_MODAL);
      stores.modals.close();
      await stores.offers.unlock(milk, { retailerId: 5 }); // a retailer that asks for no link or extension
      expect(offers.unlocks).to.have.length(2);
      expect(stores.modals.current).to.equal(null);
    });
  });

  describe('deactivate', () => {
    it('removes the offer through the gateway: activated false, a toggle event, in-progress meanwhile', async () => {
      const { stores, offers, events } = await setup();
      offers.offers.set(milk.id, { ...milk, activated: true });
      await stores.offers.loadRetailerOffers(RETAILER.id);
      const removing = stores.offers.deactivate(stores.offers.current(milk));
      expect(stores.offers.isDeactivating(milk.id)).to.equal(true);
      expect(await removing).to.equal(true);
      expect(stores.offers.isDeactivating(milk.id)).to.equal(false);
      expect(offers.deactivations).to.deep.equal([milk.id]);
      expect(stores.offers.current(milk).activated).to.equal(false);
      expect(events).to.deep.equal([{ type: 'toggled', offerId: milk.id, activated: false }]);
    });

    it("fails with the deactivate toast's sentence and keeps the offer added", async () => {
      const { stores, offers } = await setup();
      offers.offers.set(milk.id, { ...milk, activated: true });
      await stores.offers.loadRetailerOffers(RETAILER.id);
      offers.failWith = new Error('500');
      expect(await stores.offers.deactivate(stores.offers.current(milk))).to.equal(false);
      expect(stores.toasts.toasts.map((toast) => [toast.tone, toast.message])).to.deep.equal([
        ['error', MESSAGE_TEXT[MESSAGE_KEY.DEACTIVATE_FAILED]],
      ]);
      expect(MESSAGE_TEXT[MESSAGE_KEY.DEACTIVATE_FAILED]).to.equal(MESSAGES.DEACTIVATE_FAILED);
      expect(stores.offers.current(milk).activated).to.equal(true);
    });

    it('does nothing for a visitor', async () => {
      const { stores, offers } = await setup({ signedIn: false });
      expect(await stores.offers.deactivate({ ...milk, activated: true })).to.equal(false);
      expect(offers.deactivations).to.deep.equal([]);
    });
  });

  describe('tracking', () => {
    it("sends 'offer view' and 'offer click' with the offer and retailer", async () => {
      const { stores, tracking } = await setup();
      stores.offers.trackOfferView(milk, RETAILER.id);
      stores.offers.trackOfferClick(milk, null);
      await tick();
      expect(tracking.events.map((event) => [event.name, event.properties])).to.deep.equal([
        ['offer view', { offerId: milk.id, retailerId: RETAILER.id }],
        ['offer click', { offerId: milk.id }],
      ]);
    });
  });

  it('clear forgets the offers and their activated state (sign-out)', async () => {
    const { stores } = await setup();
    await stores.offers.loadRetailerOffers(RETAILER.id);
    stores.offers.clear();
    expect(stores.offers.retailerOffers(RETAILER.id)).to.deep.equal([]);
    expect(stores.offers.byId.size).to.equal(0);
  });

  it('signing out clears it and the account links (Stores), for a logout and a forced logout', async () => {
    for (const signOut of [
      (t: Awaited<ReturnType<typeof setup>>) => t.stores.auth.logout('http://localhost/home'),
      (t: Awaited<ReturnType<typeof setup>>) => t.stores.auth.forceSignOut(),
    ]) {
      const t = await setup();
      await t.stores.offers.loadRetailerOffers(RETAILER.id);
      await t.stores.accountLinks.read(RETAILER.id);
      expect(t.stores.offers.byId.size).to.be.greaterThan(0);
      expect(t.stores.accountLinks.linkAt(RETAILER.id)).to.equal(null);
      await signOut(t);
      expect(t.stores.accountLinks.linkAt(RETAILER.id)).to.equal(undefined);
      expect(t.stores.offers.retailerOffers(RETAILER.id)).to.deep.equal([]);
      expect(t.stores.offers.byId.size).to.equal(0);
    }
  });

  it('is an entity store on Stores, one per root', () => {
    const first = createTestStores();
    const second = createTestStores();
    expect(first.stores.offers).to.be.instanceOf(OffersStore);
    expect(first.stores.offers).not.to.equal(second.stores.offers);
  });
});

import { expect } from 'chai';
import type { OffersGateway } from '../../../adapters/offers/OffersGateway';
import { sdkOffersGateway } from '../../../adapters/offers/sdkOffersGateway';
import { LIMITS } from '../../../domain/constants/limits';
import { MESSAGES } from '../../../domain/constants/messages';
import { REWARD_TYPE } from '../../../domain/constants/shopping';
import type { Offer } from '../../../domain/offers/Offer';
import { hasSweepstakesReward } from '../../../domain/offers/rewards';
import { buildUnlockPayload } from '../../../domain/offers/unlock';
import { createClipbackClients } from '../../../sdk/src';
import { DEMO_EMAIL, startSandboxHarness, type SandboxHarness } from '../sandbox/support/sandbox';
import { rejection } from '../../support/rejection';
import { OFFER_TAGS } from '../../../scripts/sandbox/seed/fixtures';

/** A retailer of the seed with hundreds of offers, in the unified-account-linking flag (3443, a default retailer). */
const RETAILER_ID = 3443;
const OFFER_GROUP_ID = '8001';
const OFFER_TAG = 'fresh-picks';
const OFFER_TAG_DISPLAY_NAME = OFFER_TAGS.find((tag) => tag.name === OFFER_TAG)?.displayName;

describe('sdkOffersGateway against the sandbox (real HTTP)', function () {
  this.timeout(30_000);
  let harness: SandboxHarness;
  let anonymous: OffersGateway;
  let demo: OffersGateway;
  let demoCustomerId: string;

  before(async () => {
    harness = await startSandboxHarness();
    anonymous = sdkOffersGateway(harness.anonymous);
    const sdk = await harness.sdkFor(DEMO_EMAIL);
    demo = sdkOffersGateway(sdk);
    demoCustomerId = sdk.customerId;
  });
  after(() => harness?.close());

  describe('reading', () => {
    it("lists a retailer's offers with rewards; a visitor has none unlocked, the demo customer some", async () => {
      const visitor = await anonymous.fetchOffersForRetailer(RETAILER_ID);
      const customer = await demo.fetchOffersForRetailer(RETAILER_ID);
      expect(visitor.length).to.be.greaterThan(LIMITS.DEFAULT_OFFERS_LIMIT);
      expect(visitor.every((offer) => offer.activated === false)).to.equal(true);
      expect(customer.some((offer) => offer.activated === true)).to.equal(true);
      const first = visitor[0] as Offer;
      expect(first.id).to.be.a('number');
      expect(first.name).to.be.a('string');
      expect(first.retailers).to.include(RETAILER_ID);
      expect(first.rewards).to.be.an('array');
      expect(visitor.some(hasSweepstakesReward), 'some seeded offers carry a sweepstakes reward').to.equal(true);
    });

    it('maps the offer page query (string ids) to numbers, with everything the page shows', async () => {
      const [listed] = await anonymous.fetchOffersForRetailer(RETAILER_ID);
      const offer = await anonymous.fetchOffer((listed as Offer).id);
      expect(offer?.id).to.equal(listed?.id);
      expect(offer?.name).to.equal(listed?.name);
      expect(offer?.terms).to.be.a('string');
      expect(offer?.retailers?.every((id) => typeof id === 'number')).to.equal(true);
      expect(offer?.availableAtRetailers?.[0]?.id).to.be.a('number');
      expect(offer?.activated).to.equal(false);
    });

    it('answers null for an unknown offer', async () => {
      expect(await anonymous.fetchOffer(99_999_999)).to.equal(null);
    });

    it('hydrates offers by id in the order asked, leaving unknown ids out', async () => {
      const listed = (await anonymous.fetchOffersForRetailer(RETAILER_ID)).slice(0, 3).map((offer) => offer.id);
      const asked = [listed[2] as number, 99_999_999, listed[0] as number];
      const offers = await anonymous.fetchOffersByIds(asked);
      expect(offers.map((offer) => offer.id)).to.deep.equal([listed[2], listed[0]]);
      expect(await anonymous.fetchOffersByIds([])).to.deep.equal([]);
    });

    it("resolves an offer group to its generic offers' ids", async () => {
      const ids = await anonymous.fetchOfferGroupOfferIds(OFFER_GROUP_ID);
      expect(ids.length).to.be.greaterThan(0);
      expect(ids.every((id) => typeof id === 'number')).to.equal(true);
    });

    it("fails an unknown or malformed offer group with 'Could not find offer ID for offer group ID: {id}'", async () => {
      expect((await rejection(anonymous.fetchOfferGroupOfferIds('7'))).message).to.equal(MESSAGES.noOfferForOfferGroup('7'));
      expect((await rejection(anonymous.fetchOfferGroupOfferIds('abc'))).message).to.equal(MESSAGES.noOfferForOfferGroup('abc'));
    });

    it("lists a tag's display name and offers (at most 200) and answers null for an unknown tag", async () => {
      const tag = await anonymous.fetchOfferTag(OFFER_TAG);
      expect(tag?.displayName).to.equal(OFFER_TAG_DISPLAY_NAME);
      expect(tag?.offers.length).to.be.within(1, LIMITS.OFFER_TAG_LIMIT);
      expect(await anonymous.fetchOfferTag('no-such-tag')).to.equal(null);
    });
  });

  describe('unlocking and deactivating (the demo customer)', () => {
    let offer: Offer;

    before(async () => {
      const offers = await demo.fetchOffersForRetailer(RETAILER_ID);
      const candidate = offers.find((item) => !item.activated && !hasSweepstakesReward(item) && item.rewards?.some((reward) => reward.type === REWARD_TYPE.INSTANT))
        ?? offers.find((item) => !item.activated && !hasSweepstakesReward(item));
      if (!candidate) throw new Error('the seed has no offer to unlock at the retailer');
      offer = candidate;
    });

    it('unlocks with the documented payload; success is a non-empty offers answer; it survives a reload', async () => {
      const payload = buildUnlockPayload({ offer, retailerId: RETAILER_ID, isMobileWeb: false });
      expect(await demo.unlock(demoCustomerId, payload)).to.equal(true);

      const reloaded = await demo.fetchOffersForRetailer(RETAILER_ID);
      expect(reloaded.find((item) => item.id === offer.id)?.activated).to.equal(true);
      expect((await demo.fetchOffer(offer.id))?.activated).to.equal(true);
      const unlocked = await demo.fetchUnlockedOffers(RETAILER_ID);
      const mine = unlocked.find((item) => item.id === offer.id);
      expect(mine?.amountBack).to.equal(offer.currentValue ?? null);
      expect(mine?.details).to.equal(offer.terms ?? null);
    });

    it('deactivates through deleteUnlockedOffer (200), and the offer is no longer unlocked', async () => {
      await demo.deactivate(offer.id);
      const reloaded = await demo.fetchOffersForRetailer(RETAILER_ID);
      expect(reloaded.find((item) => item.id === offer.id)?.activated).to.equal(false);
      expect((await demo.fetchUnlockedOffers(RETAILER_ID)).some((item) => item.id === offer.id)).to.equal(false);
    });

    it('throws when the service refuses an unlock (unknown offer) or a visitor deactivates', async () => {
      const unknown = { ...offer, id: 99_999_999 };
      await rejection(demo.unlock(demoCustomerId, buildUnlockPayload({ offer: unknown, retailerId: RETAILER_ID, isMobileWeb: true })));
      await rejection(anonymous.deactivate(offer.id));
    });
  });

  describe('success rules, over a stubbed transport', () => {
    const answering = (status: number, body: unknown) =>
      sdkOffersGateway(
        createClipbackClients({
          origin: 'http://stub.invalid',
          getAccessToken: () => 'token',
          fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
        }),
      );
    const payload = buildUnlockPayload({ offer: { id: 5, rewards: [] }, retailerId: RETAILER_ID, isMobileWeb: false });

    it('an unlock whose answer lists no offer is not a success', async () => {
      expect(await answering(200, { offers: [] }).unlock('1', payload)).to.equal(false);
      expect(await answering(200, { offers: [{ id: 5, name: 'Milk' }] }).unlock('1', payload)).to.equal(true);
    });

    it('a deactivation needs status 200', async () => {
      await answering(200, { offerId: 5, activated: false }).deactivate(5);
      await rejection(answering(202, { offerId: 5, activated: false }).deactivate(5));
    });
  });

  describe('failures carry the documented messages (000 §8)', () => {
    // Nothing listens on port 9 of loopback: every call fails before reaching a service.
    const down = () => sdkOffersGateway(createClipbackClients({ origin: 'http://127.0.0.1:9' }));

    it("offers by ids: 'Something went wrong while fetching offers by ids'", async () => {
      expect((await rejection(down().fetchOffersByIds([1, 2]))).message).to.equal(MESSAGES.OFFERS_BY_IDS_FAILED);
    });

    it("a retailer's offers: 'Error fetching generic offers for retailer ids: …'", async () => {
      expect((await rejection(down().fetchOffersForRetailer(RETAILER_ID))).message).to.equal(MESSAGES.genericOffersForRetailerIds([RETAILER_ID]));
    });

    it("one offer: 'No offer found with id: {id}'", async () => {
      expect((await rejection(down().fetchOffer(42))).message).to.equal(MESSAGES.noOfferWithId(42));
    });

    it("an offer tag: 'Something went wrong while fetching offers'", async () => {
      expect((await rejection(down().fetchOfferTag(OFFER_TAG))).message).to.equal(MESSAGES.OFFERS_FAILED);
    });
  });
});

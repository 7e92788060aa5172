import { expect } from 'chai';
import type { OffersGateway } from '../../../adapters/offers/OffersGateway';
import { sdkOffersGateway } from '../../../adapters/offers/sdkOffersGateway';
import { LIMITS } from '../../../domain/constants/limits';
import * as MESSAGES from '../../../domain/constants/messages';
import { REWARD_TYPE } from '../../../domain/constants/shopping';
import type { Offer } from '../../../domain/offers/Offer';
import { hasSweepstakesReward } from '../../../domain/offers/rewards';
import { buildUnlockPayload } from '../../../domain/offers/unlock';
import { createClipbackClients } from '../../../sdk/src';
import { DEMO_EMAIL, type SandboxHarness } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';
import { rejection } from '../../support/rejection';
import { describeOffersContract } from '../../contracts/offersContract';
import { OFFER_TAGS } from '../../../scripts/sandbox/seed/fixtures';

/** A retailer of the seed with hundreds of offers, in the unified-account-linking flag (3443, a default retailer). */
const RETAILER_ID = 3443;
/** A retailer of the seed the offers unlocked at 3443 are not at (the direct-integration retailer, 1408). */
const RETAILER_ID_WITHOUT_THOSE_OFFERS = 1408;
const OFFER_GROUP_ID = '8001';
const OFFER_TAG = 'fresh-picks';
const OFFER_TAG_DISPLAY_NAME = OFFER_TAGS.find((tag) => tag.name === OFFER_TAG)?.displayName;

describe('sdkOffersGateway against the sandbox (real HTTP)', function () {
  this.timeout(30_000);
  const harness = useSharedSandbox();
  let anonymous: OffersGateway;
  let demo: OffersGateway;
  let demoCustomerId: string;

  before(async () => {
    anonymous = sdkOffersGateway(harness.anonymous);
    const sdk = await harness.sdkFor(DEMO_EMAIL);
    demo = sdkOffersGateway(sdk);
    demoCustomerId = sdk.customerId;
  });

  describeOffersContract('sdkOffersGateway against the sandbox (real HTTP)', async () => ({
    visitor: anonymous,
    customer: demo,
    customerId: demoCustomerId,
    retailerId: RETAILER_ID,
    otherRetailerId: RETAILER_ID_WITHOUT_THOSE_OFFERS,
    offerGroupId: OFFER_GROUP_ID,
    tag: { name: OFFER_TAG, displayName: OFFER_TAG_DISPLAY_NAME ?? '' },
    unknownOfferId: 99_999_999,
  }));

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

    it('an unlock whose answer lists no offer is not a success; a success answers the offer', async () => {
      await rejection(answering(200, { offers: [] }).unlock('1', payload));
      const answered = await answering(200, { offers: [{ id: 4, name: 'Eggs' }, { id: 5, name: 'Milk', activated: true }] }).unlock('1', payload);
      expect([answered.id, answered.name, answered.activated]).to.deep.equal([5, 'Milk', true]);
    });

    it('a deactivation needs status 200', async () => {
      expect(await answering(200, { offerId: 5, activated: false }).deactivate(5)).to.deep.equal({ offerId: 5, activated: false });
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

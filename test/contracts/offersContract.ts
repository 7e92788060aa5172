// What every OffersGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import { LIMITS } from '../../domain/constants/limits';
import { REWARD_TYPE } from '../../domain/constants/shopping';
import type { Offer } from '../../domain/offers/Offer';
import { hasSweepstakesReward } from '../../domain/offers/rewards';
import { buildUnlockPayload } from '../../domain/offers/unlock';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';
import { noOfferForOfferGroup } from '../../domain/offers/offerGroup';

/** The customer: a signed-in customer, whose id is `customerId`. */
export interface OffersContractSubject extends PortCallers<OffersGateway> {
  customerId: string;
  /** A retailer with offers, at least one of them not yet unlocked by the customer and without a sweepstakes reward. */
  retailerId: number;
  /** A known retailer none of `retailerId`'s offers is at. */
  otherRetailerId: number;
  /** An offer group with offers. */
  offerGroupId: string;
  /** An offer tag with offers. */
  tag: { name: string; displayName: string };
  unknownOfferId: number;
}

async function expectRefusal(promise: Promise<unknown>, status: number): Promise<void> {
  const error = await rejection(promise);
  expect(error).to.be.instanceOf(ApiError);
  expect((error as ApiError).status).to.equal(status);
}

export function describeOffersContract(name: string, setup: () => Promise<OffersContractSubject>): void {
  describeContract(`OffersGateway contract: ${name}`, setup, (subject) => {
    it("lists a retailer's offers, each at that retailer; a visitor has none unlocked", async () => {
      const offers = await subject.visitor.fetchOffersForRetailer(subject.retailerId);
      expect(offers.length).to.be.greaterThan(0);
      for (const offer of offers) {
        expect(offer.id).to.be.a('number');
        expect(offer.name).to.be.a('string');
        expect(offer.retailers).to.include(subject.retailerId);
        expect(offer.activated).to.equal(false);
      }
    });

    it('finds an offer by id as its retailer lists it, and answers null for an unknown one', async () => {
      const [listed] = await subject.visitor.fetchOffersForRetailer(subject.retailerId);
      const offer = await subject.visitor.fetchOffer((listed as Offer).id);
      expect(offer?.id).to.equal(listed?.id);
      expect(offer?.name).to.equal(listed?.name);
      expect(await subject.visitor.fetchOffer(subject.unknownOfferId)).to.equal(null);
    });

    it('hydrates offers by id in the order asked, leaving unknown ids out', async () => {
      const [a, b] = (await subject.visitor.fetchOffersForRetailer(subject.retailerId)).map((offer) => offer.id);
      const offers = await subject.visitor.fetchOffersByIds([b as number, subject.unknownOfferId, a as number]);
      expect(offers.map((offer) => offer.id)).to.deep.equal([b, a]);
      expect(await subject.visitor.fetchOffersByIds([])).to.deep.equal([]);
    });

    it("resolves an offer group to its offers' ids; an unknown or malformed one fails with 'Could not find offer ID…'", async () => {
      const ids = await subject.visitor.fetchOfferGroupOfferIds(subject.offerGroupId);
      expect(ids.length).to.be.greaterThan(0);
      expect(ids.every((id) => typeof id === 'number')).to.equal(true);
      for (const unknown of ['7', 'abc']) {
        expect((await rejection(subject.visitor.fetchOfferGroupOfferIds(unknown))).message).to.equal(noOfferForOfferGroup(unknown));
      }
    });

    it("answers a tag's display name and offers (at most 200), and null for an unknown tag", async () => {
      const tag = await subject.visitor.fetchOfferTag(subject.tag.name);
      expect(tag?.displayName).to.equal(subject.tag.displayName);
      expect(tag?.offers.length).to.be.within(1, LIMITS.OFFER_TAG_LIMIT);
      expect(await subject.visitor.fetchOfferTag('no-such-tag')).to.equal(null);
    });

    describe('unlocking and deactivating', () => {
      let offer: Offer;
      before(async () => {
        const offers = await subject.customer.fetchOffersForRetailer(subject.retailerId);
        const unlockable = offers.filter((item) => !item.activated && !hasSweepstakesReward(item));
        // An offer with an instant reward sends reward ids, the payload's fullest form.
        const candidate = unlockable.find((item) => item.rewards?.some((reward) => reward.type === REWARD_TYPE.INSTANT)) ?? unlockable[0];
        if (!candidate) throw new Error('the subject has no offer to unlock at the retailer');
        offer = candidate;
      });
      const payloadFor = (unlocking: Offer) => buildUnlockPayload({ offer: unlocking, retailerId: subject.retailerId, isMobileWeb: false });

      it('unlocks an offer (answering the offer as the server stores it, unlocked), and every read shows it unlocked', async () => {
        const answered = await subject.customer.unlock(subject.customerId, payloadFor(offer));
        expect([answered.id, answered.activated]).to.deep.equal([offer.id, true]);
        const listed = await subject.customer.fetchOffersForRetailer(subject.retailerId);
        expect(listed.find((item) => item.id === offer.id)?.activated).to.equal(true);
        expect((await subject.customer.fetchOffer(offer.id))?.activated).to.equal(true);
        const mine = (await subject.customer.fetchUnlockedOffers(subject.retailerId)).find((item) => item.id === offer.id);
        expect(mine?.amountBack).to.equal(offer.currentValue ?? null);
        expect(mine?.details).to.equal(offer.terms ?? null);
        // The affiliate launch counts and gathers by these (domain/launch/launchOffers.ts).
        expect(mine?.attributionMethod).to.be.a('string').and.equal(offer.attributionMethod);
        expect(mine?.offerType).to.be.a('string').and.equal(offer.offerType);
        const categoryIds = (categories: Offer['offerRetailerPurchaseCategories']) => (categories ?? []).map((category) => category.id);
        expect(categoryIds(mine?.offerRetailerPurchaseCategories)).to.deep.equal(categoryIds(offer.offerRetailerPurchaseCategories));
      });

      it('deactivates it, and no read shows it unlocked', async () => {
        expect(await subject.customer.deactivate(offer.id)).to.deep.equal({ offerId: offer.id, activated: false });
        const listed = await subject.customer.fetchOffersForRetailer(subject.retailerId);
        expect(listed.find((item) => item.id === offer.id)?.activated).to.equal(false);
        expect((await subject.customer.fetchUnlockedOffers(subject.retailerId)).some((item) => item.id === offer.id)).to.equal(false);
      });

      it('refuses an unlock at a retailer the offer is not at with a 400, and leaves it locked', async () => {
        const elsewhere = buildUnlockPayload({ offer, retailerId: subject.retailerId, activatedRetailerId: subject.otherRetailerId, isMobileWeb: false });
        await expectRefusal(subject.customer.unlock(subject.customerId, elsewhere), 400);
        expect((await subject.customer.fetchOffer(offer.id))?.activated).to.equal(false);
      });

      it('refuses to unlock or deactivate an unknown offer with a 404', async () => {
        const unknown = { ...offer, id: subject.unknownOfferId };
        await expectRefusal(subject.customer.unlock(subject.customerId, payloadFor(unknown)), 404);
        await expectRefusal(subject.customer.deactivate(subject.unknownOfferId), 404);
      });

      it("refuses a visitor's unlock, deactivation and unlocked offers with an authentication error", async () => {
        expect(await rejection(subject.visitor.unlock(subject.customerId, payloadFor(offer)))).to.be.instanceOf(AuthenticationError);
        expect(await rejection(subject.visitor.deactivate(offer.id))).to.be.instanceOf(AuthenticationError);
        expect(await rejection(subject.visitor.fetchUnlockedOffers(subject.retailerId))).to.be.instanceOf(AuthenticationError);
      });
    });
  });
}

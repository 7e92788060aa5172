import { expect } from 'chai';
import * as MESSAGES from '../../../../domain/constants/messages';
import type { Reward } from '../../../../domain/offers/Reward';
import { buildUnlockPayload, isUnlockSuccessful, SELECTION_CHANNEL } from '../../../../domain/offers/unlock';
import type { ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL } from '../support/sandbox';
import { DEMO, apiError, useAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';

interface OfferPick {
  id: number;
  retailer_id: number;
  current_value: string | null;
}

describe('sandbox account: unlocking offers', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const demo = builtBefore(() => harness.sdkFor(DEMO_EMAIL));
  const db = () => harness.sandbox.db;

  /** An offer (not expired, not on the demo's list) whose rewards match `rewardFilter`. */
  async function pickOffer(rewardFilter: 'none' | 'instant' | 'sweepstakes'): Promise<OfferPick> {
    const rewards = rewardFilter === 'none'
      ? 'NOT EXISTS (SELECT 1 FROM offer_rewards x WHERE x.offer_id = o.id)'
      : `EXISTS (SELECT 1 FROM offer_rewards x JOIN rewards w ON w.id = x.reward_id WHERE x.offer_id = o.id AND w.type = '${rewardFilter}')`;
    const row = await db().one<OfferPick>(
      `SELECT o.id, r.retailer_id, o.current_value FROM offers o JOIN offer_retailers r ON r.offer_id = o.id AND r.position = 0
        WHERE (o.expiration IS NULL OR o.expiration > now() + interval '1 day') AND ${rewards}
          AND NOT EXISTS (SELECT 1 FROM unlocked_offers u WHERE u.offer_id = o.id)
        ORDER BY o.id LIMIT 1`,
    );
    if (!row) throw new Error(`no offer with rewards ${rewardFilter}`);
    return row;
  }
  async function rewardsOf(offerId: number): Promise<Reward[]> {
    return db().query<Reward>('SELECT w.id, w.type FROM offer_rewards x JOIN rewards w ON w.id = x.reward_id WHERE x.offer_id = $1', [offerId]);
  }
  const unlock = (offer: OfferPick, body: object) =>
    demo.main.PUT('/v2/customers/{customerId}/offers/{offerId}.json', {
      params: { path: { customerId: DEMO.id, offerId: offer.id } },
      body: body as never,
    });
  const payloadFor = async (offer: OfferPick, activated = true) =>
    buildUnlockPayload({
      offer: { id: offer.id, currentValue: offer.current_value, rewards: await rewardsOf(offer.id) },
      retailerId: offer.retailer_id,
      isMobileWeb: false,
      activated,
    });
  const unlockedRow = (offerId: number) => db().one('SELECT * FROM unlocked_offers WHERE customer_id = $1 AND offer_id = $2', [DEMO.id, offerId]);

  it('unlocks with the payload the app builds: offers is non-empty and activated, the row exists', async () => {
    const offer = await pickOffer('none');
    const { data } = await unlock(offer, await payloadFor(offer));
    expect(isUnlockSuccessful(data?.offers)).to.equal(true);
    expect(data?.offers[0]).to.include({ id: offer.id, activated: true });
    expect(await unlockedRow(offer.id)).to.include({ activated_retailer_id: offer.retailer_id, platform: SELECTION_CHANNEL.web });
  });

  it('shows the unlocked offer in contentServer/unlockedOffersForRetailer, and deactivating (PUT activated false) removes it', async () => {
    const offer = await pickOffer('none');
    await unlock(offer, await payloadFor(offer));
    const listed = async () =>
      ((await demo.gateway.POST('/contentServer/unlockedOffersForRetailer', { body: { retailerId: offer.retailer_id } })).data?.unlockedOffers ?? []).map(
        (unlocked) => unlocked.id,
      );
    expect(await listed()).to.include(offer.id);
    const { data } = await unlock(offer, await payloadFor(offer, false));
    expect(data?.offers[0]).to.include({ id: offer.id, activated: false });
    expect(await unlockedRow(offer.id)).to.equal(null);
    expect(await listed()).not.to.include(offer.id);
  });

  it('monolith/deleteUnlockedOffer removes it with 200 {offerId, activated: false}; again is still 200; an unknown offer is 404', async () => {
    const offer = await pickOffer('none');
    await unlock(offer, await payloadFor(offer));
    const { data, response } = await demo.gateway.POST('/monolith/deleteUnlockedOffer', { body: { offerId: offer.id } });
    expect(response.status).to.equal(200);
    expect(data).to.deep.equal({ offerId: offer.id, activated: false });
    expect(await unlockedRow(offer.id)).to.equal(null);
    expect((await demo.gateway.POST('/monolith/deleteUnlockedOffer', { body: { offerId: offer.id } })).response.status).to.equal(200);
    await apiError(demo.gateway.POST('/monolith/deleteUnlockedOffer', { body: { offerId: 9_999_999 } }), 404);
  });

  it('stores the instant reward ids; a payload missing them or naming another reward is refused', async () => {
    const offer = await pickOffer('instant');
    const payload = await payloadFor(offer);
    expect(payload.reward_ids).to.have.length.greaterThan(0);
    await apiError(unlock(offer, { ...payload, reward_ids: [] }), 400);
    const wrong = await apiError(unlock(offer, { ...payload, reward_ids: [...payload.reward_ids, 1] }), 400);
    expect(wrong.fields).to.have.property('reward_ids');
    expect(await unlockedRow(offer.id)).to.equal(null);
    await unlock(offer, payload);
    expect((await unlockedRow(offer.id) as { reward_ids: number[] }).reward_ids).to.deep.equal(payload.reward_ids);
  });

  it('unlocks a sweepstakes offer with the instant-only payload (after the modal), also when the sweepstakes ids are named', async () => {
    const offer = await pickOffer('sweepstakes');
    const payload = await payloadFor(offer);
    const { data } = await unlock(offer, payload);
    expect(isUnlockSuccessful(data?.offers)).to.equal(true);
    expect(data?.offers[0]?.rewards?.some((reward) => reward.type === 'sweepstakes')).to.equal(true);
    const sweepstakesIds = (await rewardsOf(offer.id)).filter((reward) => reward.type === 'sweepstakes').map((reward) => reward.id);
    const { data: again } = await unlock(offer, { ...payload, reward_ids: [...payload.reward_ids, ...sweepstakesIds] });
    expect(again?.offers[0]?.activated).to.equal(true);
  });

  it('answers 404 for an unknown offer and 400 for a retailer the offer is not at, or a body naming another offer', async () => {
    const offer = await pickOffer('none');
    const payload = await payloadFor(offer);
    const missing = { id: 9_999_999, retailer_id: offer.retailer_id, current_value: null };
    const notFound = await apiError(unlock(missing, { ...payload, offer_id: missing.id }), 404);
    expect(notFound.message).to.equal(MESSAGES.noOfferWithId(missing.id));
    const elsewhere = await apiError(unlock(offer, { ...payload, activated_retailer_id: 9001 }), 400);
    expect(elsewhere.fields).to.have.property('activated_retailer_id');
    await apiError(unlock(offer, { ...payload, offer_id: offer.id + 1 }), 400);
    await apiError(unlock(offer, { ...payload, platform: 'SelectionChannelDetails_TV' }), 400);
    expect(await unlockedRow(offer.id)).to.equal(null);
  });

  it('refuses an expired offer', async () => {
    const expired = await db().one<OfferPick>(
      `SELECT o.id, r.retailer_id, o.current_value FROM offers o JOIN offer_retailers r ON r.offer_id = o.id AND r.position = 0
        WHERE o.expiration < now() AND NOT EXISTS (SELECT 1 FROM offer_rewards x WHERE x.offer_id = o.id) ORDER BY o.id LIMIT 1`,
    );
    if (!expired) return;
    await apiError(unlock(expired, await payloadFor(expired)), 400);
  });
});

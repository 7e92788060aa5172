import { expect } from 'chai';
import type { Reward } from '../../../../domain/offers/Reward';
import { hasSweepstakesReward, unlockRewardIds } from '../../../../domain/offers/rewards';
import { buildUnlockPayload, canAcceptSweepstakes, isUnlockSuccessful, unlockDecision, SELECTION_CHANNEL } from '../../../../domain/offers/unlock';

const instant: Reward = { id: 11, type: 'instant' };
const sweepstakes: Reward = { id: 12, type: 'sweepstakes' };
const other: Reward = { id: 13, type: 'video' };

describe('rewards', () => {
  it('detects a sweepstakes reward', () => {
    expect(hasSweepstakesReward({ rewards: [instant, sweepstakes] })).to.equal(true);
    expect(hasSweepstakesReward({ rewards: [{ id: 1, type: 'SWEEPSTAKES' }] })).to.equal(true);
    expect(hasSweepstakesReward({ rewards: [instant, other] })).to.equal(false);
    expect(hasSweepstakesReward({})).to.equal(false);
  });

  it('sends instant reward ids only', () => {
    expect(unlockRewardIds([instant, sweepstakes, other, { id: 14, type: 'instant' }])).to.deep.equal([11, 14]);
    expect(unlockRewardIds(undefined)).to.deep.equal([]);
  });
});

describe('unlockDecision', () => {
  it('opens the sweepstakes modal instead of activating a sweepstakes offer', () => {
    expect(unlockDecision({ rewards: [sweepstakes] }, { bypassSweepstakes: false })).to.equal('sweepstakes');
  });

  it('activates when the sweepstakes check is bypassed or there is none', () => {
    expect(unlockDecision({ rewards: [sweepstakes] }, { bypassSweepstakes: true })).to.equal('activate');
    expect(unlockDecision({ rewards: [instant] }, { bypassSweepstakes: false })).to.equal('activate');
    expect(unlockDecision({}, { bypassSweepstakes: false })).to.equal('activate');
  });
});

describe('canAcceptSweepstakes', () => {
  it('needs both the rules agreement and the sharing consent', () => {
    expect(canAcceptSweepstakes({ agreedToRules: true, consentedToSharing: true })).to.equal(true);
    expect(canAcceptSweepstakes({ agreedToRules: true, consentedToSharing: false })).to.equal(false);
    expect(canAcceptSweepstakes({ agreedToRules: false, consentedToSharing: true })).to.equal(false);
    expect(canAcceptSweepstakes({ agreedToRules: false, consentedToSharing: false })).to.equal(false);
  });
});

describe('buildUnlockPayload', () => {
  const offer = {
    id: 900,
    currentValue: '$1.00',
    segmentId: 7,
    offerSegmentId: 8,
    rewards: [instant, sweepstakes],
  };

  it('builds the documented PUT body for the web', () => {
    expect(buildUnlockPayload({ offer, retailerId: 5, isMobileWeb: false })).to.deep.equal({
      retailer_id: 5,
      offer_id: 900,
      activated_retailer_id: 5,
      current_value: '$1.00',
      segment_id: 7,
      offer_segment_id: 8,
      activated: true,
      reward_ids: [11],
      platform: SELECTION_CHANNEL.web,
    });
  });

  it('uses the mobile-web channel and an explicit activated retailer', () => {
    const payload = buildUnlockPayload({ offer, retailerId: 5, activatedRetailerId: 3443, isMobileWeb: true });
    expect(payload.platform).to.equal(SELECTION_CHANNEL.mobileWeb);
    expect(payload.activated_retailer_id).to.equal(3443);
  });

  it('sends nulls for missing optional fields', () => {
    const payload = buildUnlockPayload({ offer: { id: 1 }, retailerId: 2, isMobileWeb: false });
    expect(payload).to.include({ current_value: null, segment_id: null, offer_segment_id: null });
    expect(payload.reward_ids).to.deep.equal([]);
  });
});

describe('isUnlockSuccessful', () => {
  it('succeeds only when the response lists offers', () => {
    expect(isUnlockSuccessful([{ id: 1 }])).to.equal(true);
    expect(isUnlockSuccessful([])).to.equal(false);
    expect(isUnlockSuccessful(undefined)).to.equal(false);
  });
});

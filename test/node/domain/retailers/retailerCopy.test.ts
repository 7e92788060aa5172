import { expect } from 'chai';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { pendingPeriodCopy, PENDING_PERIOD_COPY } from '../../../../domain/retailers/pendingPeriod';
import { truncateRetailerName } from '../../../../domain/retailers/retailerName';
import { retailerRewardLabel } from '../../../../domain/retailers/rewardLabel';

describe('pendingPeriodCopy', () => {
  it("says 'within 24 hours of receiving' for product offers at 5081", () => {
    expect(pendingPeriodCopy({ offerKind: 'product', retailerId: RETAILER_ID.CREDIT_WITHIN_24_HOURS })).to.equal(
      'within 24 hours of receiving',
    );
    expect(pendingPeriodCopy({ offerKind: 'product', retailerId: 5081, integrated: true })).to.equal(
      PENDING_PERIOD_COPY.WITHIN_24_HOURS,
    );
  });

  it("says 'as soon as you receive' at 1408 or an integrated retailer", () => {
    expect(pendingPeriodCopy({ offerKind: 'product', retailerId: RETAILER_ID.DIRECT_INTEGRATION })).to.equal(
      'as soon as you receive',
    );
    expect(pendingPeriodCopy({ offerKind: 'product', retailerId: 12, integrated: true })).to.equal(
      'as soon as you receive',
    );
  });

  it("says 'within 3 days of getting' for other product offers", () => {
    expect(pendingPeriodCopy({ offerKind: 'product', retailerId: 12 })).to.equal('within 3 days of getting');
  });

  it("uses the retailer's creditPendingPeriod for storewide offers, default '7 days'", () => {
    expect(pendingPeriodCopy({ offerKind: 'storewide', retailerId: 5081, creditPendingPeriod: '10 days' })).to.equal(
      '10 days',
    );
    expect(pendingPeriodCopy({ offerKind: 'storewide', retailerId: 12 })).to.equal('7 days');
    expect(pendingPeriodCopy({ offerKind: 'storewide', retailerId: 12, creditPendingPeriod: ' ' })).to.equal('7 days');
  });
});

describe('truncateRetailerName', () => {
  it('keeps names whose first word fits in 14 characters', () => {
    expect(truncateRetailerName('Target')).to.equal('Target');
    expect(truncateRetailerName('Fourteenchars!')).to.equal('Fourteenchars!');
    expect(truncateRetailerName('Bed Bath and Beyond Superstore')).to.equal('Bed Bath and Beyond Superstore');
  });

  it('cuts to 14 characters plus an ellipsis when the first word is longer', () => {
    expect(truncateRetailerName('Supercalifragilistic Store')).to.equal('Supercalifragi\u2026');
    expect(truncateRetailerName('Fifteencharacte')).to.equal('Fifteencharact…');
  });
});

describe('retailerRewardLabel', () => {
  it('shows a percent, or a two-decimal amount for shop_now rewards', () => {
    expect(retailerRewardLabel({ type: 'instant', amount: 5 })).to.equal('5%');
    expect(retailerRewardLabel({ type: 'shop_now', amount: 200 })).to.equal('$2.00');
    expect(retailerRewardLabel({ type: 'shop_now' })).to.equal(null);
  });
});

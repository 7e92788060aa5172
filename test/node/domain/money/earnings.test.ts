import { expect } from 'chai';
import { EARNINGS_MESSAGES, EARNINGS_ROW_LABEL as L, earningsItemAmount, earningsPendingPeriodCopy, earningsRowLabels, earningsStatusCopy, isMoneyOut } from '../../../../domain/money/earnings';

describe('earningsRowLabels', () => {
  it('shows purchase rows and pending or earned cash back for an item that records a purchase', () => {
    expect(earningsRowLabels({ type: 'cash_credit', status: 'pending', purchaseDate: '2026-02-01' })).to.deep.equal([
      L.PURCHASE_DATE,
      L.OFFERS_MATCHED,
      L.OFFER_EARNINGS,
      L.BONUS_EARNINGS,
      L.CASH_BACK_PENDING,
    ]);
    expect(earningsRowLabels({ type: 'cash_credit', status: 'processed', purchaseDate: '2026-02-01' }).at(-1)).to.equal(L.CASH_BACK_EARNED);
  });

  it('shows credit date and the amount of its type for credits', () => {
    expect(earningsRowLabels({ type: 'bonus', status: 'processed' })).to.deep.equal([L.CREDIT_DATE, L.BONUS_EARNINGS]);
    expect(earningsRowLabels({ type: 'referral', status: 'processed' })).to.deep.equal([L.CREDIT_DATE, L.REFERRAL_AMOUNT]);
    expect(earningsRowLabels({ type: 'manual', status: 'processed' })).to.deep.equal([L.CREDIT_DATE, L.CREDIT_AMOUNT]);
    expect(earningsRowLabels({ type: 'gift_card', status: 'processed' })).to.deep.equal([L.CREDIT_DATE, L.CREDIT_AMOUNT]);
  });

  it('shows the date, account and amount of a withdrawal', () => {
    expect(earningsRowLabels({ type: 'withdrawal', status: 'pending' })).to.deep.equal([L.WITHDRAWAL_DATE, L.WITHDRAWN_TO, L.WITHDRAWAL_AMOUNT]);
  });
});

describe('earningsItemAmount', () => {
  it("answers the item's cash back or credit, in cents, or null when it carries none", () => {
    expect(earningsItemAmount({ type: 'cash_credit', status: 'pending', purchaseDate: '2026-02-01', cashBackPending: 650 })).to.equal(650);
    expect(earningsItemAmount({ type: 'cash_credit', status: 'processed', purchaseDate: '2026-02-01', cashBackEarned: 1875 })).to.equal(1875);
    expect(earningsItemAmount({ type: 'referral', status: 'processed', referralAmount: 1000 })).to.equal(1000);
    expect(earningsItemAmount({ type: 'bonus', status: 'processed', bonusEarnings: 500 })).to.equal(500);
    expect(earningsItemAmount({ type: 'manual', status: 'processed' })).to.equal(null);
  });

  it('answers a withdrawal as money out: its positive wire amount negated', () => {
    expect(earningsItemAmount({ type: 'withdrawal', status: 'pending', withdrawalAmount: 2000 })).to.equal(-2000);
    expect(isMoneyOut({ type: 'withdrawal' })).to.equal(true);
    expect(isMoneyOut({ type: 'referral' })).to.equal(false);
  });
});

describe('earningsStatusCopy', () => {
  it('explains reversed and pending items', () => {
    expect(earningsStatusCopy({ type: 'gift_card', status: 'processed', reversed: true })).to.equal(
      EARNINGS_MESSAGES.EARNINGS_REVERSED,
    );
    expect(earningsStatusCopy({ type: 'gift_card', status: 'PENDING', reversed: true })).to.equal(EARNINGS_MESSAGES.EARNINGS_REVERSED);
    expect(earningsStatusCopy({ type: 'bonus', status: 'pending' })).to.equal(EARNINGS_MESSAGES.EARNINGS_PENDING);
    expect(earningsStatusCopy({ type: 'bonus', status: 'processed' })).to.equal(null);
  });

  it('explains a pending withdrawal and one the bank returned, not as an order', () => {
    expect(earningsStatusCopy({ type: 'withdrawal', status: 'pending' })).to.equal(EARNINGS_MESSAGES.WITHDRAWAL_ON_ITS_WAY);
    expect(earningsStatusCopy({ type: 'withdrawal', status: 'processed', reversed: true })).to.equal(EARNINGS_MESSAGES.WITHDRAWAL_RETURNED);
    expect(earningsStatusCopy({ type: 'withdrawal', status: 'processed' })).to.equal(null);
  });
});

describe('earningsPendingPeriodCopy', () => {
  it('says how long a pending cash credit usually takes, and nothing for other items', () => {
    expect(earningsPendingPeriodCopy({ type: 'cash_credit', status: 'pending', pendingPeriod: '7 days' })).to.equal(
      'Your cash back usually arrives within 7 days.',
    );
    expect(earningsPendingPeriodCopy({ type: 'cash_credit', status: 'pending', pendingPeriod: null })).to.equal(null);
    expect(earningsPendingPeriodCopy({ type: 'cash_credit', status: 'pending', pendingPeriod: '7 days', reversed: true })).to.equal(null);
    expect(earningsPendingPeriodCopy({ type: 'cash_credit', status: 'processed', pendingPeriod: '7 days' })).to.equal(null);
    expect(earningsPendingPeriodCopy({ type: 'bonus', status: 'pending', pendingPeriod: '7 days' })).to.equal(null);
  });
});

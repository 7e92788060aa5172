import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { earningsRowLabels, earningsStatusCopy, EARNINGS_ROW_LABEL as L } from '../../../../domain/money/earnings';

describe('earningsRowLabels', () => {
  it('shows purchase rows and pending or earned cash back for a gift card', () => {
    expect(earningsRowLabels({ type: 'gift_card', status: 'pending' })).to.deep.equal([
      L.PURCHASE_DATE,
      L.OFFERS_MATCHED,
      L.OFFER_EARNINGS,
      L.BONUS_EARNINGS,
      L.CASH_BACK_PENDING,
    ]);
    expect(earningsRowLabels({ type: 'gift_card', status: 'processed' }).at(-1)).to.equal(L.CASH_BACK_EARNED);
  });

  it('shows credit date and the right amount for credits', () => {
    expect(earningsRowLabels({ type: 'bonus', status: 'processed' })).to.deep.equal([L.CREDIT_DATE, L.BONUS_EARNINGS]);
    expect(earningsRowLabels({ type: 'referral', status: 'processed' })).to.deep.equal([L.CREDIT_DATE, L.REFERRAL_AMOUNT]);
    expect(earningsRowLabels({ type: 'manual', status: 'processed' })).to.deep.equal([L.CREDIT_DATE, L.CREDIT_AMOUNT]);
    expect(earningsRowLabels({ type: 'cash_credit', status: 'pending' })).to.deep.equal([L.CREDIT_DATE, L.CREDIT_AMOUNT]);
  });
});

describe('earningsStatusCopy', () => {
  it('explains reversed and pending items', () => {
    expect(earningsStatusCopy({ type: 'gift_card', status: 'processed', reversed: true })).to.equal(
      ACCOUNT_MESSAGES.EARNINGS_REVERSED,
    );
    expect(earningsStatusCopy({ type: 'gift_card', status: 'PENDING', reversed: true })).to.equal(ACCOUNT_MESSAGES.EARNINGS_REVERSED);
    expect(earningsStatusCopy({ type: 'bonus', status: 'pending' })).to.equal(ACCOUNT_MESSAGES.EARNINGS_PENDING);
    expect(earningsStatusCopy({ type: 'bonus', status: 'processed' })).to.equal(null);
  });
});

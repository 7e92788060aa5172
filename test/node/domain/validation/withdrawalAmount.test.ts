import { expect } from 'chai';
import { MINIMUM_WITHDRAWAL_CENTS, WITHDRAWAL_AMOUNT_MESSAGES, WithdrawalAmount, type WithdrawalAmountLimits } from '../../../../domain/validation/withdrawalAmount';

describe('WithdrawalAmount', () => {
  const limits = { balanceCents: 5000, minimumCents: 2000 };
  const centsOf = (cents: number | null, checked: WithdrawalAmountLimits = limits) => {
    const result = WithdrawalAmount.check(cents, checked);
    return result.ok ? result.value.cents : result;
  };

  it('holds an amount between the minimum and the balance, in cents', () => {
    expect(centsOf(2000)).to.equal(2000);
    expect(centsOf(5000)).to.equal(5000);
  });

  it('refuses no amount, fractions of a cent, zero and negatives', () => {
    for (const cents of [null, 0, -100, 20.5, Number.NaN]) {
      expect(centsOf(cents), String(cents)).to.deep.equal({ ok: false, problem: 'invalid', message: WITHDRAWAL_AMOUNT_MESSAGES.INVALID });
    }
    expect(WITHDRAWAL_AMOUNT_MESSAGES.INVALID).to.equal('Enter an amount in dollars and cents.');
  });

  it('refuses an amount under the minimum by naming the minimum withdrawal ($20 unless the limits say otherwise)', () => {
    expect(MINIMUM_WITHDRAWAL_CENTS).to.equal(2000);
    expect(centsOf(1999, { balanceCents: 5000 })).to.deep.equal({ ok: false, problem: 'belowMinimum', message: 'The minimum withdrawal is $20.00.' });
    expect(centsOf(2400, { balanceCents: 5000, minimumCents: 2500 })).to.deep.equal({
      ok: false,
      problem: 'belowMinimum',
      message: 'The minimum withdrawal is $25.00.',
    });
  });

  it('words a balance under the minimum apart from an amount under it', () => {
    expect(WITHDRAWAL_AMOUNT_MESSAGES.balanceBelowMinimum(2000)).to.equal('You need at least $20.00 in earnings to withdraw.');
  });

  it('refuses an amount over the balance, then over the maximum', () => {
    expect(centsOf(5001)).to.deep.equal({ ok: false, problem: 'aboveBalance', message: "That's more than your available balance." });
    expect(centsOf(4500, { ...limits, maximumCents: 4000 })).to.deep.equal({
      ok: false,
      problem: 'aboveMaximum',
      message: 'You can withdraw up to $40.00 at a time.',
    });
  });
});

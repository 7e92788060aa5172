import { expect } from 'chai';
import { MINIMUM_WITHDRAWAL_CENTS, WITHDRAWAL_AMOUNT_MESSAGES } from '../../../../domain/validation/withdrawalAmount';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { MONEY } from '../../../../domain/constants/limits';
import {
  hasCashoutAgeThresholdPassed,
  withdrawalBlockReason,
} from '../../../../domain/money/withdrawal';
import { nextWithdrawStep, previousWithdrawStep, withdrawalSteps, WITHDRAW_STEPS } from '../../../../domain/money/withdrawSteps';

describe('withdrawalBlockReason', () => {
  it('needs at least $20 by default', () => {
    expect(withdrawalBlockReason({ balanceCents: 2000 })).to.equal(null);
    expect(withdrawalBlockReason({ balanceCents: 1999 })).to.deep.equal({
      reason: 'belowMinimum',
      message: WITHDRAWAL_AMOUNT_MESSAGES.balanceBelowMinimum(MINIMUM_WITHDRAWAL_CENTS),
    });
  });

  it('honours another minimum', () => {
    expect(withdrawalBlockReason({ balanceCents: 1000, minimumCents: 500 })).to.equal(null);
  });

  it('is off when withdrawals are disabled, whatever the balance', () => {
    expect(withdrawalBlockReason({ balanceCents: 100000, withdrawalsDisabled: true })?.reason).to.equal('withdrawalsDisabled');
    expect(withdrawalBlockReason({ balanceCents: 0, withdrawalsDisabled: true })).to.deep.equal({
      reason: 'withdrawalsDisabled',
      message: ACCOUNT_MESSAGES.WITHDRAWAL_UNAVAILABLE,
    });
  });

  it('is off too soon after the first purchase (naming the threshold), after a disabled account, before a low balance', () => {
    expect(withdrawalBlockReason({ balanceCents: 0, cashoutAgeThresholdPassed: false })).to.deep.equal({
      reason: 'tooSoon',
      message: ACCOUNT_MESSAGES.cashoutTooSoon(MONEY.CASHOUT_AGE_THRESHOLD_DAYS),
    });
    expect(withdrawalBlockReason({ balanceCents: 5000, cashoutAgeThresholdPassed: false, cashoutAgeThresholdDays: 14 })?.message).to.equal(ACCOUNT_MESSAGES.cashoutTooSoon(14));
    expect(withdrawalBlockReason({ balanceCents: 5000, cashoutAgeThresholdPassed: false, withdrawalsDisabled: true })?.reason).to.equal('withdrawalsDisabled');
  });
});

describe('hasCashoutAgeThresholdPassed', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  it('opens 7 days after the first purchase', () => {
    expect(hasCashoutAgeThresholdPassed(new Date('2024-06-08T12:00:00Z'), now)).to.equal(true);
    expect(hasCashoutAgeThresholdPassed(new Date('2024-06-08T12:00:01Z'), now)).to.equal(false);
    expect(hasCashoutAgeThresholdPassed(null, now)).to.equal(false);
    expect(hasCashoutAgeThresholdPassed(new Date('2024-06-14T12:00:00Z'), now, 1)).to.equal(true);
  });
});

describe('withdrawal steps', () => {
  it('accept the documents\' five page names, and walk four: preview and confirm are one step (issue 29)', () => {
    expect(WITHDRAW_STEPS).to.deep.equal(['chooseAccount', 'chooseAmount', 'preview', 'confirm', 'complete']);
    expect(withdrawalSteps).to.deep.equal(['chooseAccount', 'chooseAmount', 'confirm', 'complete']);
  });

  it('move forward and back', () => {
    expect(nextWithdrawStep('chooseAccount')).to.equal('chooseAmount');
    expect(nextWithdrawStep('chooseAmount')).to.equal('confirm');
    expect(nextWithdrawStep('preview')).to.equal('complete');
    expect(nextWithdrawStep('confirm')).to.equal('complete');
    expect(nextWithdrawStep('complete')).to.equal(null);
    expect(previousWithdrawStep('preview')).to.equal('chooseAmount');
    expect(previousWithdrawStep('confirm')).to.equal('chooseAmount');
    expect(previousWithdrawStep('complete')).to.equal('confirm');
    expect(previousWithdrawStep('chooseAccount')).to.equal(null);
  });
});

import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { validateLinkAccountForm } from '../../../../domain/validation/linkAccountForm';
import { validateSecurityNameStep } from '../../../../domain/validation/securityNameStep';
import {
  validateWithdrawalAmount,
  withdrawalBelowMinimumMessage,
} from '../../../../domain/validation/withdrawalAmount';
import { NAME_MESSAGES } from '../../../../domain/validation/names';

describe('validateLinkAccountForm', () => {
  it('passes a filled form, trimming the email but not the password', () => {
    expect(validateLinkAccountForm({ email: ' a@b.co ', password: ' secret ' })).to.deep.equal({
      ok: true,
      value: { email: 'a@b.co', password: ' secret ' },
    });
  });

  it('uses the link form wording', () => {
    expect(validateLinkAccountForm({ email: '', password: '' })).to.deep.equal({
      ok: false,
      fields: { email: 'Email address is required', password: 'Password is required' },
    });
    expect(validateLinkAccountForm({ email: 'nope', password: 'x' })).to.deep.equal({
      ok: false,
      fields: { email: 'Enter a valid email address' },
    });
  });
});

describe('validateSecurityNameStep', () => {
  it('needs both names and the password', () => {
    expect(validateSecurityNameStep({ firstName: '', lastName: '', password: '' })).to.deep.equal({
      ok: false,
      fields: {
        firstName: NAME_MESSAGES.FIRST_NAME_REQUIRED,
        lastName: NAME_MESSAGES.LAST_NAME_REQUIRED,
        password: 'Please enter your password.',
      },
    });
  });

  it('returns the trimmed names', () => {
    expect(validateSecurityNameStep({ firstName: ' Jamie ', lastName: 'Rivera ', password: 'pw' })).to.deep.equal({
      ok: true,
      value: { firstName: 'Jamie', lastName: 'Rivera', password: 'pw' },
    });
  });
});

describe('validateWithdrawalAmount', () => {
  const limits = { balanceCents: 5000, minimumCents: 2000 };

  it('accepts an amount between the minimum and the balance', () => {
    expect(validateWithdrawalAmount(2000, limits)).to.deep.equal({ ok: true, value: 2000 });
    expect(validateWithdrawalAmount(5000, limits)).to.deep.equal({ ok: true, value: 5000 });
  });

  it('rejects fractions of a cent, zero and negatives', () => {
    for (const cents of [0, -100, 20.5, Number.NaN]) {
      expect(validateWithdrawalAmount(cents, limits), String(cents)).to.deep.equal({
        ok: false,
        message: ACCOUNT_MESSAGES.WITHDRAWAL_AMOUNT_INVALID,
      });
    }
  });

  it('rejects amounts under the minimum by naming the minimum withdrawal (the balance may hold more)', () => {
    expect(validateWithdrawalAmount(1999, { balanceCents: 5000 })).to.deep.equal({
      ok: false,
      message: ACCOUNT_MESSAGES.WITHDRAWAL_AMOUNT_BELOW_MINIMUM,
    });
    expect(ACCOUNT_MESSAGES.WITHDRAWAL_AMOUNT_BELOW_MINIMUM).to.equal('The minimum withdrawal is $20.00.');
    expect(validateWithdrawalAmount(2400, { balanceCents: 5000, minimumCents: 2500 })).to.deep.equal({
      ok: false,
      message: 'The minimum withdrawal is $25.00.',
    });
  });

  it('keeps one wording for the minimum message', () => {
    expect(withdrawalBelowMinimumMessage(2000)).to.equal(ACCOUNT_MESSAGES.withdrawalBelowMinimum('$20.00'));
  });

  it('rejects amounts over the balance, then over the maximum', () => {
    expect(validateWithdrawalAmount(5001, limits)).to.deep.equal({ ok: false, message: ACCOUNT_MESSAGES.WITHDRAWAL_ABOVE_BALANCE });
    expect(validateWithdrawalAmount(4500, { ...limits, maximumCents: 4000 })).to.deep.equal({
      ok: false,
      message: ACCOUNT_MESSAGES.withdrawalAboveMaximum('$40.00'),
    });
  });
});

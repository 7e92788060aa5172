import { expect } from 'chai';
import { ageOn, isOldEnoughForAlcohol } from '../../../../domain/customers/age';
import { shouldShowBalance } from '../../../../domain/customers/balance';
import { CUSTOMER_ID_MISSING, requireCustomerId } from '../../../../domain/customers/customerId';
import { withCustomerInfoDefaults } from '../../../../domain/customers/customerInfo';
import { accountDisplayName } from '../../../../domain/customers/displayName';
import { isNewSaver } from '../../../../domain/customers/newSaver';
import { phoneVerificationStage } from '../../../../domain/customers/phoneVerification';

const now = new Date('2024-06-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('isNewSaver', () => {
  it('is true within 7 days of joining', () => {
    expect(isNewSaver(new Date(now.getTime() - 6 * DAY), now)).to.equal(true);
    expect(isNewSaver(new Date(now.getTime() - 7 * DAY + 1), now)).to.equal(true);
    expect(isNewSaver(new Date(now.getTime() - 7 * DAY), now)).to.equal(false);
    expect(isNewSaver(new Date(Number.NaN), now)).to.equal(false);
  });
});

describe('accountDisplayName', () => {
  it('shows the first name and last initial', () => {
    expect(accountDisplayName('Jamie', 'Rivera')).to.equal('Jamie R.');
    expect(accountDisplayName(' Jamie ', ' rivera')).to.equal('Jamie R.');
    expect(accountDisplayName('Jamie', '')).to.equal('Jamie');
    expect(accountDisplayName('', 'Rivera')).to.equal('R.');
    expect(accountDisplayName('Zoë', 'Émile')).to.equal('Zoë É.');
  });
});

describe('shouldShowBalance', () => {
  it('shows the balance only when above 0', () => {
    expect(shouldShowBalance(0.01)).to.equal(true);
    expect(shouldShowBalance(0)).to.equal(false);
    expect(shouldShowBalance(-1)).to.equal(false);
    expect(shouldShowBalance(undefined)).to.equal(false);
  });
});

describe('ageOn / isOldEnoughForAlcohol', () => {
  it('counts whole years to the day', () => {
    expect(ageOn('2003-06-15', now)).to.equal(21);
    expect(ageOn('2003-06-16', now)).to.equal(20);
    expect(ageOn('nope', now)).to.equal(null);
  });

  it('reaches a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2004-02-29', new Date('2023-02-28T12:00:00Z'))).to.equal(18);
    expect(ageOn('2004-02-29', new Date('2023-03-01T12:00:00Z'))).to.equal(19);
  });

  it('allows alcohol offers from 21', () => {
    expect(isOldEnoughForAlcohol('2003-06-15', now)).to.equal(true);
    expect(isOldEnoughForAlcohol('2003-06-16', now)).to.equal(false);
    expect(isOldEnoughForAlcohol('', now)).to.equal(false);
  });
});

describe('requireCustomerId', () => {
  it("fails with 'customerId missing'", () => {
    expect(requireCustomerId(12)).to.deep.equal({ ok: true, value: '12' });
    expect(requireCustomerId('')).to.deep.equal({ ok: false, message: CUSTOMER_ID_MISSING });
    expect(requireCustomerId(undefined)).to.deep.equal({ ok: false, message: 'customerId missing' });
  });
});

describe('withCustomerInfoDefaults', () => {
  it('defaults minimumPaypalAmount to 20', () => {
    const base = {
      customerId: '1', firstName: 'J', lastName: 'R', email: 'j@r.co', birthDate: '1990-01-01', zip: '80011',
      referralCode: '', referralLink: '', profilePictureURL: '', balance: 0, lifetimeEarnings: 0, joinDate: '',
      firstTransactionTimePassed: false, phoneNumber: '', auth0Accounts: [],
    };
    expect(withCustomerInfoDefaults(base).minimumPaypalAmount).to.equal(20);
    expect(withCustomerInfoDefaults({ ...base, minimumPaypalAmount: 25 }).minimumPaypalAmount).to.equal(25);
  });
});

describe('phoneVerificationStage', () => {
  it('moves from phone entry to code entry to verified', () => {
    expect(phoneVerificationStage(null)).to.equal('enterPhone');
    const pending = { id: '1', referenceId: 'r', phoneNumber: '+12015550123', verified: false };
    expect(phoneVerificationStage(pending)).to.equal('enterCode');
    expect(phoneVerificationStage({ ...pending, verified: true })).to.equal('verified');
  });
});

import { expect } from 'chai';
import { isOnboardingStep, ONBOARDING_STEPS } from '../../../../domain/customers/onboarding';
import {
  checkupItemStatus,
  isCheckupComplete,
  outstandingCheckupItems,
} from '../../../../domain/customers/securityCheckup';

describe('security checkup', () => {
  const items = [
    { id: 'a', name: 'Name', status: 'COMPLETE' },
    { id: 'b', name: 'Email', status: 'SKIP' },
    { id: 'c', name: 'Phone', status: 'ERROR' },
    { id: 'd', name: 'Password', status: 'INCOMPLETE' },
    { id: 'e', name: 'Other' },
  ];

  it('keeps items outstanding unless COMPLETE or SKIP, defaulting to INCOMPLETE', () => {
    expect(outstandingCheckupItems(items).map((i) => i.id)).to.deep.equal(['c', 'd', 'e']);
    expect(checkupItemStatus({ id: 'e', name: 'Other' })).to.equal('INCOMPLETE');
    expect(checkupItemStatus({ id: 'e', name: 'Other', status: 'complete' })).to.equal('COMPLETE');
  });

  it('is complete when nothing is outstanding', () => {
    expect(isCheckupComplete(items)).to.equal(false);
    expect(isCheckupComplete(items.slice(0, 2))).to.equal(true);
    expect(isCheckupComplete([])).to.equal(true);
  });
});

describe('onboarding steps', () => {
  it('run personalInfo, emailConfirmation, phoneVerification', () => {
    expect(ONBOARDING_STEPS).to.deep.equal(['personalInfo', 'emailConfirmation', 'phoneVerification']);
    expect(isOnboardingStep('emailConfirmation')).to.equal(true);
    expect(isOnboardingStep('cashout')).to.equal(false);
  });
});

import { expect } from 'chai';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { linkButton } from '../../../../domain/retailers/linkButton';
import { MFA_REQUIRED } from '../../../../domain/retailers/linkButtonLabels';
import {
  isDirectIntegrationLinked,
  isLinkHoldingAccount,
  retailerLinkState,
} from '../../../../domain/retailers/linkState';

describe('retailerLinkState', () => {
  const cases: [string | null | undefined, string][] = [
    ['verified', 'linked'],
    ['VERIFIED', 'linked'],
    ['pending', 'pending'],
    ['Checking', 'pending'],
    ['invalid', 'failed'],
    ['TAKEN', 'failed'],
    ['unknown', 'failed'],
    ['pendingDisconnect', 'failed'],
    ['cancelled', 'unlinked'],
    ['', 'unlinked'],
    [null, 'unlinked'],
    [undefined, 'unlinked'],
  ];
  for (const [status, state] of cases) {
    it(`maps ${JSON.stringify(status)} to ${state}`, () => {
      expect(retailerLinkState(status, 5, false)).to.equal(state);
    });
  }

  it('needs action for a verified, locked link at the MFA retailer 1144', () => {
    expect(retailerLinkState('Verified', RETAILER_ID.MFA, true)).to.equal('actionRequired');
    expect(retailerLinkState('verified', RETAILER_ID.MFA, false)).to.equal('linked');
    expect(retailerLinkState('verified', 5, true)).to.equal('linked');
    expect(retailerLinkState('pending', RETAILER_ID.MFA, true)).to.equal('pending');
  });
});

describe('isLinkHoldingAccount', () => {
  it('holds the retailer account while linked, pending or awaiting MFA; not once failed or unlinked', () => {
    const holds = (status: string, locked = false) => isLinkHoldingAccount(retailerLinkState(status, 1144, locked));
    expect([holds('verified'), holds('pending'), holds('checking'), holds('verified', true)]).to.deep.equal([true, true, true, true]);
    expect([holds('invalid'), holds('taken'), holds('cancelled'), holds('')]).to.deep.equal([false, false, false, false]);
  });
});

describe('isDirectIntegrationLinked', () => {
  it("is true only when the lower-cased status is 'verified'", () => {
    expect(isDirectIntegrationLinked('Verified')).to.equal(true);
    expect(isDirectIntegrationLinked('verified')).to.equal(true);
    expect(isDirectIntegrationLinked('pending')).to.equal(false);
    expect(isDirectIntegrationLinked(null)).to.equal(false);
  });
});

describe('linkButton', () => {
  const base = { retailerId: 5, hasOffers: true, cancelMode: false };

  it('shows the MFA message when action is required', () => {
    expect(linkButton('actionRequired', base)).to.deep.equal({
      action: 'finishLinking',
      label: MFA_REQUIRED,
      enabled: true,
    });
    expect(MFA_REQUIRED).to.equal('Finish linking account');
  });

  it('shows Shop at the retailer when linked, disabled without offers', () => {
    expect(linkButton('linked', { ...base, retailerName: 'Target' })).to.deep.equal({
      action: 'shop',
      label: 'Shop at Target',
      enabled: true,
    });
    expect(linkButton('linked', { ...base, hasOffers: false })).to.deep.equal({
      action: 'shop',
      label: 'Shop at retailer',
      enabled: false,
    });
  });

  it('shows Shop when pending, enabled only for retailer 1144', () => {
    expect(linkButton('pending', base)).to.deep.equal({ action: 'shop', label: 'Shop', enabled: false });
    expect(linkButton('pending', { ...base, retailerId: RETAILER_ID.MFA }).enabled).to.equal(true);
  });

  it('shows Try again when failed, or Cancel in cancel mode', () => {
    expect(linkButton('failed', base)).to.deep.equal({ action: 'tryAgain', label: 'Try again', enabled: true });
    expect(linkButton('failed', { ...base, cancelMode: true })).to.deep.equal({
      action: 'cancel',
      label: 'Cancel',
      enabled: true,
    });
  });

  it('shows Link when unlinked', () => {
    expect(linkButton('unlinked', base)).to.deep.equal({ action: 'link', label: 'Link', enabled: true });
  });
});

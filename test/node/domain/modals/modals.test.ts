import { expect } from 'chai';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { shouldShowAccountNotLinkedModal } from '../../../../domain/modals/accountNotLinkedModal';
import { shouldShowExtensionPromoHeader } from '../../../../domain/modals/extensionModals';
import { shouldShowExtensionPostUnlockModal } from '../../../../domain/modals/extensionPostUnlockModal';
import { postUnlockModal, POST_UNLOCK_MODAL } from '../../../../domain/modals/postUnlockModal';
import { isPrivacyApprovalConfirmed } from '../../../../domain/modals/privacyApproval';
import { temporaryBannerFor } from '../../../../domain/modals/temporaryBanner';

describe('shouldShowAccountNotLinkedModal', () => {
  it('shows when the retailer requires a link that is not verified, pending or cancelled', () => {
    expect(shouldShowAccountNotLinkedModal({ retailerRequiresLink: true, linkStatus: undefined })).to.equal(true);
    expect(shouldShowAccountNotLinkedModal({ retailerRequiresLink: true, linkStatus: 'invalid' })).to.equal(true);
  });

  it('stays closed when the retailer needs no link', () => {
    expect(shouldShowAccountNotLinkedModal({ retailerRequiresLink: false, linkStatus: null })).to.equal(false);
  });

  it('stays closed for verified, pending or cancelled statuses, case-insensitively', () => {
    for (const linkStatus of ['verified', 'VERIFIED', 'pending', 'pendingDisconnect', 'Cancelled', 'userCancelled']) {
      expect(shouldShowAccountNotLinkedModal({ retailerRequiresLink: true, linkStatus }), linkStatus).to.equal(false);
    }
  });
});

describe('shouldShowExtensionPostUnlockModal', () => {
  const base = { retailerId: 12, extensionRequiredRetailerIds: [12, 13], extensionVersion: null };

  it('shows for an extension-required retailer when no extension version is known', () => {
    expect(shouldShowExtensionPostUnlockModal(base)).to.equal(true);
    expect(shouldShowExtensionPostUnlockModal({ ...base, extensionVersion: '' })).to.equal(true);
  });

  it('stays closed with an extension, or at other retailers', () => {
    expect(shouldShowExtensionPostUnlockModal({ ...base, extensionVersion: '1.2.3' })).to.equal(false);
    expect(shouldShowExtensionPostUnlockModal({ ...base, retailerId: 99 })).to.equal(false);
  });
});

describe('postUnlockModal', () => {
  const base = {
    retailerId: 12,
    extensionRequiredRetailerIds: [12],
    extensionVersion: null,
    retailerRequiresLink: true,
    linkStatus: null,
  };

  it('prefers the extension modal', () => {
    expect(postUnlockModal(base)).to.equal(POST_UNLOCK_MODAL.EXTENSION);
  });

  it('falls back to the account-not-linked modal', () => {
    expect(postUnlockModal({ ...base, extensionVersion: '1.0.0' })).to.equal(POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED);
  });

  it('shows none when neither applies or the cookie says one was shown', () => {
    expect(postUnlockModal({ ...base, extensionVersion: '1.0.0', linkStatus: 'verified' })).to.equal(null);
    expect(postUnlockModal({ ...base, postUnlockCookie: POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED })).to.equal(null);
  });
});

describe('shouldShowExtensionPromoHeader', () => {
  const base = { extensionVersion: null, routeName: 'home', retailerId: null, dismissed: false };

  it('shows on home and retailer pages without an extension', () => {
    expect(shouldShowExtensionPromoHeader(base)).to.equal(true);
    expect(shouldShowExtensionPromoHeader({ ...base, routeName: 'retailers-retailerName-id', retailerId: 12 })).to.equal(
      true,
    );
  });

  it('hides with an extension version, elsewhere, or when dismissed (the desktop width is its CSS: test/browser)', () => {
    expect(shouldShowExtensionPromoHeader({ ...base, extensionVersion: '2.0.0' })).to.equal(false);
    expect(shouldShowExtensionPromoHeader({ ...base, routeName: 'search' })).to.equal(false);
    expect(shouldShowExtensionPromoHeader({ ...base, dismissed: true })).to.equal(false);
  });

  it('hides for retailer 1058', () => {
    expect(
      shouldShowExtensionPromoHeader({
        ...base,
        routeName: 'retailers-retailerName-id',
        retailerId: RETAILER_ID.HIDES_EXTENSION_HEADER,
      }),
    ).to.equal(false);
  });
});

describe('temporaryBannerFor', () => {
  it("returns the first entry for the page", () => {
    const entries = [
      { page: 'home', text: 'Holiday hours' },
      { page: 'home', text: 'Second' },
      { page: 'retailers', text: 'Other' },
    ];
    expect(temporaryBannerFor(entries, 'home')).to.deep.equal({ page: 'home', text: 'Holiday hours' });
    expect(temporaryBannerFor(entries, 'search')).to.equal(null);
  });

  it('skips malformed or blank entries and a non-list flag value', () => {
    expect(temporaryBannerFor([{ page: 'home' }, { page: 'home', text: ' ' }, { page: 'home', text: 'Ok' }], 'home'))
      .to.deep.equal({ page: 'home', text: 'Ok' });
    expect(temporaryBannerFor('nope', 'home')).to.equal(null);
  });
});

describe('isPrivacyApprovalConfirmed', () => {
  it("accepts exactly 'YES'", () => {
    expect(isPrivacyApprovalConfirmed('YES')).to.equal(true);
    for (const input of ['yes', ' YES', 'YES ', 'Yes', '', undefined]) {
      expect(isPrivacyApprovalConfirmed(input), String(input)).to.equal(false);
    }
  });
});

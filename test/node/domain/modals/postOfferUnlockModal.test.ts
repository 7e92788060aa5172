import { expect } from 'chai';
import { POST_OFFER_UNLOCK_MODAL, shouldShowPostOfferUnlockModal } from '../../../../domain/modals/postOfferUnlockModal';
import { POST_UNLOCK_MODAL } from '../../../../domain/modals/postUnlockModal';

describe('shouldShowPostOfferUnlockModal', () => {
  it('shows after an unlock that brings no other modal, while its cookie is unset', () => {
    expect(shouldShowPostOfferUnlockModal({ postUnlockModal: null, postOfferUnlockCookie: null })).to.equal(true);
    expect(shouldShowPostOfferUnlockModal({ postUnlockModal: null, postOfferUnlockCookie: undefined })).to.equal(true);
  });

  it('gives way to the extension and account-not-linked modals', () => {
    for (const other of Object.values(POST_UNLOCK_MODAL)) {
      expect(shouldShowPostOfferUnlockModal({ postUnlockModal: other, postOfferUnlockCookie: null }), other).to.equal(false);
    }
  });

  it('shows at most once per cookie lifetime', () => {
    expect(shouldShowPostOfferUnlockModal({ postUnlockModal: null, postOfferUnlockCookie: POST_OFFER_UNLOCK_MODAL })).to.equal(false);
  });
});

import { expect } from 'chai';
import { EXPIRATION_BUCKET_MS } from '../../../../domain/offers/timeLeft';
import * as MESSAGES from '../../../../domain/constants/messages';
import { MESSAGE_KEY, MESSAGE_TEXT } from '../../../../domain/constants/messages';
import { POST_UNLOCK_MODAL } from '../../../../domain/modals/postUnlockModal';
import { ROUTE_NAME } from '../../../../domain/constants/navigation';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import { offerTag, OFFER_TAG_TEXT } from '../../../../domain/offers/offerTag';
import { type Offer } from '../../../../domain/offers/Offer';
import { offerPageRetailerId, offerPageTarget, parsePositiveId, ADD_OFFER_SOURCE } from '../../../../domain/offers/offerPageTarget';
import { offerPath } from '../../../../domain/offers/offerPath';
import { offerTagText } from '../../../../domain/offers/offerTagText';
import { unlockFollowUpModal, type UnlockFollowUpInput } from '../../../../domain/offers/unlockFollowUp';
import { unlockRetailerId } from '../../../../domain/offers/unlockRetailer';

const now = new Date('2026-03-01T12:00:00.000Z');
const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('offerPath', () => {
  it('links /offers/{slug}/{id} with the retailer the card is shown for, and round-trips through the router', () => {
    const path = offerPath({ id: 501, name: 'Milk & Eggs, "Large"' }, { retailerId: 3443 });
    expect(path).to.equal('/offers/Milk_and_Eggs_Large/501?retailerId=3443');
    const route = matchRoute('/offers/Milk_and_Eggs_Large/501', '?retailerId=3443');
    expect(route.name).to.equal(ROUTE_NAME.OFFER);
    expect(route.params).to.deep.equal({ offerName: 'Milk_and_Eggs_Large', id: '501' });
  });

  it('cuts the slug to 75 characters and leaves out empty query values', () => {
    const path = offerPath({ id: 7, name: 'x'.repeat(100) }, { retailerId: null, searchQuery: '' });
    expect(path).to.equal(`/offers/${'x'.repeat(75)}/7`);
  });

  it('encodes a character the slug keeps only once (no %25 double encoding)', () => {
    const path = offerPath({ id: 8, name: '50% off' });
    expect(path).to.equal('/offers/50%25_off/8');
    expect(matchRoute('/offers/50%25_off/8').params.offerName).to.equal('50%_off');
  });
});

describe('offerTagText', () => {
  const targeted = (expiration: string): Offer => ({ id: 1, name: 'x', discoverability: { isDiscoverable: false, expiration } });

  it('words the time left of a targeted offer the shopper has: now, minutes, hours, days', () => {
    const text = (ms: number) => offerTagText(offerTag(targeted(inMs(ms)), { hasOffer: true, now }));
    expect(text(30_000)).to.equal('Ends now');
    expect(text(EXPIRATION_BUCKET_MS.MINUTE)).to.equal('1 minute left');
    expect(text(5 * EXPIRATION_BUCKET_MS.MINUTE)).to.equal('5 minutes left');
    expect(text(2 * EXPIRATION_BUCKET_MS.HOUR)).to.equal('2 hours left');
    expect(text(3 * EXPIRATION_BUCKET_MS.DAY)).to.equal('3 days left');
  });

  it("is 'ends soon' for a discoverable offer ending soon, and nothing otherwise", () => {
    const endsSoon: Offer = { id: 2, name: 'y', discoverability: { isDiscoverable: true, discoverableEndsSoon: true, expiration: inMs(1000) } };
    expect(offerTagText(offerTag(endsSoon, { hasOffer: false, now }))).to.equal(OFFER_TAG_TEXT.ENDS_SOON);
    expect(offerTagText(offerTag({}, { hasOffer: true, now }))).to.equal(null);
    expect(offerTagText(offerTag(targeted(inMs(1000)), { hasOffer: false, now }))).to.equal(null);
    expect(offerTagText({ kind: 'timeLeft', timeLeft: null })).to.equal(null);
  });
});

describe('unlockRetailerId', () => {
  it("uses the page's retailer when the offer is available there, else the offer's first retailer", () => {
    expect(unlockRetailerId({ retailers: [5, 3443] }, 3443)).to.equal(3443);
    expect(unlockRetailerId({ retailers: [5, 3443] }, 99)).to.equal(5);
    expect(unlockRetailerId({ retailers: [5, 3443] }, null)).to.equal(5);
    expect(unlockRetailerId({ availableAtRetailers: [{ id: 12 }] })).to.equal(12);
  });

  it('trusts the given retailer when the offer lists none, and is null when nothing is known', () => {
    expect(unlockRetailerId({}, 42)).to.equal(42);
    expect(unlockRetailerId({})).to.equal(null);
    expect(unlockRetailerId({}, 0)).to.equal(null);
  });
});

describe('unlockFollowUpModal', () => {
  const base: UnlockFollowUpInput = {
    retailerId: 3443,
    extensionRequiredRetailerIds: [9003],
    extensionVersion: null,
    unifiedAccountLinkingRetailerIds: [1144, 3443],
    directIntegrationRetailerIds: [1408],
    linkStatus: null,
    postUnlockCookie: null,
  };

  it('asks to link at a retailer of either linking flag when the link is not verified', () => {
    expect(unlockFollowUpModal(base)).to.equal(POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED);
    expect(unlockFollowUpModal({ ...base, retailerId: 1408, linkStatus: 'invalid' })).to.equal(POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED);
    expect(unlockFollowUpModal({ ...base, linkStatus: 'VERIFIED' })).to.equal(null);
    expect(unlockFollowUpModal({ ...base, linkStatus: 'pending' })).to.equal(null);
    expect(unlockFollowUpModal({ ...base, retailerId: 5 })).to.equal(null);
  });

  it('never asks to link while the link status is unknown', () => {
    expect(unlockFollowUpModal({ ...base, linkStatus: undefined })).to.equal(null);
  });

  it('prompts for the extension at an extension-required retailer without one; the cookie silences both', () => {
    expect(unlockFollowUpModal({ ...base, retailerId: 9003 })).to.equal(POST_UNLOCK_MODAL.EXTENSION);
    expect(unlockFollowUpModal({ ...base, retailerId: 9003, extensionVersion: '1.2.3' })).to.equal(null);
    expect(unlockFollowUpModal({ ...base, postUnlockCookie: POST_UNLOCK_MODAL.EXTENSION })).to.equal(null);
  });
});

describe('offerPageTarget', () => {
  const target = (path: string, search = '') => offerPageTarget(matchRoute(path, search));

  it('reads the offer id of both offer routes', () => {
    expect(target('/offers/Milk/501', '?retailerId=3443')).to.deep.equal({ kind: 'offer', offerId: 501 });
    expect(target('/offers/501')).to.deep.equal({ kind: 'offer', offerId: 501 });
  });

  it("resolves offers-id with an offerGroupId through the group, except right after sign-up from an offer", () => {
    expect(target('/offers/501', '?offerGroupId=8001')).to.deep.equal({ kind: 'offerGroup', offerGroupId: '8001' });
    expect(target('/offers/group', '?offerGroupId=8001')).to.deep.equal({ kind: 'offerGroup', offerGroupId: '8001' });
    expect(target('/offers/501', `?source=${ADD_OFFER_SOURCE}&offerGroupId=8001`)).to.deep.equal({ kind: 'offer', offerId: 501 });
  });

  it("answers an id that names no offer with 'No offer found with id: {id}'", () => {
    expect(target('/offers/Milk/abc')).to.deep.equal({ kind: 'invalid', error: MESSAGES.noOfferWithId('abc') });
    expect(target('/offers/0')).to.deep.equal({ kind: 'invalid', error: MESSAGES.noOfferWithId('0') });
  });

  it('reads the retailerId query when it is a valid id', () => {
    expect(offerPageRetailerId(matchRoute('/offers/Milk/1', '?retailerId=3443'))).to.equal(3443);
    expect(offerPageRetailerId(matchRoute('/offers/Milk/1', '?retailerId=x'))).to.equal(null);
    expect(parsePositiveId(' 12 ')).to.equal(12);
    expect(parsePositiveId('1e3')).to.equal(null);
  });
});

describe('MESSAGE_TEXT', () => {
  it('gives an English sentence for every toast key the documents name', () => {
    for (const key of Object.values(MESSAGE_KEY)) {
      expect(MESSAGE_TEXT[key]).to.be.a('string').and.not.equal(key);
      expect(MESSAGE_TEXT[key]).to.match(/^[A-Z].*[.?!]$/);
    }
    expect(MESSAGE_TEXT[MESSAGE_KEY.DEFAULT]).to.equal(MESSAGES.DEFAULT_ERROR);
  });
});

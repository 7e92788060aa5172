import { expect } from 'chai';
import { isDefaultTypeOffer, isNonaffiliate } from '../../../../domain/offers/attribution';
import { formatOfferValue } from '../../../../domain/offers/formatOfferValue';
import { noOfferForOfferGroup, offerGroupLookupResult } from '../../../../domain/offers/offerGroup';
import { ATTRIBUTION_METHOD, OFFER_TYPE } from '../../../../domain/offers/Offer';
import { toUnlockedOffer } from '../../../../domain/offers/UnlockedOffer';

describe('isNonaffiliate / isDefaultTypeOffer', () => {
  it('recognises consumer-goods (nonaffiliate) offers', () => {
    expect(isNonaffiliate({ attributionMethod: 'nonaffiliate' })).to.equal(true);
    expect(isNonaffiliate({ attributionMethod: 'affiliate' })).to.equal(false);
    expect(isNonaffiliate({})).to.equal(false);
  });

  it('recognises default-type offers', () => {
    expect(isDefaultTypeOffer({ offerType: 'default' })).to.equal(true);
    expect(isDefaultTypeOffer({ offerType: 'hero' })).to.equal(false);
    expect(isDefaultTypeOffer({})).to.equal(false);
  });
});

describe('offerGroupLookupResult', () => {
  it('uses the first generic offer of a 200 answer', () => {
    expect(offerGroupLookupResult(200, [{ id: 4 }], 77)).to.deep.equal({ ok: true, offerId: 4, multiple: false });
  });

  it('flags more than one result but still uses the first', () => {
    expect(offerGroupLookupResult(200, [{ id: 4 }, { id: 5 }], 77)).to.deep.equal({
      ok: true,
      offerId: 4,
      multiple: true,
    });
  });

  it('fails with the documented message without status 200 or any offer', () => {
    const error = { ok: false, error: noOfferForOfferGroup(77) };
    expect(offerGroupLookupResult(500, [{ id: 4 }], 77)).to.deep.equal(error);
    expect(offerGroupLookupResult(200, [], 77)).to.deep.equal(error);
    expect(offerGroupLookupResult(200, undefined, 77)).to.deep.equal(error);
    expect(error.error).to.equal('Could not find offer ID for offer group ID: 77');
  });
});

describe('toUnlockedOffer', () => {
  it('maps the offer fields onto the unlocked-offer names', () => {
    expect(
      toUnlockedOffer({
        id: 1,
        name: 'Milk',
        currentValue: '$0.50',
        terms: 'One per receipt',
        description: 'Any milk',
        redemptionMax: 1,
        expiringSoon: true,
        attributionMethod: ATTRIBUTION_METHOD.NONAFFILIATE,
        offerType: OFFER_TYPE.DEFAULT,
        offerRetailerPurchaseCategories: [{ id: 1545, displayName: 'Grocery pickup' }],
      }),
    ).to.deep.equal({
      id: 1,
      amountBack: '$0.50',
      details: 'One per receipt',
      summary: 'Any milk',
      perReceiptLimit: 1,
      isExpiringSoon: true,
      attributionMethod: ATTRIBUTION_METHOD.NONAFFILIATE,
      offerType: OFFER_TYPE.DEFAULT,
      offerRetailerPurchaseCategories: [{ id: 1545, displayName: 'Grocery pickup' }],
    });
    expect(toUnlockedOffer({ id: 2, name: 'x' })).to.deep.equal({
      id: 2,
      amountBack: null,
      details: null,
      summary: null,
      perReceiptLimit: null,
      isExpiringSoon: false,
      attributionMethod: undefined,
      offerType: undefined,
      offerRetailerPurchaseCategories: [],
    });
  });
});

describe('formatOfferValue', () => {
  it('prefers the server text, then percent, then a two-decimal amount', () => {
    expect(formatOfferValue({ currentValue: 'Up to 5%', percentBack: 5 })).to.equal('Up to 5%');
    expect(formatOfferValue({ currentValue: ' ', percentBack: 5 })).to.equal('5%');
    expect(formatOfferValue({ amount: 250 })).to.equal('$2.50');
    expect(formatOfferValue({})).to.equal(null);
  });
});

import { expect } from 'chai';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { offersToActivateFirst, usesActivateAndRedirect } from '../../../../domain/launch/activateAndRedirect';
import { canLaunch } from '../../../../domain/launch/canLaunch';
import { affiliateLaunchFor } from '../../../../domain/launch/affiliateLaunch';
import { countLaunchOffers, gatherLaunchOfferIds } from '../../../../domain/launch/launchOffers';

describe('countLaunchOffers', () => {
  const offers = [
    { attributionMethod: 'nonaffiliate', offerType: 'hero' },
    { attributionMethod: 'affiliate', offerType: 'default' },
    { attributionMethod: 'affiliate', offerType: 'hero' },
    {},
  ] as const;
  const linked = { isWebRetailer: true, accountLinked: true, retailerId: 12, directIntegrationLinked: false };

  it('counts offers that are nonaffiliate or of the default type', () => {
    expect(countLaunchOffers(offers, linked)).to.equal(2);
    expect(countLaunchOffers(offers, { ...linked, isWebRetailer: false, accountLinked: false })).to.equal(2);
  });

  it('counts 0 for a web retailer whose account is not linked', () => {
    expect(countLaunchOffers(offers, { ...linked, accountLinked: false })).to.equal(0);
  });

  it('uses the direct-integration link for retailer 1408', () => {
    const walmart = { ...linked, retailerId: RETAILER_ID.DIRECT_INTEGRATION };
    expect(countLaunchOffers(offers, { ...walmart, directIntegrationLinked: false })).to.equal(0);
    expect(countLaunchOffers(offers, { ...walmart, accountLinked: false, directIntegrationLinked: true })).to.equal(2);
  });
});

describe('gatherLaunchOfferIds', () => {
  it('prefers offers in categories 1545 and 1088 when present', () => {
    const offers = [
      { id: 1, offerRetailerPurchaseCategories: [{ id: 7 }] },
      { id: 2, offerRetailerPurchaseCategories: [{ id: 1088 }] },
      { id: 3 },
      { id: 4, offerRetailerPurchaseCategories: [{ id: 7 }, { id: 1545 }] },
    ];
    expect(gatherLaunchOfferIds(offers)).to.deep.equal([2, 4]);
  });

  it('takes every offer otherwise, without repeats', () => {
    expect(gatherLaunchOfferIds([{ id: 1 }, { id: 2, offerRetailerPurchaseCategories: [] }, { id: 1 }])).to.deep.equal([
      1, 2,
    ]);
    expect(gatherLaunchOfferIds([])).to.deep.equal([]);
  });
});

describe('usesActivateAndRedirect', () => {
  it('is true for retailers 1088 and 1545 only', () => {
    expect(usesActivateAndRedirect(1088)).to.equal(true);
    expect(usesActivateAndRedirect(1545)).to.equal(true);
    expect(usesActivateAndRedirect(1408)).to.equal(false);
  });
});

describe('affiliateLaunchFor', () => {
  it("builds the webV2AffiliateLaunch payload: the retailer id and each offer's fields, null when absent", () => {
    expect(
      affiliateLaunchFor(
        [
          { id: 1, percentBack: 5, amount: null, currentValue: '5%', terms: 'Terms' },
          { id: 2, amount: 2 },
        ],
        12,
      ),
    ).to.deep.equal({
      affiliateOffers: [
        { id: 1, percentBack: 5, amount: null, currentValue: '5%', terms: 'Terms' },
        { id: 2, percentBack: null, amount: 2, currentValue: null, terms: null },
      ],
      retailerId: 12,
    });
  });
});

describe('canLaunch', () => {
  it('needs a webUrl or a productUrl', () => {
    expect(canLaunch({ webUrl: 'https://shop.example' })).to.equal(true);
    expect(canLaunch({ productUrl: 'https://shop.example/p/1' })).to.equal(true);
    expect(canLaunch({})).to.equal(false);
    expect(canLaunch({ webUrl: ' ', productUrl: null })).to.equal(false);
  });
});

describe('activate-and-redirect: what Shop adds first (000 §4)', () => {
  it('adds the offers not yet added at 1088 and 1545, never a sweepstakes one; nothing elsewhere', () => {
    const offers = [
      { id: 1, activated: false, rewards: [] },
      { id: 2, activated: true, rewards: [] },
      { id: 3, activated: false, rewards: [{ id: 9, type: 'sweepstakes' as const }] },
    ];
    for (const retailerId of [1088, 1545]) expect(offersToActivateFirst(retailerId, offers).map((offer) => offer.id)).to.deep.equal([1]);
    expect(offersToActivateFirst(77, offers)).to.deep.equal([]);
  });
});

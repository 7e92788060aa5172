import { expect } from 'chai';
import { launchOfferValue, retailerLaunchQuery } from '../../../../domain/launch/launchPage';

describe('the retailer-launch page query (000 §2, launch step 9)', () => {
  const retailer = { name: 'Acme & Co', iconUrl: null, imageUrl: 'https://img.example/acme.png', topAmountBack: 250, topPercentBack: null };

  it("headlines the best offer: highest percent, else highest amount; else the retailer's top cash back", () => {
    const offers = [
      { currentValue: null, percentBack: null, amount: 300 },
      { currentValue: 'Up to 6%', percentBack: 6, amount: null },
      { currentValue: null, percentBack: 2, amount: null },
    ];
    expect(launchOfferValue(offers, retailer)).to.equal('Up to 6%');
    expect(launchOfferValue([offers[0]!, { currentValue: null, percentBack: null, amount: 500 }], retailer)).to.equal('$5.00');
    expect(launchOfferValue([], retailer)).to.equal('Up to $2.50 back');
    expect(launchOfferValue([], { topAmountBack: null, topPercentBack: null })).to.equal(null);
  });

  it('carries what the page shows, leaving out what is unknown (the image when there is no icon)', () => {
    const query = retailerLaunchQuery({ retailer, shoppingId: 'lid-1', affiliateUrl: 'https://go.example/lid-1', offers: [], itemOfferCount: 0, launchedOfferId: null });
    expect(query).to.deep.equal({
      offerValueString: 'Up to $2.50 back',
      shoppingId: 'lid-1',
      iconUrl: 'https://img.example/acme.png',
      affiliateUrl: 'https://go.example/lid-1',
      name: 'Acme & Co',
      itemOfferCount: '0',
      topAmountBack: '250',
    });
  });
});

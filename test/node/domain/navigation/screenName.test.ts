import { expect } from 'chai';
import { screenNameForRoute } from '../../../../domain/navigation/screenName';

describe('screenNameForRoute', () => {
  it('"retailer-gallery for the retailer page"', () => {
    expect(screenNameForRoute('retailers-retailerName-id')).to.equal('retailer-gallery');
  });
  it('"price_compare for price compare"', () => {
    expect(screenNameForRoute('price-compare')).to.equal('price_compare');
  });
  it('"otherwise the route name plus _page"', () => {
    expect(screenNameForRoute('home')).to.equal('home_page');
    expect(screenNameForRoute('retailers')).to.equal('retailers_page');
    expect(screenNameForRoute('offers-offerName-id')).to.equal('offers-offerName-id_page');
  });
});

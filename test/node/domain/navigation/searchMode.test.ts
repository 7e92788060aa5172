import { expect } from 'chai';
import { searchModeForPath } from '../../../../domain/navigation/searchMode';

describe('searchModeForPath', () => {
  it('"a route containing /retailers/ means retailer-gallery"', () => {
    expect(searchModeForPath('/retailers/Target/5')).to.equal('retailer-gallery');
    expect(searchModeForPath('/retailers/groups/Dollar?ids=1')).to.equal('retailer-gallery');
  });
  it('is global elsewhere, including the retailers list itself', () => {
    expect(searchModeForPath('/retailers')).to.equal('global');
    expect(searchModeForPath('/home')).to.equal('global');
    expect(searchModeForPath('/search?q=/retailers')).to.equal('global');
  });
});

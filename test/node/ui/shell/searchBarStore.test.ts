import { expect } from 'chai';
import { SearchBarStore } from '../../../../ui/stores/SearchBarStore';
import { SEARCH_MAX_LENGTH } from '../../../../domain/search/searchQuery';

const RETAILER_PATH = '/retailers/Acme_Market/12';
const acme = { id: 12, name: 'Acme Market', offerCount: 5 };

describe('SearchBarStore (the header search bar shell)', () => {
  it('cuts the typed query to 255 characters and trims it for searching', () => {
    const bar = new SearchBarStore();
    bar.setQuery('x'.repeat(SEARCH_MAX_LENGTH + 20));
    expect(bar.query).to.have.length(SEARCH_MAX_LENGTH);
    bar.setQuery('  running shoes ');
    expect(bar.trimmedQuery).to.equal('running shoes');
  });

  it('submits to /search?q=<trimmed query> and collapses; a blank query goes nowhere', () => {
    const bar = new SearchBarStore();
    bar.expand();
    bar.setQuery('  coffee & tea ');
    expect(bar.submit('/home')).to.equal('/search?q=coffee%20%26%20tea');
    expect(bar.expanded).to.equal(false);
    bar.setQuery('   ');
    expect(bar.submitPath('/home')).to.equal(null);
  });

  it('expands and collapses (Escape, outside click and search collapse it)', () => {
    const bar = new SearchBarStore();
    expect(bar.expanded).to.equal(false);
    bar.expand();
    expect(bar.expanded).to.equal(true);
    bar.collapse();
    expect(bar.expanded).to.equal(false);
  });

  it('shows the retailer pill only on a retailer path, for a retailer with more than one offer', () => {
    const bar = new SearchBarStore();
    bar.setRetailerContext(acme);
    expect(bar.retailerPillFor(RETAILER_PATH)).to.deep.equal(acme);
    expect(bar.retailerPillFor('/home')).to.equal(null);
    bar.setRetailerContext({ ...acme, offerCount: 1 });
    expect(bar.retailerPillFor(RETAILER_PATH)).to.equal(null);
    bar.setRetailerContext({ id: 12, name: 'Acme Market' });
    expect(bar.retailerPillFor(RETAILER_PATH)).to.equal(null);
  });

  it('scopes a search to the pill retailer; dismissing the pill returns to site-wide search', () => {
    const bar = new SearchBarStore();
    bar.setRetailerContext(acme);
    bar.setQuery('milk');
    expect(bar.submitPath(RETAILER_PATH)).to.equal('/search?q=milk&retailerId=12');
    bar.dismissRetailerContext();
    expect(bar.retailerPillFor(RETAILER_PATH)).to.equal(null);
    expect(bar.submitPath(RETAILER_PATH)).to.equal('/search?q=milk');
    // The retailer page reporting a retailer again brings the pill back.
    bar.setRetailerContext(acme);
    expect(bar.retailerPillFor(RETAILER_PATH)).to.deep.equal(acme);
  });

  it('clears the query on a route change to home only', () => {
    const bar = new SearchBarStore();
    bar.setQuery('socks');
    bar.routeChanged('retailers');
    expect(bar.query).to.equal('socks');
    bar.routeChanged('home');
    expect(bar.query).to.equal('');
  });
});

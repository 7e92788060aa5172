import { expect } from 'chai';
import { matchRoute, MAX_ROUTE_PATH_LENGTH } from '../../../../domain/navigation/matchRoute';

describe('matchRoute', () => {
  it('matches static routes', () => {
    expect(matchRoute('/home')).to.deep.equal({ name: 'home', params: {}, query: {} });
    expect(matchRoute('/sign-in/error').name).to.equal('sign-in-error');
    expect(matchRoute('/docs/terms').name).to.equal('docs-terms');
    expect(matchRoute('/docs/privacy').name).to.equal('docs-privacy');
  });

  it('shows home at the root, with its query, as at /home (no redirect round trip, issue 31)', () => {
    expect(matchRoute('/')).to.deep.equal({ name: 'home', params: {}, query: {} });
    expect(matchRoute('/', '?error=login_required&state=s1')).to.deep.equal(matchRoute('/home', '?error=login_required&state=s1'));
  });

  it('decodes path segments', () => {
    expect(matchRoute('/retailers/Bed%20Bath%20%26%20Beyond/42')).to.deep.equal({
      name: 'retailers-retailerName-id',
      params: { retailerName: 'Bed Bath & Beyond', id: '42' },
      query: {},
    });
  });

  it('bonuses-bonus_id when the segment is numeric, bonuses-bonusCategory otherwise (for-you)', () => {
    expect(matchRoute('/bonuses/123')).to.deep.include({ name: 'bonuses-bonus_id', params: { bonus_id: '123' } });
    expect(matchRoute('/bonuses/for-you')).to.deep.include({
      name: 'bonuses-bonusCategory',
      params: { bonusCategory: 'for-you' },
    });
  });

  it('prefers /retailers/groups/:name over a retailer called "groups"', () => {
    expect(matchRoute('/retailers/groups/Dollar%20Stores', '?ids=1&ids=2')).to.deep.equal({
      name: 'retailers-groups-retailerGroupName',
      params: { retailerGroupName: 'Dollar Stores' },
      query: { ids: ['1', '2'] },
    });
  });

  it('gives a declared list key a list even when it appears once', () => {
    expect(matchRoute('/retailers/groups/x', '?ids=7').query).to.deep.equal({ ids: ['7'] });
  });

  it('"account-panel: optional param panel (for example cashout, privacy)"', () => {
    expect(matchRoute('/account')).to.deep.equal({ name: 'account-panel', params: {}, query: {} });
    expect(matchRoute('/account/cashout', '?page=preview')).to.deep.equal({
      name: 'account-panel',
      params: { panel: 'cashout' },
      query: { page: 'preview' },
    });
    expect(matchRoute('/account/privacy').params).to.deep.equal({ panel: 'privacy' });
    expect(matchRoute('/account/security-checkup').name).to.equal('security-checkup');
  });

  it('tells /offers/:id from /offers/:offerName/:id', () => {
    expect(matchRoute('/offers/99', 'offerGroupId=5')).to.deep.equal({
      name: 'offers-id',
      params: { id: '99' },
      query: { offerGroupId: '5' },
    });
    expect(matchRoute('/offers/Some_Offer/99').name).to.equal('offers-offerName-id');
  });

  it('keeps undeclared query keys, repeated keys as lists', () => {
    expect(matchRoute('/search', '?q=milk&ipnSidebar=true&x=1&x=2').query).to.deep.equal({
      q: 'milk',
      ipnSidebar: 'true',
      x: ['1', '2'],
    });
  });

  it('still matches category and retailer pages with missing trailing params, so the guard can redirect', () => {
    expect(matchRoute('/categories/Grocery')).to.deep.include({
      name: 'categories-categoryName-categoryId',
      params: { categoryName: 'Grocery' },
    });
    expect(matchRoute('/retailers/Target')).to.deep.include({
      name: 'retailers-retailerName-id',
      params: { retailerName: 'Target' },
    });
  });

  it('tidies trailing and repeated slashes before matching, as legacyRedirect will', () => {
    expect(matchRoute('/home/').name).to.equal('home');
    expect(matchRoute('/categories/Home/')).to.deep.include({ params: { categoryName: 'Home' } });
    expect(matchRoute('/retailers//Target///42/')).to.deep.include({ params: { retailerName: 'Target', id: '42' } });
  });

  it('falls back to not-found for unknown, malformed, non-canonical and disabled paths', () => {
    for (const path of ['/nope', '', 'home', '/HOME', '/home/extra', '/offers/a/1/2', '/account/a/b', '/%F0%9F%98%80']) {
      expect(matchRoute(path).name, path).to.equal('not-found');
    }
    expect(matchRoute('/retailers/%E0%A4%A/1').name, 'malformed encoding').to.equal('not-found');
    expect(matchRoute(`/retailers/${'a'.repeat(MAX_ROUTE_PATH_LENGTH)}/1`).name, 'over-long path').to.equal('not-found');
    expect(matchRoute('/branch/main').name, 'branch switcher disabled').to.equal('not-found');
    expect(matchRoute('/nope', '?from_url=%2Fx')).to.deep.equal({
      name: 'not-found',
      params: {},
      query: { from_url: '/x' },
    });
  });
});

import { expect } from 'chai';
import { ROUTE_NAME, type RouteName } from '../../../../domain/constants/navigation';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import { ROUTE_DEFINITIONS } from '../../../../domain/navigation/routes';

type Sample = { params: Record<string, string>; query: Record<string, string | string[]> };

/** One sample per route, with awkward characters to prove encoding and decoding agree. */
const SAMPLES: Record<Exclude<RouteName, 'branch'>, Sample> = {
  home: { params: {}, query: {} },
  categories: { params: {}, query: {} },
  'categories-categoryName-categoryId': { params: { categoryName: 'Beauty & Health', categoryId: '153' }, query: {} },
  bonuses: { params: {}, query: {} },
  'bonuses-bonus_id': { params: { bonus_id: '4021' }, query: {} },
  'bonuses-bonusCategory': { params: { bonusCategory: 'for-you' }, query: {} },
  retailers: { params: {}, query: {} },
  'retailers-retailerName-id': { params: { retailerName: 'Bed Bath & Beyond', id: '42' }, query: {} },
  'retailers-retailerName-id-link': { params: { retailerName: 'Target', id: '1408' }, query: {} },
  'retailers-groups-retailerGroupName': { params: { retailerGroupName: 'Dollar/Stores' }, query: { ids: ['1', '2'] } },
  'offers-offerName-id': {
    params: { offerName: 'café 50%?', id: '77' },
    query: { retailerId: '5', categoryId: '88', searchQuery: 'milk & eggs' },
  },
  'offers-id': { params: { id: '77' }, query: { offerGroupId: '9', source: 'add-offer' } },
  'offer-tag': { params: { tagName: 'summer#sale' }, query: {} },
  referral: { params: {}, query: {} },
  'security-checkup': { params: {}, query: { redirect: '/account' } },
  'account-panel': { params: { panel: 'cashout' }, query: { page: 'chooseAmount' } },
  'get-the-app': { params: {}, query: {} },
  'browser-extension': { params: {}, query: {} },
  welcome: { params: {}, query: { source: 'register', redirect: '/offers/1?a=b' } },
  search: { params: {}, query: { q: 'paper towels' } },
  'price-compare': { params: {}, query: {} },
  'retailer-launch': {
    params: {},
    query: {
      offerValueString: 'Up to 5%',
      shoppingId: 'S1',
      iconUrl: 'https://img.example/i.png',
      affiliateUrl: 'https://go.example/?x=lid-abcdefghijklmnopqrstuvwxyz012345',
      name: 'Target',
      itemOfferCount: '3',
      topAmountBack: '10',
      maxPercentBack: '5',
      launchedOfferId: '12',
    },
  },
  register: { params: {}, query: { friend: 'ABC123' } },
  'sign-in': { params: {}, query: { redirect: '/search?q=x' } },
  login: { params: {}, query: { redirect: '/account/cashout' } },
  'sign-in-error': { params: {}, query: {} },
  'finish-up': { params: {}, query: {} },
  'mobile-only': { params: {}, query: { keyword: 'offer' } },
  'mobile-required': { params: {}, query: {} },
  'helpdesk-error': { params: {}, query: { return_to: 'https://help.example' } },
  earnings: { params: { transactionId: 'tx-1' }, query: {} },
  'docs-terms': { params: {}, query: {} },
  'docs-privacy': { params: {}, query: {} },
  'confirm-email': { params: {}, query: { token: 'abc' } },
  'unlock-account': { params: {}, query: { token: 'abc' } },
  'email-settings': { params: {}, query: { token: 'abc' } },
  'data-deletion-error': { params: {}, query: {} },
  faq: { params: {}, query: {} },
  'browser-extension-installed': { params: {}, query: {} },
  'browser-extension-ineligible': { params: {}, query: {} },
  'browser-extension-restart': { params: {}, query: {} },
  'beta-only': { params: {}, query: {} },
  'not-found': { params: {}, query: { from_url: '/gone' } },
};

function split(path: string): [string, string] {
  const index = path.indexOf('?');
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

describe('buildPath', () => {
  for (const definition of ROUTE_DEFINITIONS.filter((d) => !d.disabled)) {
    it(`round-trips ${definition.name} through matchRoute`, () => {
      const sample = SAMPLES[definition.name as keyof typeof SAMPLES];
      const path = buildPath(definition.name, sample.params, sample.query);
      expect(matchRoute(...split(path))).to.deep.equal({ name: definition.name, ...sample });
    });
  }

  it('writes the canonical paths', () => {
    expect(buildPath(ROUTE_NAME.HOME)).to.equal('/home');
    expect(buildPath(ROUTE_NAME.ACCOUNT_PANEL)).to.equal('/account');
    expect(buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: 'cashout' })).to.equal('/account/cashout');
    expect(buildPath(ROUTE_NAME.RETAILER_LINK, { retailerName: 'Target', id: 5 })).to.equal('/retailers/Target/5/link');
    expect(buildPath(ROUTE_NAME.SIGN_IN_ERROR)).to.equal('/sign-in/error');
    expect(buildPath(ROUTE_NAME.BRANCH, { branch: 'main' })).to.equal('/branch/main');
  });

  it('encodes segments and query values; array query values repeat the key', () => {
    expect(buildPath(ROUTE_NAME.RETAILER, { retailerName: 'A & B/C', id: '1' })).to.equal('/retailers/A%20%26%20B%2FC/1');
    expect(buildPath(ROUTE_NAME.RETAILER_GROUP, { retailerGroupName: 'g' }, { ids: ['1', 2] })).to.equal(
      '/retailers/groups/g?ids=1&ids=2',
    );
    expect(buildPath(ROUTE_NAME.LOGIN, {}, { redirect: '/a?b=c&d' })).to.equal('/login?redirect=%2Fa%3Fb%3Dc%26d');
  });

  it('leaves out null and undefined query values but keeps empty strings', () => {
    expect(buildPath(ROUTE_NAME.SEARCH, {}, { q: '', x: undefined, y: null })).to.equal('/search?q=');
  });

  it('throws on a missing required param or one that does not fit the route', () => {
    expect(() => buildPath(ROUTE_NAME.RETAILER, { retailerName: 'x' })).to.throw(/missing param 'id'/);
    expect(() => buildPath(ROUTE_NAME.BONUS, { bonus_id: 'for-you' })).to.throw(/not valid/);
    expect(() => buildPath(ROUTE_NAME.BONUS_CATEGORY, { bonusCategory: '12' })).to.throw(/not valid/);
  });
});

import { expect } from 'chai';
import { isGraphqlQuery, isStorableAnswer, REQUEST_STRATEGY, requestStrategyOf } from '../../../../ui/serviceWorker/cachingRules';

const ORIGIN = 'https://app.clipback.test';
const strategy = (method: string, path: string, origin = ORIGIN) => requestStrategyOf(method, new URL(path, origin), ORIGIN);

describe("the service worker's caching rules", () => {
  it('serves the catalogue reads stale-while-revalidate', () => {
    expect(strategy('POST', '/api/gateway/contentServer/fetchGenericRetailerCategoriesWithRetailers')).to.equal(REQUEST_STRATEGY.CATALOGUE_READ);
    expect(strategy('POST', '/api/gateway/contentServer/fetchGenericRetailers')).to.equal(REQUEST_STRATEGY.CATALOGUE_READ);
    expect(strategy('POST', '/api/gateway/contentServer/fetchBannersByRetailerId')).to.equal(REQUEST_STRATEGY.CATALOGUE_READ);
    expect(strategy('GET', '/api/main/v2/retailers/42/availability.json')).to.equal(REQUEST_STRATEGY.CATALOGUE_READ);
    expect(strategy('POST', '/api/graphql')).to.equal(REQUEST_STRATEGY.CONTENT_GRAPHQL);
  });

  it('serves the hashed assets (lazy chunks, stylesheets) cache-first, and only GETs of this origin', () => {
    expect(strategy('GET', '/assets/chunks/RetailerPage-0123ABCD.js')).to.equal(REQUEST_STRATEGY.HASHED_ASSET);
    expect(strategy('GET', '/assets/styles/RetailerPage-0123ABCD.css')).to.equal(REQUEST_STRATEGY.HASHED_ASSET);
    expect(strategy('GET', '/assets/styles/RetailerPage-0123ABCD.css', 'https://elsewhere.test')).to.equal(REQUEST_STRATEGY.NETWORK_ONLY);
    expect(strategy('POST', '/assets/chunks/RetailerPage-0123ABCD.js')).to.equal(REQUEST_STRATEGY.NETWORK_ONLY);
    expect(strategy('GET', '/retailers/assets-store')).to.equal(REQUEST_STRATEGY.NETWORK_ONLY);
  });

  it('sends money, sign-in, the customer\'s own records, writes and other origins to the network only', () => {
    for (const [method, path] of [
      ['PUT', '/api/main/v2/customers/c-1/offers/7.json'],
      ['POST', '/api/payments/graphql'],
      ['GET', '/api/main/v2/customers/c-1'],
      ['POST', '/api/gateway/contentServer/retailerViewed'],
      ['GET', '/api/gateway/contentServer/recentlyViewedRetailers'],
      ['POST', '/api/gateway/contentServer/unlockedOffersForRetailer'],
      ['POST', '/oauth/token'],
      ['POST', '/api/tracking/events'],
    ] as const) {
      expect(strategy(method, path), `${method} ${path}`).to.equal(REQUEST_STRATEGY.NETWORK_ONLY);
    }
    expect(strategy('POST', '/api/gateway/contentServer/fetchGenericRetailers', 'https://elsewhere.test')).to.equal(REQUEST_STRATEGY.NETWORK_ONLY);
  });

  it('caches a GraphQL query and never a mutation', () => {
    expect(isGraphqlQuery(JSON.stringify({ query: 'query RetailerNode($id: ID!) { retailerNode(id: $id) { id } }' }))).to.equal(true);
    expect(isGraphqlQuery(JSON.stringify({ query: 'mutation SetFavoriteCategory($id: String!) { setFavoriteCategory(categoryId: $id) { id } }' }))).to.equal(false);
    expect(isGraphqlQuery(JSON.stringify({ query: '# a comment\nmutation { deleteFavoriteCategory(categoryId: "1") }' }))).to.equal(false);
    expect(isGraphqlQuery('not json')).to.equal(false);
  });
});

describe('isStorableAnswer (what the worker may keep, issue 29)', () => {
  const request = (headers: Record<string, string> = {}) => ({ headers: new Headers(headers) });
  const answer = (cacheControl: string | null, status = 200) => ({ status, headers: new Headers(cacheControl === null ? {} : { 'Cache-Control': cacheControl }) });

  it('keeps an anonymous 200 the server lets a cache keep', () => {
    expect(isStorableAnswer(request(), answer('no-cache'))).to.equal(true);
    expect(isStorableAnswer(request(), answer(null))).to.equal(true);
  });

  it('never keeps an answer marked no-store or private, an error, or any answer to a request carrying a token', () => {
    expect(isStorableAnswer(request(), answer('no-store'))).to.equal(false);
    expect(isStorableAnswer(request(), answer('private, max-age=60'))).to.equal(false);
    expect(isStorableAnswer(request(), answer('No-Store'))).to.equal(false);
    expect(isStorableAnswer(request(), answer('no-cache', 500))).to.equal(false);
    expect(isStorableAnswer(request({ Authorization: 'Bearer t' }), answer('no-cache'))).to.equal(false);
  });
});

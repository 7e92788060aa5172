import { expect } from 'chai';
import { isGraphqlQuery, REQUEST_STRATEGY, requestStrategyOf } from '../../../../ui/serviceWorker/cachingRules';

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

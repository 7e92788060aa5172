import { expect } from 'chai';
import { sdkCataloguePageCalls } from '../../../adapters/catalogue/sdkCataloguePageCalls';
import * as MESSAGES from '../../../domain/constants/messages';
import { createClipbackClients } from '../../../sdk/src';
import { rejection } from '../../support/rejection';

/** The page calls over an SDK whose every call answers `status` with `body`. */
function pageCallsAnswering(status: number, body: unknown) {
  const sdk = createClipbackClients({
    origin: 'http://catalogue.test',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  });
  return sdkCataloguePageCalls(sdk);
}

describe("fetchCategoriesWithRetailerIds (000 §7 'hydrate retailer categories with retailer ids')", () => {
  it('maps the categories with their retailer ids as numbers', async () => {
    const calls = pageCallsAnswering(200, {
      data: { retailerCategoryNodes: [{ id: '88', name: 'Grocery', iconUrl: null, sortOrder: 3, retailers: ['1408', '4'] }] },
    });
    expect(await calls.fetchCategoriesWithRetailerIds()).to.deep.equal([
      { id: 88, name: 'Grocery', iconUrl: null, sortOrder: 3, retailers: [1408, 4] },
    ]);
  });

  it("rejects with 'No categories with retailer ids were returned' when the list is empty", async () => {
    const error = await rejection(pageCallsAnswering(200, { data: { retailerCategoryNodes: [] } }).fetchCategoriesWithRetailerIds());
    expect(error.message).to.equal('No categories with retailer ids were returned');
  });

  it("rejects with 'Something went wrong fetching retailer categories' when the call fails", async () => {
    const error = await rejection(pageCallsAnswering(503, { message: 'unavailable' }).fetchCategoriesWithRetailerIds());
    expect(error.message).to.equal(MESSAGES.RETAILER_CATEGORIES_FAILED);
    expect(error.message).to.equal('Something went wrong fetching retailer categories');
  });
});

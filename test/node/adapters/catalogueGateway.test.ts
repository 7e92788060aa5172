import { expect } from 'chai';
import type { CatalogueGateway } from '../../../adapters/catalogue/CatalogueGateway';
import { sdkCatalogueGateway } from '../../../adapters/catalogue/sdkCatalogueGateway';
import { sdkCataloguePageCalls } from '../../../adapters/catalogue/sdkCataloguePageCalls';
import { sdkAccountLinkingGateway } from '../../../adapters/linking/sdkAccountLinkingGateway';
import { sortCategories } from '../../../domain/categories/sortOrder';
import { CATEGORY_ID } from '../../../domain/constants/categories';
import { LIMITS } from '../../../domain/constants/limits';
import * as MESSAGES from '../../../domain/constants/messages';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../domain/constants/retailers';
import { AuthenticationError, createClipbackClients } from '../../../sdk/src';
import { SANDBOX_RETAILER_ID } from '../../../scripts/sandbox/seed/fixtures';
import { describeCatalogueContract } from '../../contracts/catalogueContract';
import { DEMO_EMAIL, type SandboxHarness } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';
import { rejection } from '../../support/rejection';

const UNKNOWN_ID = 987_654;

/** An SDK whose every call answers `status` with `body` (for the answers the sandbox never gives). */
function gatewayAnswering(status: number, body: unknown): CatalogueGateway {
  const sdk = createClipbackClients({
    origin: 'http://catalogue.test',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  });
  return sdkCatalogueGateway(sdk, sdkCataloguePageCalls(sdk));
}

describe('catalogue adapters against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  let visitor: CatalogueGateway;
  let customer: CatalogueGateway;

  before(async () => {
    visitor = sdkCatalogueGateway(harness.anonymous, sdkCataloguePageCalls(harness.anonymous));
    const customerSdk = await harness.sdkFor(DEMO_EMAIL);
    customer = sdkCatalogueGateway(customerSdk, sdkCataloguePageCalls(customerSdk));
  });

  describeCatalogueContract('sdkCatalogueGateway against the sandbox (real HTTP)', async () => ({
    visitor,
    customer,
    retailerIds: [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.CREDIT_WITHIN_24_HOURS],
    otherPlatformRetailerId: SANDBOX_RETAILER_ID.WEB_EXCLUDED,
    unknownRetailerId: UNKNOWN_ID,
    unknownCategoryId: UNKNOWN_ID,
  }));

  describe('sdkCatalogueGateway: mapping the sandbox answers', function () {
    this.timeout(30_000);

    it('maps categories with their full retailers (numbers, the fixed order, category sort positions)', async () => {
      const categories = await visitor.fetchCategoriesWithRetailers();
      expect(categories.map((category) => category.id)).to.deep.equal(sortCategories(categories).map((category) => category.id));
      const hotDeals = categories.find((category) => category.id === CATEGORY_ID.HOT_DEALS);
      expect(hotDeals?.sortOrder).to.equal(2);
      const retailer = hotDeals?.retailerList[0];
      expect(retailer?.id).to.be.a('number');
      expect(retailer?.iconUrl).to.be.a('string');
      // Lists never carry the retailers the list rules leave out.
      const listed = categories.flatMap((category) => category.retailerList.map((entry) => entry.id));
      expect(listed).not.to.include(SANDBOX_RETAILER_ID.TEMP_DISABLED);
      expect(listed).not.to.include(SANDBOX_RETAILER_ID.WEB_EXCLUDED);
    });

    it('marks the demo customer’s favourites on list retailers, never a visitor’s', async () => {
      // The demo customer's seeded favourite (scripts/sandbox seeds).
      const favorites = [RETAILER_ID.DIRECT_INTEGRATION];
      const retailers = await customer.fetchRetailers(favorites);
      expect(retailers.every((retailer) => retailer.favorite === true)).to.equal(true);
      const anonymous = await visitor.fetchRetailers(favorites);
      expect(anonymous.every((retailer) => retailer.favorite !== true)).to.equal(true);
    });

    it('maps the retailer page query: string ids to numbers, the group, pending period, strategies', async () => {
      const retailer = await visitor.fetchRetailer(RETAILER_ID.DIRECT_INTEGRATION);
      expect(retailer).to.include({ id: RETAILER_ID.DIRECT_INTEGRATION, name: 'Grandmart Superstore', webRetailer: true });
      expect(retailer?.retailerGroup?.retailerIds).to.deep.equal([RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]);
      expect(retailer?.redemptionStrategies).to.include('AFFILIATE');
      expect(retailer?.aboutText).to.be.a('string');
      expect(retailer).to.have.property('creditPendingPeriod');
      const [rest] = await visitor.fetchRetailers([RETAILER_ID.DIRECT_INTEGRATION]);
      expect(rest?.name).to.equal(retailer?.name);
      expect(rest?.topPercentBack).to.equal(retailer?.topPercentBack);
    });

    it('finds the default retailers 3443 and 5 by id (the gallery places them at position 6)', async () => {
      const defaults = await visitor.fetchRetailers(DEFAULT_RETAILER_IDS);
      expect(defaults.map((retailer) => retailer.id)).to.deep.equal([...DEFAULT_RETAILER_IDS]);
    });

    it('recommends up to 12 retailers, best rank first', async () => {
      const recommended = await customer.fetchHomeRecommendedRetailers(LIMITS.HOME_RECOMMENDED_RETAILERS);
      expect(recommended).to.have.length(LIMITS.HOME_RECOMMENDED_RETAILERS);
      const ranks = recommended.map((retailer) => retailer.recommendedRetailer?.rank ?? 0);
      expect(ranks).to.deep.equal([...ranks].sort((a, b) => a - b));
    });

    it('answers category banners with links and alt text', async () => {
      const categories = await visitor.fetchCategoriesWithRetailers();
      const banners = await visitor.fetchCategoryBanners(categories.map((category) => category.id));
      expect(banners.length).to.be.greaterThan(0);
      expect(banners.every((banner) => banner.link !== '' && banner.altText !== '')).to.equal(true);
    });
  });

  describe('sdkCatalogueGateway: refusals carry the documents’ messages', () => {
    it("needs status 200 for the category list: 'Something went wrong when fetching generic retailer categories with retailers'", async () => {
      const failed = await rejection(gatewayAnswering(500, { message: 'boom' }).fetchCategoriesWithRetailers());
      expect(failed.message).to.equal(MESSAGES.GENERIC_RETAILER_CATEGORIES_FAILED);
      const notOk = await rejection(gatewayAnswering(203, { genericRetailers: [{ id: 1, name: 'x', retailers: [] }] }).fetchCategoriesWithRetailers());
      expect(notOk.message).to.equal(MESSAGES.GENERIC_RETAILER_CATEGORIES_FAILED);
    });

    it("refuses an empty category list: 'No categories with retailers were returned'", async () => {
      const empty = await rejection(gatewayAnswering(200, { genericRetailers: [] }).fetchCategoriesWithRetailers());
      expect(empty.message).to.equal(MESSAGES.NO_CATEGORIES_WITH_RETAILERS);
    });

    it("refuses a failed retailer hydration with 'Something went wrong while fetching retailers'", async () => {
      const failed = await rejection(gatewayAnswering(500, { message: 'boom' }).fetchRetailers([1]));
      expect(failed.message).to.equal(MESSAGES.RETAILERS_FETCH_FAILED);
    });

    it('lets an authentication error through as one (000 §7: it raises an authentication error)', async () => {
      const refused = await rejection(gatewayAnswering(401, { message: MESSAGES.AUTHENTICATION_PROBLEM }).fetchRetailers([1]));
      expect(refused).to.be.instanceOf(AuthenticationError);
      const listRefused = await rejection(gatewayAnswering(401, { message: 'expired' }).fetchCategoriesWithRetailers());
      expect(listRefused).to.be.instanceOf(AuthenticationError);
    });

    it('counts category banners only from a 200 with a non-empty list (001 §5)', async () => {
      const banner = { id: 1, name: 'b', link: 'welcome', tabletUrl: null, desktopUrl: '/d.svg', altText: 'Alt' };
      expect(await gatewayAnswering(203, { banners: [banner] }).fetchCategoryBanners([1])).to.deep.equal([]);
      expect(await gatewayAnswering(200, { banners: [banner] }).fetchCategoryBanners([1])).to.deep.equal([
        { id: 1, name: 'b', link: 'welcome', tabletUrl: '', desktopUrl: '/d.svg', altText: 'Alt' },
      ]);
    });
  });

  describe('sdkAccountLinkingGateway against the sandbox (real HTTP)', () => {
    it("reads the demo customer's link per retailer: verified, pending, MFA-locked, failed, none", async () => {
      const sdk = await harness.sdkFor(DEMO_EMAIL);
      const linking = sdkAccountLinkingGateway(sdk);
      const [defaultA, defaultB] = DEFAULT_RETAILER_IDS as [number, number];
      expect(await linking.fetchAccountLink(sdk.customerId, RETAILER_ID.DIRECT_INTEGRATION)).to.deep.equal({
        retailerId: RETAILER_ID.DIRECT_INTEGRATION,
        status: 'verified',
        locked: false,
      });
      expect((await linking.fetchAccountLink(sdk.customerId, defaultA))?.status).to.equal('pending');
      expect(await linking.fetchAccountLink(sdk.customerId, RETAILER_ID.MFA)).to.deep.include({ status: 'verified', locked: true });
      expect((await linking.fetchAccountLink(sdk.customerId, defaultB))?.status).to.equal('invalid');
      expect(await linking.fetchAccountLink(sdk.customerId, RETAILER_ID.CREDIT_WITHIN_24_HOURS)).to.equal(null);
    });
  });
});

import { expect } from 'chai';
import { CATEGORY_ID } from '../../../../domain/constants/categories';
import { CATEGORY_SORT_ORDER_IDS } from '../../../../domain/categories/sortOrder';
import { LIMITS } from '../../../../domain/constants/limits';
import * as MESSAGES from '../../../../domain/constants/messages';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { PREFERRED_LAUNCH_CATEGORY_IDS } from '../../../../domain/launch/launchOffers';
import { AuthenticationError, type ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL, NEW_EMAIL, type SandboxHarness } from '../support/sandbox';
import { expectFieldRefusal, HUGE_ID, rejectionOf, SANDBOX_RETAILER_ID, UNKNOWN_ID } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

const HIDDEN_RETAILERS = [SANDBOX_RETAILER_ID.TEMP_DISABLED, SANDBOX_RETAILER_ID.WEB_EXCLUDED];

describe('sandbox contentServer/* (gateway catalogue operations)', function () {
  this.timeout(60_000);
  let anonymous: ClipbackSdk;
  let demo: ClipbackSdk & { customerId: string };
  let fresh: ClipbackSdk & { customerId: string };

  const harness = useSharedSandbox();

  before(async () => {
    anonymous = harness.anonymous;
    demo = await harness.sdkFor(DEMO_EMAIL);
    fresh = await harness.sdkFor(NEW_EMAIL);
  });

  describe('generic offers', () => {
    it('fetchGenericOffersByOfferGroupIds answers the groups’ offers, none for unknown groups', async () => {
      const { data } = await anonymous.gateway.POST('/contentServer/fetchGenericOffersByOfferGroupIds', { body: { offerGroupIds: [8001] } });
      expect(data?.genericOffers.length).to.be.greaterThan(0);
      const none = await anonymous.gateway.POST('/contentServer/fetchGenericOffersByOfferGroupIds', { body: { offerGroupIds: [UNKNOWN_ID] } });
      expect(none.data?.genericOffers).to.deep.equal([]);
      await expectFieldRefusal(anonymous.gateway.POST('/contentServer/fetchGenericOffersByOfferGroupIds', { body: { offerGroupIds: [UNKNOWN_ID, HUGE_ID] } }), 'offerGroupIds.1');
    });

    it('fetchGenericOffersByOfferIds hydrates in the order asked, leaves unknown ids out, money in cents', async () => {
      const { data: byRetailer } = await anonymous.gateway.POST('/contentServer/fetchGenericOffersByRetailerIds', { body: { retailerIds: [RETAILER_ID.DIRECT_INTEGRATION] } });
      const [first, second] = byRetailer?.genericOffers ?? [];
      expect(first && second).to.be.ok;
      const { data } = await anonymous.gateway.POST('/contentServer/fetchGenericOffersByOfferIds', {
        body: { offerIds: [second!.id, UNKNOWN_ID, first!.id] },
      });
      await expectFieldRefusal(anonymous.gateway.POST('/contentServer/fetchGenericOffersByOfferIds', { body: { offerIds: [first!.id, HUGE_ID] } }), 'offerIds.1');
      expect(data?.genericOffers.map((offer) => offer.id)).to.deep.equal([second!.id, first!.id]);
      for (const offer of data?.genericOffers ?? []) {
        if (offer.amount !== null && offer.amount !== undefined) expect(Number.isInteger(offer.amount)).to.equal(true);
        expect(offer.retailers).to.include(RETAILER_ID.DIRECT_INTEGRATION);
        expect(offer.availableAtRetailers?.map((retailer) => retailer.id)).to.deep.equal(offer.retailers);
      }
    });

    it('fetchGenericOffersByRetailerIds lists a retailer’s offers, none for a temporarily disabled one', async () => {
      const { data } = await anonymous.gateway.POST('/contentServer/fetchGenericOffersByRetailerIds', { body: { retailerIds: [RETAILER_ID.HIDES_EXTENSION_HEADER] } });
      expect(data?.genericOffers.length).to.be.greaterThan(0);
      for (const offer of data?.genericOffers ?? []) expect(offer.retailers).to.include(RETAILER_ID.HIDES_EXTENSION_HEADER);
      const hidden = await anonymous.gateway.POST('/contentServer/fetchGenericOffersByRetailerIds', { body: { retailerIds: [SANDBOX_RETAILER_ID.TEMP_DISABLED] } });
      expect(hidden.data?.genericOffers).to.deep.equal([]);
    });

    it('marks offers activated only for the signed-in customer who unlocked them', async () => {
      const { data: unlocked } = await demo.gateway.POST('/contentServer/unlockedOffersForRetailer', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } });
      const ids = unlocked?.unlockedOffers.map((offer) => offer.id) ?? [];
      expect(ids.length).to.be.greaterThan(0);
      const asDemo = await demo.gateway.POST('/contentServer/fetchGenericOffersByOfferIds', { body: { offerIds: ids } });
      expect(asDemo.data?.genericOffers.map((offer) => offer.activated)).to.deep.equal(ids.map(() => true));
      const asVisitor = await anonymous.gateway.POST('/contentServer/fetchGenericOffersByOfferIds', { body: { offerIds: ids } });
      expect(asVisitor.data?.genericOffers.map((offer) => offer.activated)).to.deep.equal(ids.map(() => false));
      const asOther = await fresh.gateway.POST('/contentServer/fetchGenericOffersByOfferIds', { body: { offerIds: ids } });
      expect(asOther.data?.genericOffers.map((offer) => offer.activated)).to.deep.equal(ids.map(() => false));
    });

    it('refuses a body outside the contract with 400, never a 5xx', async () => {
      const error = await rejectionOf(anonymous.gateway.POST('/contentServer/fetchGenericOffersByOfferIds', { body: { offerIds: [] } }));
      expect(error.status).to.equal(400);
    });
  });

  describe('retailer categories', () => {
    it('answers every listed category in the fixed order, without category 485 or hidden retailers', async () => {
      const { data } = await anonymous.gateway.POST('/contentServer/fetchGenericRetailerCategoriesWithRetailers', {});
      const categories = data?.genericRetailers ?? [];
      expect(categories.length).to.be.greaterThan(0);
      const ids = categories.map((category) => category.id);
      expect(ids).not.to.include(CATEGORY_ID.IGNORED_RETAILER_CATEGORY);
      expect(ids.slice(0, CATEGORY_SORT_ORDER_IDS.length)).to.deep.equal([...CATEGORY_SORT_ORDER_IDS]);
      const retailerIds = categories.flatMap((category) => category.retailers.map((retailer) => retailer.id));
      for (const hidden of HIDDEN_RETAILERS) expect(retailerIds).not.to.include(hidden);
      expect(categories.every((category) => category.retailers.every((retailer) => retailer.tempDisabled === false))).to.equal(true);
    });

    it('hides a retailer as soon as the web-excluded flag names it', async () => {
      const hide = [SANDBOX_RETAILER_ID.WEB_EXCLUDED, RETAILER_ID.DIRECT_INTEGRATION];
      await harness.sandbox.db.query(`UPDATE feature_flags SET value = $1::jsonb WHERE key = 'web-excluded-retailers-list'`, [JSON.stringify(hide)]);
      try {
        const { data } = await anonymous.gateway.POST('/contentServer/fetchGenericRetailerCategoriesWithRetailers', {});
        const retailerIds = data?.genericRetailers.flatMap((category) => category.retailers.map((retailer) => retailer.id));
        expect(retailerIds).not.to.include(RETAILER_ID.DIRECT_INTEGRATION);
        const search = await demo.gateway.POST('/contentServer/search', { body: { term: 'Grandmart Superstore' } });
        expect(search.data?.results.retailerNodes.map((retailer) => retailer.id)).not.to.include(RETAILER_ID.DIRECT_INTEGRATION);
      } finally {
        await harness.sandbox.db.query(`UPDATE feature_flags SET value = $1::jsonb WHERE key = 'web-excluded-retailers-list'`, [JSON.stringify([SANDBOX_RETAILER_ID.WEB_EXCLUDED])]);
      }
    });
  });

  describe('recently viewed retailers', () => {
    it('needs a token', async () => {
      expect(await rejectionOf(anonymous.gateway.GET('/contentServer/recentlyViewedRetailers', {}))).to.be.instanceOf(AuthenticationError);
      expect(await rejectionOf(anonymous.gateway.POST('/contentServer/retailerViewed', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } }))).to.be.instanceOf(AuthenticationError);
    });

    it('answers the demo customer’s seeded views (at most 6)', async () => {
      const { data } = await demo.gateway.GET('/contentServer/recentlyViewedRetailers', {});
      expect(data?.recentlyViewedRetailers.length).to.equal(LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT);
    });

    it('records views most recent first, without repeats, keeping the latest 6', async () => {
      const { data: categories } = await anonymous.gateway.POST('/contentServer/fetchGenericRetailerCategoriesWithRetailers', {});
      const candidates = [...new Set(categories?.genericRetailers.flatMap((category) => category.retailers.map((retailer) => retailer.id)))].slice(0, 8);
      expect(candidates.length).to.equal(8);
      for (const id of candidates) {
        const { response } = await fresh.gateway.POST('/contentServer/retailerViewed', { body: { retailerId: id } });
        expect(response.status).to.equal(204);
      }
      let { data } = await fresh.gateway.GET('/contentServer/recentlyViewedRetailers', {});
      expect(data?.recentlyViewedRetailers.map((retailer) => retailer.id)).to.deep.equal(candidates.slice(2).reverse());
      // Viewing one again moves it to the front; it is not repeated.
      await fresh.gateway.POST('/contentServer/retailerViewed', { body: { retailerId: candidates[4]! } });
      ({ data } = await fresh.gateway.GET('/contentServer/recentlyViewedRetailers', {}));
      expect(data?.recentlyViewedRetailers.map((retailer) => retailer.id)).to.deep.equal([candidates[4], candidates[7], candidates[6], candidates[5], candidates[3], candidates[2]]);
    });

    it('answers 404 for a retailer that does not exist', async () => {
      const error = await rejectionOf(fresh.gateway.POST('/contentServer/retailerViewed', { body: { retailerId: UNKNOWN_ID } }));
      expect(error.status).to.equal(404);
      expect(error.message).to.equal(MESSAGES.RETAILER_NOT_FOUND);
      await expectFieldRefusal(fresh.gateway.POST('/contentServer/retailerViewed', { body: { retailerId: HUGE_ID } }), 'retailerId');
    });
  });

  describe('retailers', () => {
    it('fetchGenericRetailers answers in the order asked and leaves unknown ids out', async () => {
      await expectFieldRefusal(anonymous.gateway.POST('/contentServer/fetchGenericRetailers', { body: { retailerIds: [HUGE_ID] } }), 'retailerIds.0');
      const ids = [RETAILER_ID.HIDES_EXTENSION_HEADER, UNKNOWN_ID, RETAILER_ID.DIRECT_INTEGRATION];
      const { data } = await anonymous.gateway.POST('/contentServer/fetchGenericRetailers', { body: { retailerIds: ids } });
      const retailers = data?.retailers ?? [];
      expect(retailers.map((retailer) => retailer.id)).to.deep.equal([RETAILER_ID.HIDES_EXTENSION_HEADER, RETAILER_ID.DIRECT_INTEGRATION]);
      const grandmart = retailers[1]!;
      expect(grandmart.name).to.equal('Grandmart Superstore');
      expect(grandmart.retailerGroup?.retailerIds).to.include.members([RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]);
      expect(grandmart.offerCount).to.be.greaterThan(0);
      expect(grandmart.favorite).to.equal(false);
    });

    it('tells a signed-in customer which retailers are favourites', async () => {
      const { data } = await demo.gateway.POST('/contentServer/fetchGenericRetailers', { body: { retailerIds: [RETAILER_ID.DIRECT_INTEGRATION] } });
      expect(data?.retailers[0]?.favorite).to.equal(true);
    });

    it('a lookup by id still answers a temporarily disabled retailer, flagged', async () => {
      const { data } = await anonymous.gateway.POST('/contentServer/fetchGenericRetailers', { body: { retailerIds: [SANDBOX_RETAILER_ID.TEMP_DISABLED] } });
      expect(data?.retailers.map((retailer) => [retailer.id, retailer.tempDisabled])).to.deep.equal([[SANDBOX_RETAILER_ID.TEMP_DISABLED, true]]);
    });

    it('fetchRetailerWebUrl answers the web url, 404 for an unknown retailer', async () => {
      const { data } = await demo.gateway.POST('/contentServer/fetchRetailerWebUrl', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } });
      expect(data?.retailerId).to.equal(RETAILER_ID.DIRECT_INTEGRATION);
      expect(data?.webUrl).to.match(/^https:\/\//);
      expect((await rejectionOf(demo.gateway.POST('/contentServer/fetchRetailerWebUrl', { body: { retailerId: UNKNOWN_ID } }))).status).to.equal(404);
    });

    it('fetchOfferCategoriesContainerIdsOnly puts the preferred launch categories first, 404 for an unknown retailer', async () => {
      const { data } = await anonymous.gateway.POST('/contentServer/fetchOfferCategoriesContainerIdsOnly', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } });
      const containers = data?.offerCategories ?? [];
      expect(containers.slice(0, 2).map((container) => container.id)).to.deep.equal([...PREFERRED_LAUNCH_CATEGORY_IDS]);
      expect(containers.every((container) => container.offerIds.length > 0)).to.equal(true);
      const error = await rejectionOf(anonymous.gateway.POST('/contentServer/fetchOfferCategoriesContainerIdsOnly', { body: { retailerId: UNKNOWN_ID } }));
      expect(error.status).to.equal(404);
      await expectFieldRefusal(anonymous.gateway.POST('/contentServer/fetchOfferCategoriesContainerIdsOnly', { body: { retailerId: HUGE_ID } }), 'retailerId');
    });
  });

  describe('unlocked offers', () => {
    it('answers the customer’s unlocked offers at a retailer with the unlocked-offer names', async () => {
      const { data } = await demo.gateway.POST('/contentServer/unlockedOffersForRetailer', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } });
      const offers = data?.unlockedOffers ?? [];
      expect(offers.length).to.equal(2);
      for (const offer of offers) {
        expect(offer.activated).to.equal(true);
        expect(offer.amountBack).to.equal(offer.currentValue);
        expect(offer.details).to.equal(offer.terms);
        expect(offer.summary).to.equal(offer.description);
        expect(offer.perReceiptLimit).to.equal(offer.redemptionMax ?? null);
        expect(offer.isExpiringSoon).to.equal(offer.expiringSoon);
      }
    });

    it('answers none for a customer without unlocked offers, 401 without a token, 404 for an unknown retailer', async () => {
      const { data } = await fresh.gateway.POST('/contentServer/unlockedOffersForRetailer', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } });
      expect(data?.unlockedOffers).to.deep.equal([]);
      expect(await rejectionOf(anonymous.gateway.POST('/contentServer/unlockedOffersForRetailer', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } }))).to.be.instanceOf(AuthenticationError);
      expect((await rejectionOf(demo.gateway.POST('/contentServer/unlockedOffersForRetailer', { body: { retailerId: UNKNOWN_ID } }))).status).to.equal(404);
    });
  });

  describe('banners', () => {
    it('fetchWebBannersByCategoryIds answers the categories’ banners (none for unknown ones)', async () => {
      const { data } = await anonymous.gateway.POST('/contentServer/fetchWebBannersByCategoryIds', { body: { categoryIds: [CATEGORY_ID.HOT_DEALS] } });
      expect(data?.banners.length).to.be.greaterThan(0);
      const none = await anonymous.gateway.POST('/contentServer/fetchWebBannersByCategoryIds', { body: { categoryIds: [UNKNOWN_ID] } });
      expect(none.data?.banners).to.deep.equal([]);
      await expectFieldRefusal(anonymous.gateway.POST('/contentServer/fetchWebBannersByCategoryIds', { body: { categoryIds: [UNKNOWN_ID, HUGE_ID] } }), 'categoryIds.1');
    });

    it('fetchBannersByRetailerId answers a retailer page’s banners, 404 for an unknown retailer', async () => {
      const { data } = await anonymous.gateway.POST('/contentServer/fetchBannersByRetailerId', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } });
      expect(data?.banners.length).to.be.greaterThan(0);
      expect((await rejectionOf(anonymous.gateway.POST('/contentServer/fetchBannersByRetailerId', { body: { retailerId: UNKNOWN_ID } }))).status).to.equal(404);
    });

    it('fetchBannersByPlacement answers only banners inside their window', async () => {
      const { data } = await anonymous.gateway.POST('/contentServer/fetchBannersByPlacement', { body: { placement: 'HOMESEASONAL' } });
      expect(data?.banners.map((banner) => banner.name)).to.deep.equal(['Back to school savings']);
      const none = await anonymous.gateway.POST('/contentServer/fetchBannersByPlacement', { body: { placement: 'NO_SUCH_PLACEMENT' } });
      expect(none.data?.banners).to.deep.equal([]);
      expect((await rejectionOf(anonymous.gateway.POST('/contentServer/fetchBannersByPlacement', { body: { placement: "x'; --" } }))).status).to.equal(400);
    });
  });
});

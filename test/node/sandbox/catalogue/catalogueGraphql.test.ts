import { expect } from 'chai';
import { BONUS_TYPE } from '../../../../domain/bonuses/classifyBonus';
import { CATEGORY_ID } from '../../../../domain/constants/categories';
import { CATEGORY_SORT_ORDER_IDS } from '../../../../domain/categories/sortOrder';
import { LIMITS } from '../../../../domain/constants/limits';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { AuthenticationError, GraphqlError, graphqlOperation, type ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL, NEW_EMAIL, type SandboxHarness } from '../support/sandbox';
import { FRIEND_EMAIL, HUGE_ID, rejectionOf, SANDBOX_RETAILER_ID, UNKNOWN_ID } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

const HIDDEN = [String(SANDBOX_RETAILER_ID.TEMP_DISABLED), String(SANDBOX_RETAILER_ID.WEB_EXCLUDED)];

describe('sandbox content GraphQL: catalogue', function () {
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

  describe('retailers', () => {
    it('retailerNode answers every field the retailer page asks for', async () => {
      const { retailerNode } = await anonymous.content.retailerNode({ id: String(RETAILER_ID.DIRECT_INTEGRATION) });
      expect(retailerNode?.name).to.equal('Grandmart Superstore');
      expect(retailerNode?.webRetailer).to.equal(true);
      expect(retailerNode?.redemptionStrategies).to.include('AFFILIATE');
      expect(retailerNode?.favorite).to.equal(false);
      expect(retailerNode?.offerCount).to.be.greaterThan(0);
      expect(retailerNode?.retailerGroup?.retailerIds).to.include.members(['1408', '4']);
      expect(retailerNode?.rewards?.length).to.equal(1);
      if (retailerNode?.topAmountBack != null) expect(Number.isInteger(retailerNode.topAmountBack)).to.equal(true);
      const signedIn = await demo.content.retailerNode({ id: String(RETAILER_ID.DIRECT_INTEGRATION) });
      expect(signedIn.retailerNode?.favorite).to.equal(true);
    });

    it('Retailer answers the fields no app operation asks for too (sort scores, recommendation)', async () => {
      const operation = graphqlOperation<{ retailerNode: { sortData: { name: string; score: number }[]; recommendedRetailer: { rank: number } | null; launchId: string | null } | null }, Record<string, never>>(
        'RetailerExtras',
        'query',
        'query RetailerExtras { retailerNode(id: "1408") { sortData { name score } recommendedRetailer { rank } launchId } }',
      );
      const { retailerNode } = await anonymous.content.execute(operation, {});
      expect(retailerNode?.sortData.map((entry) => entry.name).sort()).to.deep.equal(['POPULARITY', 'RECOMMENDED']);
      expect(retailerNode?.recommendedRetailer).to.deep.equal({ rank: 1 });
      expect(retailerNode?.launchId).to.equal(null);
    });

    it('retailerNode answers null for unknown ids, BAD_USER_INPUT for malformed ones', async () => {
      for (const id of [String(UNKNOWN_ID), String(HUGE_ID), '0']) {
        expect((await anonymous.content.retailerNode({ id })).retailerNode, id).to.equal(null);
      }
      for (const id of ['abc', "'; DROP TABLE retailers; --", '-1', '1.5', '', '١٢']) {
        const error = await rejectionOf(anonymous.content.retailerNode({ id }));
        expect(error.code, id).to.equal('BAD_USER_INPUT');
        expect(error.fields, id).to.have.property('id');
      }
    });

    it('retailerNodes answers in the order asked, unknown ids left out', async () => {
      const { retailerNodes } = await anonymous.content.retailerNodes({ ids: ['1058', String(UNKNOWN_ID), '1408', String(HUGE_ID), '1058'] });
      expect(retailerNodes.map((retailer) => retailer.id)).to.deep.equal(['1058', '1408']);
      expect((await rejectionOf(anonymous.content.retailerNodes({ ids: ['1408', 'x'] }))).code).to.equal('BAD_USER_INPUT');
    });

    it('homeRecommendedRetailers needs a sign-in and answers 12 listable retailers, best rank first', async () => {
      expect(await rejectionOf(anonymous.content.homeRecommendedRetailers())).to.be.instanceOf(AuthenticationError);
      const { homeRecommendedRetailers } = await demo.content.homeRecommendedRetailers();
      expect(homeRecommendedRetailers.length).to.equal(LIMITS.HOME_RECOMMENDED_RETAILERS);
      const ranks = homeRecommendedRetailers.map((retailer) => retailer.recommendedRetailer?.rank ?? 0);
      expect(ranks).to.deep.equal([...ranks].sort((a, b) => a - b));
      expect(homeRecommendedRetailers[0]?.id).to.equal(String(RETAILER_ID.DIRECT_INTEGRATION));
      expect(homeRecommendedRetailers.map((retailer) => retailer.id)).not.to.include.members(HIDDEN);
      expect((await demo.content.homeRecommendedRetailers({ limit: 3 })).homeRecommendedRetailers.length).to.equal(3);
      const error = await rejectionOf(demo.content.homeRecommendedRetailers({ limit: 0 }));
      expect(error.code).to.equal('BAD_USER_INPUT');
      expect(error.fields).to.have.property('limit');
    });
  });

  describe('categories', () => {
    it('retailerCategoryNodes answers the categories in the fixed order, without 485 or hidden retailers', async () => {
      const { retailerCategoryNodes } = await anonymous.content.retailerCategoriesWithIds();
      const ids = retailerCategoryNodes.map((category) => Number(category.id));
      expect(ids).not.to.include(CATEGORY_ID.IGNORED_RETAILER_CATEGORY);
      expect(ids.slice(0, CATEGORY_SORT_ORDER_IDS.length)).to.deep.equal([...CATEGORY_SORT_ORDER_IDS]);
      expect(retailerCategoryNodes.map((category) => category.sortOrder).slice(0, 3)).to.deep.equal([1, 2, 3]);
      for (const category of retailerCategoryNodes) expect(category.retailers).not.to.include.members(HIDDEN);

      const withRetailers = await anonymous.content.retailerCategoriesWithRetailers();
      expect(withRetailers.retailerCategoryNodes.map((category) => category.id)).to.deep.equal(retailerCategoryNodes.map((category) => category.id));
      withRetailers.retailerCategoryNodes.forEach((category, index) => {
        expect(category.retailerNodes.map((retailer) => retailer.id)).to.deep.equal(retailerCategoryNodes[index]?.retailers);
        expect(category.retailerNodes.every((retailer) => retailer.tempDisabled === false)).to.equal(true);
      });
    });

    it('category answers a category by id, null when unknown', async () => {
      const { category } = await anonymous.content.category({ id: String(CATEGORY_ID.HOT_DEALS) });
      expect(category?.name).to.equal('Hot Deals');
      expect(category?.sortOrder).to.equal(2);
      expect(category?.retailers.length).to.be.greaterThan(0);
      expect((await anonymous.content.category({ id: String(UNKNOWN_ID) })).category).to.equal(null);
      expect((await rejectionOf(anonymous.content.category({ id: 'nope' }))).code).to.equal('BAD_USER_INPUT');
    });
  });

  describe('offers', () => {
    let unlockedId: string;
    before(async () => {
      const { data } = await demo.gateway.POST('/contentServer/unlockedOffersForRetailer', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } });
      unlockedId = String(data?.unlockedOffers[0]?.id);
    });

    it('offer answers every field the offer page asks for; activated only for the customer who unlocked it', async () => {
      const { offer } = await demo.content.offer({ id: unlockedId });
      expect(offer?.id).to.equal(unlockedId);
      expect(offer?.activated).to.equal(true);
      expect(offer?.retailers).to.include(String(RETAILER_ID.DIRECT_INTEGRATION));
      expect(offer?.availableAtRetailers?.map((retailer) => retailer.id)).to.deep.equal(offer?.retailers);
      expect(offer?.discoverability?.isDiscoverable).to.be.a('boolean');
      expect(offer?.attributionMethod).to.be.oneOf(['affiliate', 'nonaffiliate']);
      expect((await anonymous.content.offer({ id: unlockedId })).offer?.activated).to.equal(false);
      expect((await fresh.content.offer({ id: unlockedId })).offer?.activated).to.equal(false);
      expect((await anonymous.content.offer({ id: String(UNKNOWN_ID) })).offer).to.equal(null);
      expect((await anonymous.content.offer({ id: '9'.repeat(40) })).offer).to.equal(null);
    });

    it('offersByIds hydrates known ids; rewards carry their linked offers; money is in cents', async () => {
      const { offers } = await anonymous.content.offersByIds({ ids: [unlockedId, String(UNKNOWN_ID)] });
      expect(offers.map((offer) => offer.id)).to.deep.equal([unlockedId]);
      if (offers[0]?.amount != null) expect(Number.isInteger(offers[0].amount)).to.equal(true);
      const { offer } = await anonymous.content.offer({ id: unlockedId });
      for (const reward of offer?.rewards ?? []) expect(reward.linkedOfferIds).to.include(unlockedId);
    });

    it('offers filters by retailer and attribution, at most limit, BAD_USER_INPUT below 1', async () => {
      const { offers } = await anonymous.content.affiliateOffers({ retailerIds: [String(RETAILER_ID.DIRECT_INTEGRATION)] });
      expect(offers.length).to.be.greaterThan(0);
      expect(offers.every((offer) => offer.attributionMethod === 'affiliate')).to.equal(true);
      const limited = await anonymous.content.offersByIds({ ids: [], limit: 5 });
      expect(limited.offers).to.deep.equal([]);
      const recommended = await demo.content.recommendedOffers({ limit: 7 });
      expect(recommended.recommendedOffers.length).to.equal(7);
      const error = await rejectionOf(anonymous.content.affiliateOffers({ retailerIds: ['1408'], limit: 0 }));
      expect(error.code).to.equal('BAD_USER_INPUT');
    });

    it('offers refuses a sort criterion whose score model does not match its ordering', async () => {
      const operation = graphqlOperation<unknown, Record<string, never>>(
        'BadSort',
        'query',
        'query BadSort { offers(sort: [{ by: RECOMMENDED, score: "opop" }]) { id } }',
      );
      const error = await rejectionOf(anonymous.content.execute(operation, {}));
      expect(error).to.be.instanceOf(GraphqlError);
      expect(error.code).to.equal('BAD_USER_INPUT');
    });

    it('offersForOfferGroup answers a group’s offers, none for unknown groups', async () => {
      expect((await anonymous.content.offersForOfferGroup({ offerGroupIds: ['8001'] })).offersForOfferGroup.length).to.be.greaterThan(0);
      expect((await anonymous.content.offersForOfferGroup({ offerGroupIds: [String(UNKNOWN_ID), String(HUGE_ID)] })).offersForOfferGroup).to.deep.equal([]);
      expect((await rejectionOf(anonymous.content.offersForOfferGroup({ offerGroupIds: ['zz'] }))).code).to.equal('BAD_USER_INPUT');
    });

    it('offerTag answers at most 200 offer ids, null for an unknown tag', async () => {
      const { offerTag } = await anonymous.content.offerTag({ name: 'weekend-deals' });
      expect(offerTag?.offerIds.length).to.equal(LIMITS.OFFER_TAG_LIMIT);
      expect(offerTag?.displayName).to.equal('Weekend deals');
      expect((await anonymous.content.offerTag({ name: 'weekend-deals', limit: 5 })).offerTag?.offerIds.length).to.equal(5);
      expect((await anonymous.content.offerTag({ name: 'weekend-deals', limit: 1000 })).offerTag?.offerIds.length).to.equal(LIMITS.OFFER_TAG_LIMIT);
      expect((await anonymous.content.offerTag({ name: 'no-such-tag' })).offerTag).to.equal(null);
      expect((await anonymous.content.offerTag({ name: "'; DROP TABLE offers; --" })).offerTag).to.equal(null);
      expect((await rejectionOf(anonymous.content.offerTag({ name: 'weekend-deals', limit: -1 }))).code).to.equal('BAD_USER_INPUT');
    });
  });

  describe('banners', () => {
    it('fetchBannersByRetailerId answers a retailer’s banners, none for unknown ids', async () => {
      expect((await anonymous.content.fetchBannersByRetailerId({ retailerId: '1408' })).fetchBannersByRetailerId.length).to.be.greaterThan(0);
      expect((await anonymous.content.fetchBannersByRetailerId({ retailerId: String(UNKNOWN_ID) })).fetchBannersByRetailerId).to.deep.equal([]);
      expect((await rejectionOf(anonymous.content.fetchBannersByRetailerId({ retailerId: 'nope' }))).code).to.equal('BAD_USER_INPUT');
    });

    it('homeSeasonalBanner answers the current seasonal promotion', async () => {
      const { homeSeasonalBanner } = await anonymous.content.homeSeasonalBanner();
      expect(homeSeasonalBanner?.name).to.equal('Back to school savings');
    });
  });

  describe('bonuses', () => {
    it('need a sign-in', async () => {
      for (const call of [anonymous.content.availableBonuses(), anonymous.content.completedBonuses(), anonymous.content.bonus({ id: '4001' })]) {
        expect(await rejectionOf(call)).to.be.instanceOf(AuthenticationError);
      }
    });

    it('put each of the demo customer’s bonuses in exactly one list', async () => {
      const [{ availableBonuses }, { recentlyUnavailableBonuses }, { completedBonuses }] = await Promise.all([
        demo.content.availableBonuses(),
        demo.content.recentlyUnavailableBonuses(),
        demo.content.completedBonuses(),
      ]);
      expect(completedBonuses.map((bonus) => bonus.name).sort()).to.deep.equal(['Earn $5 on your first purchase', 'Spend $30, get an extra $10', 'Weekend warrior']);
      expect(completedBonuses.every((bonus) => bonus.completed && bonus.percentComplete === 100)).to.equal(true);
      expect(recentlyUnavailableBonuses.length).to.be.greaterThan(0);
      expect(recentlyUnavailableBonuses.every((bonus) => bonus.bonusType === BONUS_TYPE.RECENTLY_EXPIRED && bonus.name.endsWith('(last week)'))).to.equal(true);
      const inProgress = availableBonuses.filter((bonus) => (bonus.progressCount ?? 0) > 0);
      expect(inProgress.length).to.equal(3);
      expect(availableBonuses.some((bonus) => bonus.bonusType === BONUS_TYPE.FEATURED)).to.equal(true);
      expect(availableBonuses.every((bonus) => !bonus.completed && bonus.bonusType !== BONUS_TYPE.RECENTLY_EXPIRED)).to.equal(true);
      const all = [...availableBonuses, ...recentlyUnavailableBonuses, ...completedBonuses].map((bonus) => bonus.id);
      expect(new Set(all).size).to.equal(all.length);
      const names = [...availableBonuses, ...recentlyUnavailableBonuses, ...completedBonuses].map((bonus) => bonus.name);
      expect(names).to.include('Funded snack bonus');
      expect(names).not.to.include('Funded bonus without offers');
      for (const bonus of availableBonuses) {
        const steps = bonus.bonusQualifications ?? [];
        expect(steps.filter((step) => step.completed).length, bonus.name).to.equal(Math.min(bonus.progressCount ?? 0, steps.length));
      }
    });

    it('every bonus names the slug of its category page (bonuses-bonusCategory)', async () => {
      const { availableBonuses } = await demo.content.availableBonuses();
      const categories = new Set(availableBonuses.map((bonus) => bonus.category));
      expect(categories).to.include('grocery-bonuses');
      expect([...categories].every((slug) => typeof slug === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).to.equal(true);
    });

    it('a customer without progress has nothing completed or in progress', async () => {
      const { completedBonuses } = await fresh.content.completedBonuses();
      expect(completedBonuses).to.deep.equal([]);
      const { availableBonuses } = await fresh.content.availableBonuses({ limit: 2000 });
      expect(availableBonuses.every((bonus) => bonus.progressCount === 0)).to.equal(true);
      expect((await fresh.content.availableBonuses({ limit: 2 })).availableBonuses.length).to.equal(2);
    });

    it('bonus answers one bonus with the customer’s progress, null when unknown', async () => {
      const { completedBonuses } = await demo.content.completedBonuses();
      const id = completedBonuses[0]!.id;
      const asDemo = await demo.content.bonus({ id });
      expect(asDemo.bonus?.completed).to.equal(true);
      expect(asDemo.bonus?.amountEarned).to.equal(asDemo.bonus?.amount);
      const asNew = await fresh.content.bonus({ id });
      expect(asNew.bonus?.completed).to.equal(false);
      expect((await demo.content.bonus({ id: String(UNKNOWN_ID) })).bonus).to.equal(null);
      expect((await rejectionOf(demo.content.bonus({ id: 'x' }))).code).to.equal('BAD_USER_INPUT');
    });
  });

  describe('favourites', () => {
    it('customerNode needs a sign-in and answers the demo customer’s favourites', async () => {
      expect(await rejectionOf(anonymous.content.favoriteRetailers())).to.be.instanceOf(AuthenticationError);
      const { customerNode } = await demo.content.favoriteRetailers();
      expect(customerNode.favoriteRetailers.slice(0, 4).map((favorite) => favorite.retailerId)).to.deep.equal(['1408', '1058', '1088', '3443']);
      expect(customerNode.favoriteRetailers[0]?.name).to.equal('Grandmart Superstore');
      const categories = await demo.content.favoriteCategories();
      expect(categories.customerNode.favoriteCategories.map((favorite) => favorite.categoryId).sort()).to.deep.equal(['1482', '153', '88']);
    });

    it('sets and deletes favourite categories; 1356 is never stored', async () => {
      const friend = await harness.sdkFor(FRIEND_EMAIL);
      const set = await friend.content.setFavoriteCategory({ categoryId: '230' });
      expect(set.setFavoriteCategory.categoryId).to.equal('230');
      expect(set.setFavoriteCategory.favoriteDate).to.be.a('string');
      const again = await friend.content.setFavoriteCategory({ categoryId: '230' });
      expect(again.setFavoriteCategory.favoriteDate).to.equal(set.setFavoriteCategory.favoriteDate);

      const never = await friend.content.setFavoriteCategory({ categoryId: String(CATEGORY_ID.NEVER_STORED_FAVORITE) });
      expect(never.setFavoriteCategory.favoriteDate).to.equal(null);
      let favorites = (await friend.content.favoriteCategories()).customerNode.favoriteCategories.map((favorite) => favorite.categoryId);
      expect(favorites).to.deep.equal(['230']);
      const stored = await harness.sandbox.db.query('SELECT 1 FROM favorite_categories WHERE category_id = $1', [CATEGORY_ID.NEVER_STORED_FAVORITE]);
      expect(stored).to.deep.equal([]);

      expect((await friend.content.deleteFavoriteCategory({ categoryId: '230' })).deleteFavoriteCategory).to.equal(true);
      favorites = (await friend.content.favoriteCategories()).customerNode.favoriteCategories.map((favorite) => favorite.categoryId);
      expect(favorites).to.deep.equal([]);
      expect((await rejectionOf(friend.content.deleteFavoriteCategory({ categoryId: '230' }))).code).to.equal('NOT_FOUND');
    });

    it('refuses unknown and malformed categories', async () => {
      expect((await rejectionOf(fresh.content.setFavoriteCategory({ categoryId: String(UNKNOWN_ID) }))).code).to.equal('NOT_FOUND');
      for (const categoryId of ['abc', "1'; --", '', String(HUGE_ID)]) {
        const error = await rejectionOf(fresh.content.setFavoriteCategory({ categoryId }));
        expect(error.code, categoryId).to.equal('BAD_USER_INPUT');
        expect(error.fields, categoryId).to.have.property('categoryId');
      }
      expect(await rejectionOf(anonymous.content.setFavoriteCategory({ categoryId: '230' }))).to.be.instanceOf(AuthenticationError);
    });
  });
});

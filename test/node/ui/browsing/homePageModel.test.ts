import { expect } from 'chai';
import { CATEGORY_ID } from '../../../../domain/constants/categories';
import { FLAG } from '../../../../domain/constants/flags';
import { LIMITS } from '../../../../domain/constants/limits';
import * as MESSAGES from '../../../../domain/constants/messages';
import { HomePageModel } from '../../../../ui/pages/home/HomePageModel';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import type { Stores } from '../../../../ui/stores/Stores';
import { aBanner, CATALOGUE_FIXTURE as F } from '../../../support/catalogueMother';
import { browsingStores } from '../../../support/browsingStores';
import { createTestStores } from '../../../support/testStores';
import { OPTIMISE_HIDE_TIMEOUT_MS } from '../../../../domain/platform/optimiseHide';

/** The home route's loader, as the app runs it. */
const loadHome = (stores: Stores) => loadRoute(stores, stores.router.route);

describe('HomePageModel (the home page)', () => {
  it('is loading until the sections answer, then shows each of them', async () => {
    const { stores, catalogue } = await browsingStores({ signedIn: true });
    catalogue.seasonalBanner = aBanner({ id: 7, link: 'retailer/maple/201', altText: 'Holiday gifts' });
    const release = catalogue.hold('fetchCategoriesWithRetailers');
    const home = new HomePageModel(stores);
    const loading = loadHome(stores);
    expect(home.categoriesStatus).to.equal('loading');
    expect(home.hotDealsStatus).to.equal('loading');
    // The page shows its sections together, so none pushes another down (layout shift).
    expect(home.isSettled).to.equal(false);
    release();
    await loading;
    expect(home.isSettled).to.equal(true);
    expect(home.seasonalBanner.value?.altText).to.equal('Holiday gifts');
    expect(home.recommended.status).to.equal('ready');
    expect(home.categoriesStatus).to.equal('ready');
    expect(home.hotDealsStatus).to.equal('ready');
  });

  it('asks the signed-in recommendations for 12 retailers, best first', async () => {
    const { stores, catalogue } = await browsingStores({ signedIn: true });
    const home = new HomePageModel(stores);
    await loadHome(stores);
    expect(catalogue.calls).to.include('fetchHomeRecommendedRetailers');
    expect(home.recommendedRetailers.map((retailer) => retailer.id)).to.deep.equal([F.OTHER_RETAILER_ID, F.RETAILER_ID, 300, 301]);
    expect(LIMITS.HOME_RECOMMENDED_RETAILERS).to.equal(12);
  });

  it('gives a visitor the public retailers that carry a recommendation rank (the call needs a sign-in)', async () => {
    const { stores, catalogue } = await browsingStores({ signedIn: false });
    const home = new HomePageModel(stores);
    await loadHome(stores);
    expect(catalogue.calls).not.to.include('fetchHomeRecommendedRetailers');
    expect(home.recommendedRetailers.map((retailer) => retailer.id)).to.deep.equal([F.OTHER_RETAILER_ID, F.RETAILER_ID]);
  });

  it("lists categories in the fixed order without category 485, and Hot Deals' retailers after the list rules", async () => {
    const { stores } = await browsingStores();
    const home = new HomePageModel(stores);
    await loadHome(stores);
    expect(home.categories.map((category) => category.id)).to.deep.equal([CATEGORY_ID.HOT_DEALS, 153, CATEGORY_ID.GROCERY]);
    expect(home.hotDeals.map((retailer) => retailer.id)).to.deep.equal([F.RETAILER_ID, F.OTHER_RETAILER_ID, 300, 301]);
    expect(home.hotDeals.map((retailer) => retailer.id)).not.to.include(F.TEMP_DISABLED_ID);
  });

  it('fetches Hot Deals by its fixed id for a signed-in customer when the category list lacks it', async () => {
    const { stores, catalogue } = await browsingStores({ signedIn: true });
    const hotDeals = catalogue.categories.get(CATEGORY_ID.HOT_DEALS)!;
    catalogue.categories.delete(CATEGORY_ID.HOT_DEALS);
    const release = catalogue.hold('fetchCategory');
    const home = new HomePageModel(stores);
    const loading = loadHome(stores);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The list answered without Hot Deals; the lookup by id finds it.
    catalogue.categories.set(CATEGORY_ID.HOT_DEALS, hotDeals);
    release();
    await loading;
    expect(catalogue.calls).to.include('fetchCategory');
    expect(home.hotDeals.map((retailer) => retailer.id)).to.include(F.RETAILER_ID);
  });

  it('has no seasonal banner when there is none, and none at all while the banners flag is off', async () => {
    const { stores } = await browsingStores({ flags: { [FLAG.BANNERS_TOGGLE]: false } });
    const home = new HomePageModel(stores);
    await loadHome(stores);
    expect(home.seasonalBanner.status).to.equal('ready');
    expect(home.seasonalBanner.value).to.equal(null);
    expect(home.showsBanners).to.equal(false);
  });

  it('keeps the other sections when one fails, each with its own error', async () => {
    const { stores, catalogue } = await browsingStores({ signedIn: true });
    catalogue.failures.set('fetchHomeSeasonalBanner', new Error('banner down'));
    catalogue.failures.set('fetchCategoriesWithRetailers', new Error(MESSAGES.GENERIC_RETAILER_CATEGORIES_FAILED));
    const home = new HomePageModel(stores);
    await loadHome(stores);
    expect(home.seasonalBanner.status).to.equal('error');
    expect(home.categoriesStatus).to.equal('error');
    expect(stores.catalogue.categoriesError).to.equal(MESSAGES.GENERIC_RETAILER_CATEGORIES_FAILED);
    expect(home.recommended.status).to.equal('ready');
    expect(home.recommendedRetailers).to.have.length(4);
  });

  it("fails a visitor's recommendations with the category list they come from", async () => {
    const { stores, catalogue } = await browsingStores({ signedIn: false });
    catalogue.failures.set('fetchCategoriesWithRetailers', new Error(''));
    const home = new HomePageModel(stores);
    await loadHome(stores);
    expect(home.recommended.status).to.equal('error');
    expect(home.recommended.error).to.equal(MESSAGES.CATEGORY_LOAD_FAILED);
  });
});

describe('HomePageModel and the optimise hide (000 §9: 4000 ms)', () => {
  it('keeps the sections hidden until the flags are known, at most 4000 ms', async () => {
    const twins = createTestStores({ path: '/home' });
    await twins.stores.auth.start(new URL('http://localhost/home'));
    const home = new HomePageModel(twins.stores);
    await loadHome(twins.stores);
    expect(home.seasonalBanner.isLoading).to.equal(false);
    expect(home.isSettled).to.equal(false);
    twins.timers.advance(OPTIMISE_HIDE_TIMEOUT_MS - 1);
    expect(home.isSettled).to.equal(false);
    twins.timers.advance(1);
    expect(OPTIMISE_HIDE_TIMEOUT_MS).to.equal(4000);
    expect(home.isSettled).to.equal(true);
  });

  it('shows them as soon as the flags answer', async () => {
    const twins = createTestStores({ path: '/home' });
    await twins.stores.auth.start(new URL('http://localhost/home'));
    const home = new HomePageModel(twins.stores);
    await loadHome(twins.stores);
    expect(home.isSettled).to.equal(false);
    await twins.stores.flags.load({ customerId: null, platform: 'web_v2' });
    expect(home.isSettled).to.equal(true);
  });
});

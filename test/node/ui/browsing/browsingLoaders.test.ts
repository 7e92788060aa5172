import { expect } from 'chai';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { WelcomePageModel } from '../../../../ui/pages/welcome/WelcomePageModel';
import type { Stores } from '../../../../ui/stores/Stores';
import { browsingStores } from '../../../support/browsingStores';

/** The current route's loader, as the app runs it. */
const loadPage = (stores: Stores) => loadRoute(stores, stores.router.route);

describe('browsing route loaders (ui/app/browsingLoaders.ts)', () => {
  it("/welcome: fills the onboarding slide's categories (retailer ids only), in the fixed order", async () => {
    const { stores, catalogue } = await browsingStores({ path: '/welcome?source=register', signedIn: true });
    const welcome = new WelcomePageModel(stores);
    expect(welcome.categories.status).to.equal('idle');
    await loadPage(stores);
    expect(catalogue.calls).to.include('fetchCategoriesWithRetailerIds');
    expect(welcome.categories.status).to.equal('ready');
    expect(welcome.onboardingCategories.length).to.be.greaterThan(0);
  });

  it('/retailers: another page of the gallery reads the favourites only once', async () => {
    const { stores, favorites } = await browsingStores({ path: '/retailers', signedIn: true });
    let favouriteReads = 0;
    const read = favorites.fetchFavoriteRetailers.bind(favorites);
    favorites.fetchFavoriteRetailers = () => {
      favouriteReads += 1;
      return read();
    };
    await loadPage(stores);
    stores.router.navigate('/retailers?page=2');
    await loadPage(stores);
    expect(favouriteReads).to.equal(1);
  });

  it('/categories/:categoryName/:categoryId: the latest category wins when the route changes during a load', async () => {
    const { stores, catalogue } = await browsingStores({ path: '/categories/Hot_Deals/1482' });
    const release = catalogue.hold('fetchCategory');
    const first = loadPage(stores);
    stores.router.navigate('/categories/Grocery/88');
    const second = loadPage(stores);
    release();
    await Promise.all([first, second]);
    expect(stores.category.category.value?.id).to.equal(88);
    expect(stores.routeHistory.pageContext?.title).to.equal(stores.category.category.value?.name);
  });
});

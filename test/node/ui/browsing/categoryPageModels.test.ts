import { expect } from 'chai';
import { CATEGORY_ID } from '../../../../domain/constants/categories';
import * as MESSAGES from '../../../../domain/constants/messages';
import { CategoriesPageModel } from '../../../../ui/pages/categories/CategoriesPageModel';
import { CategoryPageModel } from '../../../../ui/pages/category/CategoryPageModel';
import { CATALOGUE_FIXTURE as F } from '../../../support/catalogueMother';
import { browsingStores } from '../../../support/browsingStores';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import type { Stores } from '../../../../ui/stores/Stores';

/** The current route's loader, as the app runs it. */
const loadPage = (stores: Stores) => loadRoute(stores, stores.router.route);

describe('CategoriesPageModel (/categories)', () => {
  it('lists every category in the fixed sort order, category 485 left out', async () => {
    const { stores } = await browsingStores({ path: '/categories' });
    const page = new CategoriesPageModel(stores);
    await loadPage(stores);
    expect(page.status).to.equal('ready');
    expect(page.categories.map((category) => category.id)).to.deep.equal([CATEGORY_ID.HOT_DEALS, 153, CATEGORY_ID.GROCERY]);
  });

  it("toasts the failure's message, or 'Encountered an error. Please refresh the page.'", async () => {
    const failing = await browsingStores({ path: '/categories' });
    failing.catalogue.failWith = new Error(MESSAGES.GENERIC_RETAILER_CATEGORIES_FAILED);
    await loadPage(failing.stores);
    expect(failing.stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGES.GENERIC_RETAILER_CATEGORIES_FAILED]);

    const silent = await browsingStores({ path: '/categories' });
    silent.catalogue.failWith = new Error('');
    await loadPage(silent.stores);
    expect(silent.stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGES.CATEGORY_LOAD_FAILED]);
  });

  it('tries again on the next visit after a failure, and shares one request between concurrent callers', async () => {
    const { stores, catalogue } = await browsingStores({ path: '/categories' });
    catalogue.failWith = new Error('down');
    await stores.catalogue.loadCategories();
    catalogue.failWith = null;
    await Promise.all([stores.catalogue.loadCategories(), stores.catalogue.loadCategories()]);
    expect(stores.catalogue.categoriesStatus).to.equal('ready');
    expect(catalogue.calls.filter((call) => call === 'fetchCategoriesWithRetailers')).to.have.length(2);
  });
});

describe('CategoryPageModel (/categories/:categoryName/:categoryId)', () => {
  it('shows the name, description, banners and retailers after the list rules, and names the page', async () => {
    const { stores } = await browsingStores({ path: '/categories/Hot_Deals/1482' });
    const page = new CategoryPageModel(stores);
    await loadPage(stores);
    expect(page.status).to.equal('ready');
    expect(page.category?.name).to.equal('Hot Deals');
    expect(page.description).to.equal('The best cash back this week.');
    expect(page.retailers.map((retailer) => retailer.id)).to.deep.equal([F.RETAILER_ID, F.OTHER_RETAILER_ID, 300, 301]);
    expect(page.showsBanners).to.equal(true);
    expect(page.banners.value[0]?.altText).to.equal('This week’s hot deals');
    expect(stores.routeHistory.pageContext?.title).to.equal('Hot Deals');
  });

  it('leaves web-excluded retailers out (the flag)', async () => {
    const { stores } = await browsingStores({ path: '/categories/Grocery/88' });
    const page = new CategoryPageModel(stores);
    await loadPage(stores);
    expect(page.retailers.map((retailer) => retailer.id)).not.to.include(F.WEB_EXCLUDED_ID);
  });

  for (const [label, param] of [
    ['an unknown category', String(F.UNKNOWN_CATEGORY_ID)],
    ['a non-numeric id', 'abc'],
    ['the ignored category 485', String(CATEGORY_ID.IGNORED_RETAILER_CATEGORY)],
  ] as const) {
    it(`sends ${label} back to /categories`, async () => {
      const { stores } = await browsingStores({ path: `/categories/x/${param}` });
      const page = new CategoryPageModel(stores);
      await loadPage(stores);
      expect([page.status, page.category]).to.deep.equal(['ready', null]);
      expect(stores.router.pathname).to.equal('/categories');
    });
  }

  it('keeps the page when banners fail; toasts when the category cannot be read', async () => {
    const { stores, catalogue } = await browsingStores({ path: '/categories/Hot_Deals/1482' });
    catalogue.failures.set('fetchCategoryBanners', new Error('banners down'));
    const page = new CategoryPageModel(stores);
    await loadPage(stores);
    expect(page.status).to.equal('ready');
    expect(page.showsBanners).to.equal(false);
    expect(page.retailers).to.have.length(4);

    catalogue.failures.set('fetchCategory', new Error(''));
    stores.router.navigate('/categories/Grocery/153');
    await loadPage(stores);
    expect(page.status).to.equal('error');
    expect(stores.toasts.toasts.at(-1)?.message).to.equal(MESSAGES.CATEGORY_LOAD_FAILED);
  });
});

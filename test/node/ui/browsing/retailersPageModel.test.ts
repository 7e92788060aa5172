import { expect } from 'chai';
import * as MESSAGES from '../../../../domain/constants/messages';
import { DEFAULT_RETAILER_IDS } from '../../../../domain/constants/retailers';
import { RetailersPageModel } from '../../../../ui/pages/retailers/RetailersPageModel';
import { aCategory, aRetailer, CATALOGUE_FIXTURE as F, SEEDED_FAVORITE_RETAILER_IDS } from '../../../support/catalogueMother';
import { browsingStores } from '../../../support/browsingStores';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import type { Stores } from '../../../../ui/stores/Stores';

/** The current route's loader, as the app runs it. */
const loadPage = (stores: Stores) => loadRoute(stores, stores.router.route);
import { DEFAULT_RETAILERS_POSITION, RETAILER_GALLERY_PAGE_SIZE } from '../../../../domain/retailers/galleryOrder';

const ids = (retailers: readonly { id: number }[]) => retailers.map((retailer) => retailer.id);

describe('RetailersPageModel (/retailers)', () => {
  it('shows every listed retailer once, without tempDisabled or web-excluded ones, defaults at position 6', async () => {
    const { stores } = await browsingStores({ path: '/retailers' });
    const gallery = new RetailersPageModel(stores);
    await loadPage(stores);
    const shown = ids(gallery.retailers);
    expect(new Set(shown).size).to.equal(shown.length);
    expect(shown).not.to.include(F.TEMP_DISABLED_ID);
    expect(shown).not.to.include(F.WEB_EXCLUDED_ID);
    expect(shown.slice(DEFAULT_RETAILERS_POSITION - 1, DEFAULT_RETAILERS_POSITION + 1)).to.deep.equal([...DEFAULT_RETAILER_IDS]);
  });

  it("puts a signed-in shopper's favourites first, in their own order, then the defaults at position 6", async () => {
    const { stores } = await browsingStores({ path: '/retailers', signedIn: true });
    const gallery = new RetailersPageModel(stores);
    await loadPage(stores);
    expect(ids(gallery.retailers).slice(0, 2)).to.deep.equal([...SEEDED_FAVORITE_RETAILER_IDS]);
    expect(ids(gallery.retailers).slice(5, 7)).to.deep.equal([...DEFAULT_RETAILER_IDS]);
  });

  it('re-sorts after a favourite toggle, once the favourites reload', async () => {
    const { stores } = await browsingStores({ path: '/retailers', signedIn: true });
    const gallery = new RetailersPageModel(stores);
    await loadPage(stores);
    await stores.favoriteRetailers.toggle(stores.catalogue.allRetailers.find((retailer) => retailer.id === 305)!);
    expect(ids(gallery.retailers).slice(0, 3)).to.deep.equal([...SEEDED_FAVORITE_RETAILER_IDS, 305]);
    await stores.favoriteRetailers.toggle({ id: 302, name: 'unfavourited', retailerGroup: null });
    expect(ids(gallery.retailers).slice(0, 2)).to.deep.equal([F.OTHER_RETAILER_ID, 305]);
  });

  it("ignores favourite flags for a visitor, and a signed-in shopper's flags stand in when the favourites call fails", async () => {
    const visitorSetup = await browsingStores({ path: '/retailers', signedIn: false });
    const flagged = visitorSetup.catalogue.retailers.get(305)!;
    visitorSetup.catalogue.retailers.set(305, { ...flagged, favorite: true });
    const visitor = new RetailersPageModel(visitorSetup.stores);
    await loadPage(visitorSetup.stores);
    expect(ids(visitor.retailers)[0]).not.to.equal(305);

    const customerSetup = await browsingStores({ path: '/retailers', signedIn: true });
    customerSetup.catalogue.retailers.set(305, { ...flagged, favorite: true });
    customerSetup.favorites.failWith = new Error('down');
    const customer = new RetailersPageModel(customerSetup.stores);
    await loadPage(customerSetup.stores);
    expect(ids(customer.retailers)[0]).to.equal(305);
  });

  it('hydrates the default retailers by id when no category lists them', async () => {
    const { stores, catalogue } = await browsingStores({ path: '/retailers' });
    catalogue.categories.delete(F.GROCERY_ID);
    const gallery = new RetailersPageModel(stores);
    await loadPage(stores);
    expect(catalogue.calls).to.include('fetchRetailers');
    expect(ids(gallery.retailers).slice(5, 7)).to.deep.equal([...DEFAULT_RETAILER_IDS]);
  });

  it('paginates a long gallery', async () => {
    const { stores, catalogue } = await browsingStores({ path: '/retailers' });
    const many = Array.from({ length: 60 }, (_, index) => aRetailer({ id: 5000 + index, name: `Store ${String(index).padStart(2, '0')}` }));
    catalogue.addRetailers(...many).addCategories(aCategory({ id: 230, name: 'Home & Garden', retailers: ids(many) }));
    const gallery = new RetailersPageModel(stores);
    await loadPage(stores);
    const total = gallery.retailers.length;
    expect(gallery.pageCount).to.equal(Math.ceil(total / RETAILER_GALLERY_PAGE_SIZE));
    expect(gallery.pageRetailers).to.have.length(RETAILER_GALLERY_PAGE_SIZE);
    gallery.setPage(gallery.pageCount + 5);
    expect(gallery.currentPage).to.equal(gallery.pageCount);
    expect(gallery.pageRetailers).to.have.length(total - (gallery.pageCount - 1) * RETAILER_GALLERY_PAGE_SIZE);
    gallery.setPage(0);
    expect(gallery.currentPage).to.equal(1);
  });

  it('toasts the error when the categories fail, with the gateway message or the default copy', async () => {
    const { stores, catalogue } = await browsingStores({ path: '/retailers' });
    catalogue.failWith = new Error(MESSAGES.NO_CATEGORIES_WITH_RETAILERS);
    const gallery = new RetailersPageModel(stores);
    await loadPage(stores);
    expect(gallery.status).to.equal('error');
    expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGES.NO_CATEGORIES_WITH_RETAILERS]);
  });
});

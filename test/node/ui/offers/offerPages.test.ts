import { expect } from 'chai';
import sinon from 'sinon';
import * as MESSAGES from '../../../../domain/constants/messages';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import type { Offer } from '../../../../domain/offers/Offer';
import { offerPageTarget } from '../../../../domain/offers/offerPageTarget';
import { OfferPageModel } from '../../../../ui/pages/offer/OfferPageModel';
import { OfferTagPageModel } from '../../../../ui/pages/offerTag/OfferTagPageModel';
import { createTestStores } from '../../../support/testStores';
import { noOfferForOfferGroup } from '../../../../domain/offers/offerGroup';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { BROWSING_LOADERS } from '../../../../ui/app/loaderModules';
import type { Stores } from '../../../../ui/stores/Stores';

/** The current route's loader, as the app runs it. */
const loadPage = (stores: Stores) => loadRoute(stores, stores.router.route);

const NOW = new Date('2026-03-01T12:00:00.000Z');
const milk: Offer = { id: 501, name: 'Milk, 1 gal', retailers: [3443, 5], rewards: [] };
const eggs: Offer = { id: 502, name: 'Eggs', retailers: [5], rewards: [] };

function setup(path: string) {
  const t = createTestStores({ path, now: NOW });
  t.offers.offers.set(milk.id, milk);
  t.offers.offers.set(eggs.id, eggs);
  t.catalogue.retailers.set(3443, { id: 3443, name: 'Maple & Main Market' });
  t.catalogue.retailers.set(5, { id: 5, name: 'Bright Basket Grocery' });
  return { ...t, page: new OfferPageModel(t.stores), tag: new OfferTagPageModel(t.stores) };
}

const targetOf = (path: string, search = '') => offerPageTarget(matchRoute(path, search));

describe('OfferPageModel', () => {
  // The loaders' module is in, as once the page's chunk came: the load then starts at once (the status below).
  before(() => BROWSING_LOADERS.preload());
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  it('loads the offer and its retailers, and names the page for breadcrumbs and the title', async () => {
    const { stores, page } = setup('/offers/Milk_1_gal/501?retailerId=3443');
    const target = targetOf('/offers/Milk_1_gal/501', '?retailerId=3443');
    const loading = loadPage(stores);
    expect(page.status).to.equal('loading');
    expect(page.isShowing(target)).to.equal(false);
    await loading;
    expect(page.status).to.equal('ready');
    expect(page.isShowing(target)).to.equal(true);
    expect(page.offer?.name).to.equal(milk.name);
    expect(page.retailers.map((retailer) => retailer.name)).to.deep.equal(['Maple & Main Market', 'Bright Basket Grocery']);
    expect(stores.routeHistory.pageContext).to.deep.equal({
      title: milk.name,
      offerRetailerIds: [3443, 5],
      retailersById: {
        '3443': { name: 'Maple & Main Market', slug: 'Maple_and_Main_Market' },
        '5': { name: 'Bright Basket Grocery', slug: 'Bright_Basket_Grocery' },
      },
    });
  });

  it("shows an unknown offer as the 404 with 'No offer found with id: {id}'", async () => {
    const { page, stores } = setup('/offers/Nope/9');
    await loadPage(stores);
    expect(page.status).to.equal('error');
    expect(page.error).to.equal(MESSAGES.noOfferWithId(9));
  });

  it('shows the first generic offer of an offer group', async () => {
    const { offers, page, stores } = setup('/offers/1?offerGroupId=8001');
    offers.offerGroups.set('8001', [eggs.id, milk.id]);
    await loadPage(stores);
    expect(page.offer?.id).to.equal(eggs.id);
  });

  it("shows an offer group without offers as the 404 with 'Could not find offer ID for offer group ID: {id}'", async () => {
    const { page, stores } = setup('/offers/1?offerGroupId=77');
    await loadPage(stores);
    expect(page.status).to.equal('error');
    expect(page.error).to.equal(noOfferForOfferGroup('77'));
  });

  it('still shows the offer when its retailers cannot be named', async () => {
    const { catalogue, page, stores } = setup('/offers/Milk_1_gal/501');
    catalogue.failWith = new Error('down');
    await loadPage(stores);
    expect(page.status).to.equal('ready');
    expect(page.retailers).to.deep.equal([]);
  });

  it('names no page when the shopper left before the offer answered', async () => {
    const { stores } = setup('/offers/Milk_1_gal/501');
    const loading = loadPage(stores);
    stores.router.navigate('/home');
    await loading;
    expect(stores.routeHistory.pageContext).to.equal(null);
  });
});

describe('OfferTagPageModel', () => {
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  it("lists the tag's offers", async () => {
    const { offers, tag, stores } = setup('/offer-tag/fresh-picks');
    offers.offerTags.set('fresh-picks', { displayName: 'Fresh picks', offerIds: [eggs.id, milk.id] });
    await loadPage(stores);
    expect(tag.status).to.equal('ready');
    expect(tag.displayName).to.equal('Fresh picks');
    expect(tag.tagOffers.map((offer) => offer.id)).to.deep.equal([eggs.id, milk.id]);
    expect(tag.emptyMessage).to.equal(null);
  });

  it("says 'No offers found with that offer tag' for an unknown or empty tag", async () => {
    const { offers, tag, stores } = setup('/offer-tag/nothing');
    await loadPage(stores);
    expect(tag.emptyMessage).to.equal(MESSAGES.NO_OFFERS_FOR_TAG);
    offers.offerTags.set('empty', { displayName: 'Empty', offerIds: [] });
    stores.router.navigate('/offer-tag/empty');
    await loadPage(stores);
    expect(tag.emptyMessage).to.equal(MESSAGES.NO_OFFERS_FOR_TAG);
  });

  it('redirects to /mobile-only?keyword=offer when the tag cannot be loaded', async () => {
    const { offers, history, tag, stores } = setup('/offer-tag/fresh-picks');
    offers.failWith = new Error('down');
    await loadPage(stores);
    expect(`${history.location.pathname}${history.location.search}`).to.equal('/mobile-only?keyword=offer');
  });
});

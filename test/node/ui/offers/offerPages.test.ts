import { expect } from 'chai';
import sinon from 'sinon';
import { MESSAGES } from '../../../../domain/constants/messages';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import type { Offer } from '../../../../domain/offers/Offer';
import { offerPageTarget } from '../../../../domain/offers/offerPageTarget';
import { offersStoreFor } from '../../../../ui/stores/offersStoreFor';
import { createTestStores } from '../../../support/testStores';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const milk: Offer = { id: 501, name: 'Milk, 1 gal', retailers: [3443, 5], rewards: [] };
const eggs: Offer = { id: 502, name: 'Eggs', retailers: [5], rewards: [] };

function setup(path: string) {
  const t = createTestStores({ path, now: NOW });
  t.offers.offers.set(milk.id, milk);
  t.offers.offers.set(eggs.id, eggs);
  t.catalogue.retailers.set(3443, { id: 3443, name: 'Maple & Main Market' });
  t.catalogue.retailers.set(5, { id: 5, name: 'Bright Basket Grocery' });
  return t;
}

const targetOf = (path: string, search = '') => offerPageTarget(matchRoute(path, search));

describe('OfferPageStore', () => {
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  it('loads the offer and its retailers, and names the page for breadcrumbs and the title', async () => {
    const { stores } = setup('/offers/Milk_1_gal/501?retailerId=3443');
    const target = targetOf('/offers/Milk_1_gal/501', '?retailerId=3443');
    const loading = offersStoreFor(stores).page.load(target);
    expect(offersStoreFor(stores).page.status).to.equal('loading');
    expect(offersStoreFor(stores).page.isShowing(target)).to.equal(false);
    await loading;
    const { page } = offersStoreFor(stores);
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
    const { stores } = setup('/offers/Nope/9');
    await offersStoreFor(stores).page.load(targetOf('/offers/Nope/9'));
    expect(offersStoreFor(stores).page.status).to.equal('notFound');
    expect(offersStoreFor(stores).page.error).to.equal(MESSAGES.noOfferWithId(9));
  });

  it('shows the first generic offer of an offer group', async () => {
    const { stores, offers } = setup('/offers/1?offerGroupId=8001');
    offers.offerGroups.set('8001', [eggs.id, milk.id]);
    await offersStoreFor(stores).page.load(targetOf('/offers/1', '?offerGroupId=8001'));
    expect(offersStoreFor(stores).page.offer?.id).to.equal(eggs.id);
  });

  it("shows an offer group without offers as the 404 with 'Could not find offer ID for offer group ID: {id}'", async () => {
    const { stores } = setup('/offers/1?offerGroupId=77');
    await offersStoreFor(stores).page.load(targetOf('/offers/1', '?offerGroupId=77'));
    expect(offersStoreFor(stores).page.status).to.equal('notFound');
    expect(offersStoreFor(stores).page.error).to.equal(MESSAGES.noOfferForOfferGroup('77'));
  });

  it('still shows the offer when its retailers cannot be named', async () => {
    const { stores, catalogue } = setup('/offers/Milk_1_gal/501');
    catalogue.failWith = new Error('down');
    await offersStoreFor(stores).page.load(targetOf('/offers/Milk_1_gal/501'));
    expect(offersStoreFor(stores).page.status).to.equal('ready');
    expect(offersStoreFor(stores).page.retailers).to.deep.equal([]);
  });

  it('ignores a load the page abandoned', async () => {
    const { stores } = setup('/offers/Milk_1_gal/501');
    const loading = offersStoreFor(stores).page.load(targetOf('/offers/Milk_1_gal/501'));
    offersStoreFor(stores).page.abandon();
    await loading;
    expect(offersStoreFor(stores).page.status).to.equal('loading');
    expect(stores.routeHistory.pageContext).to.equal(null);
  });
});

describe('OfferTagStore', () => {
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  it("lists the tag's offers", async () => {
    const { stores, offers } = setup('/offer-tag/fresh-picks');
    offers.offerTags.set('fresh-picks', { displayName: 'Fresh picks', offerIds: [eggs.id, milk.id] });
    await offersStoreFor(stores).tag.load('fresh-picks');
    expect(offersStoreFor(stores).tag.status).to.equal('ready');
    expect(offersStoreFor(stores).tag.displayName).to.equal('Fresh picks');
    expect(offersStoreFor(stores).tag.tagOffers.map((offer) => offer.id)).to.deep.equal([eggs.id, milk.id]);
    expect(offersStoreFor(stores).tag.emptyMessage).to.equal(null);
  });

  it("says 'No offers found with that offer tag' for an unknown or empty tag", async () => {
    const { stores, offers } = setup('/offer-tag/nothing');
    await offersStoreFor(stores).tag.load('nothing');
    expect(offersStoreFor(stores).tag.emptyMessage).to.equal(MESSAGES.NO_OFFERS_FOR_TAG);
    offers.offerTags.set('empty', { displayName: 'Empty', offerIds: [] });
    await offersStoreFor(stores).tag.load('empty');
    expect(offersStoreFor(stores).tag.emptyMessage).to.equal(MESSAGES.NO_OFFERS_FOR_TAG);
  });

  it('redirects to /mobile-only?keyword=offer when the tag cannot be loaded', async () => {
    const { stores, offers, history } = setup('/offer-tag/fresh-picks');
    offers.failWith = new Error('down');
    await offersStoreFor(stores).tag.load('fresh-picks');
    expect(`${history.location.pathname}${history.location.search}`).to.equal('/mobile-only?keyword=offer');
  });
});

import { expect } from 'chai';
import { type Retailer } from '../../../domain/retailers/Retailer';
import { OFFER_COPY } from '../../../ui/components/offers/copy';
import { RETAILER_OFFERS_PER_PAGE } from '../../../domain/offers/pagination';
import { RetailerOffers } from '../../../ui/components/offers/RetailerOffers';
import { cleanup, click, render, texts } from '../support/render';
import { anOffer, offerStores, RETAILER, settle, withStores, quietRenderedTests, type TestStores } from './support/offersTestSupport';

const retailer: Retailer = { id: RETAILER.id, name: RETAILER.name };
/** Renders the offers and starts their load, as the retailer route's loader does beside the page. */
function renderOffers(stores: TestStores['stores']) {
  const rendered = render(withStores(stores, <RetailerOffers retailer={retailer} />));
  void stores.offers.loadRetailerOffers(retailer.id);
  return rendered;
}

const manyOffers = (count: number) =>
  Array.from({ length: count }, (_, index) => anOffer({ id: 1000 + index, name: `Offer ${index + 1}`, activated: index === 0 }));

describe('<RetailerOffers> in Chromium', () => {
  quietRenderedTests();

  it('says it is loading, then shows the offers as cards in a labelled list', async () => {
    const { stores } = await offerStores({ offers: manyOffers(3) });
    const { container } = renderOffers(stores);
    expect(container.querySelector('[role="status"]')?.textContent).to.equal(OFFER_COPY.LOADING_OFFERS);
    await settle();
    expect(texts(container, 'h2')).to.deep.equal([OFFER_COPY.retailerOffersHeading(RETAILER.name)]);
    const list = container.querySelector('ul');
    expect(list?.getAttribute('aria-label')).to.equal(OFFER_COPY.retailerOffersHeading(RETAILER.name));
    expect(texts(container, 'article h3')).to.deep.equal(['Offer 1', 'Offer 2', 'Offer 3']);
    expect(container.querySelector('[role="status"]')).to.equal(null);
    expect(container.querySelector('nav')).to.equal(null);
  });

  it('pages through many offers with the pagination gallery', async () => {
    const { stores } = await offerStores({ offers: manyOffers(RETAILER_OFFERS_PER_PAGE * 2 + 5) });
    const { container } = renderOffers(stores);
    await settle();
    expect(container.querySelectorAll('article')).to.have.length(RETAILER_OFFERS_PER_PAGE);
    expect(texts(container, 'nav ol li')).to.deep.equal(['1', '2', '3']);
    click(container.querySelector('nav button[aria-label="Page 3"]'));
    expect(texts(container, 'article h3')).to.deep.equal(['Offer 49', 'Offer 50', 'Offer 51', 'Offer 52', 'Offer 53']);
    expect(container.querySelector('[aria-current="page"]')?.textContent).to.equal('3');
  });

  it('says when the retailer has no offers, and when they could not be loaded', async () => {
    const empty = await offerStores();
    const { container } = renderOffers(empty.stores);
    await settle();
    expect(container.textContent).to.include(OFFER_COPY.NO_RETAILER_OFFERS);
    cleanup();

    const failing = await offerStores();
    failing.offers.failWith = new Error('down');
    const rendered = renderOffers(failing.stores);
    await settle();
    expect(rendered.container.querySelector('[role="alert"]')?.textContent).to.equal(OFFER_COPY.RETAILER_OFFERS_FAILED);
  });
});

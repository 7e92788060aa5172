import { expect } from 'chai';
import { act } from 'react';
import * as MESSAGES from '../../../domain/constants/messages';
import { OFFER_COPY } from '../../../ui/components/offers/copy';
import OfferPage from '../../../ui/pages/offer/OfferPage';
import { cleanup, click, texts } from '../support/render';
import { renderRoute } from '../support/renderRoute';
import { anOffer, buttonNamed, offerStores, RETAILER, settle, quietRenderedTests } from './support/offersTestSupport';
import { noOfferForOfferGroup } from '../../../domain/offers/offerGroup';

const OTHER_RETAILER = { id: 5, name: 'Bright Basket Grocery' };
const offer = anOffer({
  id: 701,
  name: 'Little Sprout Apples, 32 oz',
  description: 'Buy Little Sprout Apples, 32 oz.',
  about: 'Little Sprout makes snacks for everyday shopping.',
  currentValue: '$0.75',
  oldValue: '$0.50',
  terms: 'Buy the item, then submit your receipt within 7 days.',
  legal: 'Limit per receipt as shown.',
  redemptionMax: 3,
  retailers: [RETAILER.id, OTHER_RETAILER.id],
  rewards: [
    { id: 81, type: 'instant', amount: 2, content: 'Instant bonus.' },
    { id: 82, type: 'shop_now', amount: 250 },
  ],
  discoverability: { isDiscoverable: true, discoverableEndsSoon: true },
});

async function renderPage(path: string, { signedIn = true } = {}) {
  const t = await offerStores({ signedIn, path, offers: [offer] });
  t.catalogue.retailers.set(RETAILER.id, { id: RETAILER.id, name: RETAILER.name });
  t.catalogue.retailers.set(OTHER_RETAILER.id, { id: OTHER_RETAILER.id, name: OTHER_RETAILER.name });
  const rendered = renderRoute(<OfferPage />, t.stores);
  await settle();
  return { ...t, ...rendered };
}

describe('<OfferPage> in Chromium', () => {
  quietRenderedTests();

  it('shows the offer: heading, image, value, tag, description, and every section with its heading', async () => {
    const { container } = await renderPage(`/offers/Little_Sprout_Apples_32_oz/701?retailerId=${RETAILER.id}`);
    expect(texts(container, 'h1')).to.deep.equal([offer.name]);
    expect(container.querySelector('img')?.getAttribute('alt')).to.equal(offer.name);
    expect(container.textContent).to.include('$0.75');
    expect(container.querySelector('s')?.textContent).to.equal('$0.50');
    expect(container.textContent).to.include('ends soon');
    expect(container.textContent).to.include(offer.description);
    expect(texts(container, 'h2')).to.deep.equal([OFFER_COPY.ABOUT, OFFER_COPY.REWARDS, OFFER_COPY.AVAILABLE_AT, OFFER_COPY.DETAILS, OFFER_COPY.TERMS]);
    for (const section of container.querySelectorAll('section')) {
      expect(section.getAttribute('aria-labelledby')).to.equal(section.querySelector('h2')?.id);
    }
    expect(container.textContent).to.include(offer.about);
    expect(container.textContent).to.include(offer.terms);
    expect(container.textContent).to.include(OFFER_COPY.perReceiptLimit(3));
    expect(container.textContent).to.include(offer.legal);
  });

  it('lists rewards as a percent, or an amount for shop_now, and links the retailers where it is available', async () => {
    const { container } = await renderPage(`/offers/Little_Sprout_Apples_32_oz/701`);
    const rewardsList = [...container.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent === OFFER_COPY.REWARDS);
    expect(texts(rewardsList ?? container, 'li')).to.deep.equal(['2%Instant bonus.', '$2.50']);
    const retailerLinks = [...container.querySelectorAll('section')]
      .find((section) => section.querySelector('h2')?.textContent === OFFER_COPY.AVAILABLE_AT)
      ?.querySelectorAll('li a');
    expect([...(retailerLinks ?? [])].map((link) => [link.textContent, link.getAttribute('href')])).to.deep.equal([
      [RETAILER.name, `/retailers/Maple_and_Main_Market/${RETAILER.id}`],
      [OTHER_RETAILER.name, `/retailers/Bright_Basket_Grocery/${OTHER_RETAILER.id}`],
    ]);
  });

  it('adds the offer at the retailer of the retailerId query', async () => {
    const { container, offers } = await renderPage(`/offers/Little_Sprout_Apples_32_oz/701?retailerId=${OTHER_RETAILER.id}`);
    click(buttonNamed(container, OFFER_COPY.addOffer(offer.name)));
    await settle();
    expect(offers.unlocks[0]?.payload).to.include({ retailer_id: OTHER_RETAILER.id, offer_id: offer.id });
    expect(buttonNamed(container, OFFER_COPY.removeOffer(offer.name))).to.be.instanceOf(HTMLButtonElement);
  });

  it('asks a visitor to sign up or log in, naming the retailer and the offer', async () => {
    const { container, stores } = await renderPage(`/offers/Little_Sprout_Apples_32_oz/701?retailerId=${RETAILER.id}`, { signedIn: false });
    click(buttonNamed(container, OFFER_COPY.addOffer(offer.name)));
    await settle();
    expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut', retailerId: RETAILER.id, retailerName: RETAILER.name, offerId: offer.id });
  });

  it('names the page for the breadcrumbs: the offer name, its retailers', async () => {
    const { stores } = await renderPage(`/offers/Little_Sprout_Apples_32_oz/701`);
    expect(stores.routeHistory.pageContext?.title).to.equal(offer.name);
    expect(stores.routeHistory.pageContext?.offerRetailerIds).to.deep.equal([RETAILER.id, OTHER_RETAILER.id]);
  });

  it('shows /offers/:id, and the first offer of an offer group', async () => {
    const byId = await renderPage('/offers/701');
    expect(texts(byId.container, 'h1')).to.deep.equal([offer.name]);
    cleanup();
    const t = await offerStores({ path: '/offers/1?offerGroupId=8001', offers: [offer] });
    t.offers.offerGroups.set('8001', [offer.id]);
    const { container } = renderRoute(<OfferPage />, t.stores);
    await settle();
    expect(texts(container, 'h1')).to.deep.equal([offer.name]);
  });

  it("shows an unknown offer as a 404 with 'No offer found with id: {id}'", async () => {
    const { container } = await renderPage('/offers/Nope/999');
    expect(texts(container, 'h1')).to.deep.equal(['404']);
    expect(container.textContent).to.include(MESSAGES.noOfferWithId(999));
    expect(container.querySelector('a')?.getAttribute('href')).to.equal('/home');
  });

  it('shows a failed offer group lookup as a 404 with its message', async () => {
    const { container } = await renderPage('/offers/1?offerGroupId=77');
    expect(texts(container, 'h1')).to.deep.equal(['404']);
    expect(container.textContent).to.include(noOfferForOfferGroup('77'));
  });

  it('shows the default image in place of a hero image that fails to load, and reports it', async () => {
    const broken = anOffer({ id: 702, name: 'Broken Image Crackers', url: '/no-such-hero-image.png', retailers: [RETAILER.id] });
    const t = await offerStores({ signedIn: true, path: '/offers/Broken_Image_Crackers/702', offers: [broken] });
    const { container } = renderRoute(<OfferPage />, t.stores);
    const hero = () => container.querySelector('img');
    for (let attempt = 0; attempt < 100 && !hero()?.src.startsWith('data:image/svg+xml'); attempt++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
      });
    }
    expect(hero()?.src.startsWith('data:image/svg+xml'), 'the default image').to.equal(true);
    expect(hero()?.getAttribute('alt')).to.equal('');
    // The default image itself loads.
    await hero()!.decode();
    expect(hero()!.naturalWidth).to.be.greaterThan(0);
    const reports = t.tracking.events.filter((event) => event.name === 'error message');
    expect(reports.map((event) => event.properties)).to.deep.equal([{ message: 'Hero image could not be loaded', image: '/no-such-hero-image.png' }]);
  });
});

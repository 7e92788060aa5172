import { expect } from 'chai';
import { act } from 'react';
import { EXPIRATION_BUCKET_MS } from '../../../domain/offers/timeLeft';
import { OFFER_TAG_TEXT } from '../../../domain/offers/offerTag';
import { OFFER_COPY } from '../../../ui/components/offers/copy';
import { OFFER_TAG_COPY } from '../../../domain/offers/offerTagText';
import { OfferCard } from '../../../ui/components/offers/OfferCard';
import { OFFER_CARD } from '../../../ui/components/offers/offerCardSize';
import { TEST_NOW } from '../../support/testStores';
import { cleanup, click, render } from '../support/render';
import {
  anOffer,
  buttonNamed,
  offerStores,
  RETAILER,
  renderInViewport,
  settle,
  withStores,
  type Framed,
} from './support/offersTestSupport';

const context = { retailerId: RETAILER.id, retailerName: RETAILER.name };

describe('<OfferCard> in Chromium', () => {
  const framed: Framed[] = [];
  afterEach(() => {
    cleanup();
    for (const frame of framed.splice(0)) frame.unmount();
  });

  describe('size (000 §2: 160px wide, 156px from 512px, at most 288px tall)', () => {
    const longName = 'A very long offer name that keeps going '.repeat(8);

    for (const [viewport, width] of [
      [375, OFFER_CARD.WIDTH],
      [600, OFFER_CARD.WIDTH_FROM_512],
    ] as const) {
      it(`is ${width}px wide and at most ${OFFER_CARD.MAX_HEIGHT}px tall in a ${viewport}px viewport`, async () => {
        const { stores } = await offerStores();
        const offer = anOffer({ name: longName, description: longName, discoverability: { isDiscoverable: true, discoverableEndsSoon: true } });
        const frame = await renderInViewport(viewport, withStores(stores, <OfferCard offer={offer} context={context} />));
        framed.push(frame);
        const box = frame.container.querySelector('article')?.getBoundingClientRect();
        expect(box?.width).to.equal(width);
        expect(box?.height).to.be.at.most(OFFER_CARD.MAX_HEIGHT);
        expect(box?.height).to.be.greaterThan(OFFER_CARD.MAX_HEIGHT / 2);
      });
    }
  });

  it('shows the image with alt text, the value, the name as a heading linking to the offer page, and the tag', async () => {
    const offer = anOffer({ discoverability: { isDiscoverable: true, discoverableEndsSoon: true } });
    const { stores, history } = await offerStores({ offers: [offer] });
    const { container } = render(withStores(stores, <OfferCard offer={offer} context={context} />));
    const card = container.querySelector('article');
    expect(card?.getAttribute('aria-labelledby')).to.equal(card?.querySelector('h3')?.id);
    expect(container.querySelector('img')?.getAttribute('alt')).to.equal(offer.name);
    expect(['width', 'height'].map((name) => container.querySelector('img')?.getAttribute(name)), 'its size known before it loads').to.deep.equal(['320', '240']);
    expect(container.textContent).to.include('$4.00');
    expect(container.textContent).to.include(OFFER_TAG_TEXT.ENDS_SOON);
    const link = container.querySelector('h3 a');
    expect(link?.textContent).to.equal(offer.name);
    expect(link?.getAttribute('href')).to.equal(`/offers/Stonebridge_Cold_Brew_Value_Pack/501?retailerId=${RETAILER.id}`);
    click(link);
    expect(history.location.pathname).to.equal('/offers/Stonebridge_Cold_Brew_Value_Pack/501');
  });

  it('shows the time left of a targeted offer the shopper has', async () => {
    const expiration = new Date(TEST_NOW.getTime() + 3 * EXPIRATION_BUCKET_MS.HOUR).toISOString();
    const offer = anOffer({ activated: true, discoverability: { isDiscoverable: false, expiration } });
    const { stores } = await offerStores({ offers: [offer] });
    const { container } = render(withStores(stores, <OfferCard offer={offer} context={context} />));
    expect(container.textContent).to.include(OFFER_TAG_COPY.timeLeft(3, 'hours'));
  });

  it('adds the offer: busy (aria-busy, disabled) while unlocking, then shows it added with a Remove action', async () => {
    const offer = anOffer();
    const { stores, offers } = await offerStores({ offers: [offer] });
    const { container } = render(withStores(stores, <OfferCard offer={offer} context={context} />));
    const add = buttonNamed(container, OFFER_COPY.addOffer(offer.name));
    expect(add.textContent).to.equal(OFFER_COPY.ADD);
    add.focus();
    click(add);
    const busy = buttonNamed(container, OFFER_COPY.addOffer(offer.name));
    expect(busy.getAttribute('aria-busy')).to.equal('true');
    expect(busy.disabled).to.equal(true);
    expect(busy.textContent).to.equal(OFFER_COPY.ADDING);
    await settle();
    expect(offers.unlocks.map((unlock) => unlock.payload.offer_id)).to.deep.equal([offer.id]);
    expect(container.textContent).to.include(OFFER_COPY.ADDED);
    const remove = buttonNamed(container, OFFER_COPY.removeOffer(offer.name));
    expect(remove.disabled).to.equal(false);
    expect(remove, 'Add turned into Remove: the same control').to.equal(add);
    expect(document.activeElement, 'focus comes back once the call is over').to.equal(remove);

    click(remove);
    expect(buttonNamed(container, OFFER_COPY.removeOffer(offer.name)).getAttribute('aria-busy')).to.equal('true');
    await settle();
    expect(offers.deactivations).to.deep.equal([offer.id]);
    expect(buttonNamed(container, OFFER_COPY.addOffer(offer.name)).disabled).to.equal(false);
  });

  it('shows an offer the server lists as activated as added (the state survives a reload)', async () => {
    const offer = anOffer({ activated: true });
    const { stores } = await offerStores({ offers: [offer] });
    const { container } = render(withStores(stores, <OfferCard offer={offer} context={context} />));
    expect(buttonNamed(container, OFFER_COPY.removeOffer(offer.name)).textContent).to.equal(OFFER_COPY.REMOVE);
  });

  it("asks a visitor to sign up or log in: the logged-out modal request carries the retailer and the offer", async () => {
    const offer = anOffer();
    const { stores, offers } = await offerStores({ signedIn: false, offers: [offer] });
    const { container } = render(withStores(stores, <OfferCard offer={offer} context={context} />));
    await act(async () => buttonNamed(container, OFFER_COPY.addOffer(offer.name)).click());
    expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut', retailerId: RETAILER.id, retailerName: RETAILER.name, offerId: offer.id });
    expect(offers.unlocks).to.deep.equal([]);
  });

  it('opens the sweepstakes modal for a sweepstakes offer instead of adding it', async () => {
    const offer = anOffer({ rewards: [{ id: 9, type: 'sweepstakes' }] });
    const { stores, offers } = await offerStores({ offers: [offer] });
    const { container } = render(withStores(stores, <OfferCard offer={offer} context={context} />));
    await act(async () => buttonNamed(container, OFFER_COPY.addOffer(offer.name)).click());
    expect(stores.modals.current?.kind).to.equal('sweepstakes');
    expect(offers.unlocks).to.deep.equal([]);
  });
});

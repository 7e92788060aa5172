import { expect } from 'chai';
import { act } from 'react';
import * as MESSAGES from '../../../domain/constants/messages';
import { OFFER_COPY } from '../../../ui/components/offers/copy';
import SweepstakesModal from '../../../ui/components/offers/modals/SweepstakesModal';
import type { ModalRequest } from '../../../ui/stores/ModalStore';
import { cleanup, click, render } from '../support/render';
import { anOffer, buttonNamed, offerStores, RETAILER, settle, withStores } from './support/offersTestSupport';

const offer = anOffer({
  id: 602,
  name: 'Coffee beans',
  rewards: [{ id: 71, type: 'sweepstakes', content: 'Win a year of coffee.', legal: 'NO PURCHASE NECESSARY.', url: '/docs/terms' }],
});

async function openModal() {
  const t = await offerStores({ offers: [offer] });
  await act(async () => {
    await t.stores.offers.unlock(offer, { retailerId: RETAILER.id });
  });
  const request = t.stores.modals.current as Extract<ModalRequest, { kind: 'sweepstakes' }>;
  const closes: number[] = [];
  const rendered = render(withStores(t.stores, <SweepstakesModal request={request} onClose={() => closes.push(1)} />));
  const boxes = [...rendered.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  return { ...t, ...rendered, boxes, closes, accept: () => buttonNamed(rendered.container, MESSAGES.SWEEPSTAKES_ACCEPT) };
}

describe('<SweepstakesModal> in Chromium', () => {
  afterEach(cleanup);

  it("has two labelled checkboxes and 'Accept & add offer', enabled only once both are ticked", async () => {
    const { boxes, accept, container } = await openModal();
    expect(boxes).to.have.length(2);
    expect(boxes.map((box) => box.closest('label')?.textContent)).to.deep.equal([OFFER_COPY.SWEEPSTAKES_RULES, OFFER_COPY.SWEEPSTAKES_SHARING]);
    expect(accept().textContent).to.equal('Accept & add offer');
    expect(accept().disabled).to.equal(true);
    click(boxes[0] ?? null);
    expect(accept().disabled).to.equal(true);
    click(boxes[1] ?? null);
    expect(accept().disabled).to.equal(false);
    click(boxes[0] ?? null);
    expect(accept().disabled).to.equal(true);
    expect(container.textContent).to.include('Win a year of coffee.');
    const rules = [...container.querySelectorAll('a')].find((link) => link.textContent?.startsWith(OFFER_COPY.SWEEPSTAKES_OFFICIAL_RULES));
    expect(rules?.getAttribute('href')).to.equal('/docs/terms');
    expect(rules?.getAttribute('target')).to.equal('_blank');
  });

  it("adds the offer (busy meanwhile), closes the modal and toasts 'Offer added to your list!'", async () => {
    const { boxes, accept, stores, offers, container } = await openModal();
    expect(offers.unlocks).to.deep.equal([]);
    click(boxes[0] ?? null);
    click(boxes[1] ?? null);
    click(accept());
    expect(accept().getAttribute('aria-busy')).to.equal('true');
    expect(accept().disabled).to.equal(true);
    expect(container.querySelector('[role="status"]')?.textContent).to.equal(OFFER_COPY.SWEEPSTAKES_CLIPPING);
    await settle();
    expect(offers.unlocks.map((unlock) => unlock.payload.offer_id)).to.deep.equal([offer.id]);
    expect(stores.offers.current(offer).activated).to.equal(true);
    // The sweepstakes modal gives way to the one that says what happens next (a shopper's first unlock).
    expect(stores.modals.closed).to.deep.equal(['sweepstakes']);
    expect(stores.modals.current?.kind).to.equal('postOfferUnlock');
    expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGES.OFFER_ADDED]);
  });

  it('Not now closes without adding', async () => {
    const { container, closes, offers } = await openModal();
    click(buttonNamed(container, OFFER_COPY.NOT_NOW));
    expect(closes).to.have.length(1);
    expect(offers.unlocks).to.deep.equal([]);
  });
});

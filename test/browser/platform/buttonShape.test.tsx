import { expect } from 'chai';
import { OfferCard } from '../../../ui/components/offers/OfferCard';
import { OfferGallery } from '../../../ui/components/offers/OfferGallery';
import { Pagination } from '../../../ui/components/Pagination/Pagination';
import { cleanup, render } from '../support/render';
import { anOffer, offerStores, settle, withStores } from '../offers/support/offersTestSupport';

/** Issue 29: buttons mixed pills and rounded rectangles; one shape now, from the shared --radius-button token. */
describe('one button shape across the app, in Chromium', () => {
  afterEach(cleanup);

  it('the offer card\'s Add, the pagination and the gallery\'s next-page tile share the rounded --radius-button', async () => {
    const { stores } = await offerStores();
    const offers = Array.from({ length: 30 }, (_, index) => anOffer({ id: 2000 + index, name: `Offer ${index + 1}` }));
    const { container } = render(
      withStores(
        stores,
        <div style={{ width: '1248px' }}>
          <OfferCard offer={anOffer()} />
          <Pagination current={2} total={5} onSelect={() => {}} />
          <OfferGallery offers={offers} label="Offers" perPage={22} />
        </div>,
      ),
    );
    await settle();
    const token = getComputedStyle(document.documentElement).getPropertyValue('--radius-button').trim();
    expect(token).to.not.equal('');
    const probe = document.createElement('div');
    probe.style.borderRadius = 'var(--radius-button)';
    document.body.appendChild(probe);
    const expected = getComputedStyle(probe).borderTopLeftRadius;
    probe.remove();
    expect(expected).to.equal('8px');
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('button')];
    expect(buttons.length).to.be.above(4);
    const shapes = new Set(buttons.map((button) => getComputedStyle(button).borderTopLeftRadius));
    expect([...shapes]).to.deep.equal([expected]);
  });
});

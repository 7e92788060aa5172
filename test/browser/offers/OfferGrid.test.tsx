import { expect } from 'chai';
import { OfferGrid } from '../../../ui/components/offers/OfferGrid';
import { OFFER_COPY } from '../../../ui/components/offers/copy';
import { cleanup, render } from '../support/render';
import { anOffer, offerStores, settle, withStores } from './support/offersTestSupport';

const offers = (count: number) => Array.from({ length: count }, (_, index) => anOffer({ id: 1000 + index, name: `Offer ${index + 1}` }));

/** A section as wide as the 1280 px layout's content (1248 px). */
async function renderGrid(count: number, width = 1248) {
  const { stores } = await offerStores();
  const rendered = render(
    withStores(
      stores,
      <div style={{ width: `${width}px` }}>
        <OfferGrid offers={offers(count)} label="Offers" end={<p>{OFFER_COPY.allOffers(count)}</p>} />
      </div>,
    ),
  );
  await settle();
  const grid = rendered.container.querySelector<HTMLElement>('ul')!.parentElement!;
  const cards = [...rendered.container.querySelectorAll<HTMLElement>('li')];
  return { ...rendered, grid, cards, columns: getComputedStyle(grid).gridTemplateColumns.split(' ').length };
}

describe('<OfferGrid> in Chromium (issue 29: grids)', () => {
  afterEach(cleanup);

  for (const width of [343, 736, 992, 1248]) {
    it(`reaches the section's right edge at ${width} px, as the count beside the heading does`, async () => {
      const { grid, cards, columns } = await renderGrid(24, width);
      const rowEnd = cards[columns - 1]!.getBoundingClientRect().right;
      expect(Math.abs(rowEnd - grid.getBoundingClientRect().right)).to.be.below(1);
      expect(cards[columns]!.getBoundingClientRect().top).to.be.above(cards[0]!.getBoundingClientRect().top);
    });
  }

  it('fills a short last row with an end-of-page tile, so a lone last card is not left alone', async () => {
    const { container, grid, cards, columns } = await renderGrid(43);
    expect(43 % columns, 'the row is short at this width').to.not.equal(0);
    const end = container.querySelector<HTMLElement>('[data-testid="offer-grid-end"]')!;
    expect(end.textContent).to.equal("That's all 43 offers.");
    const last = cards.at(-1)!.getBoundingClientRect();
    expect(Math.abs(end.getBoundingClientRect().top - last.top)).to.be.below(1);
    expect(Math.abs(end.getBoundingClientRect().right - grid.getBoundingClientRect().right)).to.be.below(1);
    expect(container.querySelectorAll('ul > li')).to.have.length(43);
  });

  it('shows no tile when the rows are full, or when there is a single row', async () => {
    const full = await renderGrid(7 * 4, 1248);
    expect(full.columns).to.equal(7);
    expect(full.container.querySelector('[data-testid="offer-grid-end"]')).to.equal(null);
    cleanup();
    const one = await renderGrid(3);
    expect(one.container.querySelector('[data-testid="offer-grid-end"]')).to.equal(null);
  });

  it('cover-fits the art: no letterbox bars', async () => {
    const { container } = await renderGrid(2);
    const image = container.querySelector<HTMLImageElement>('li img')!;
    expect(getComputedStyle(image).objectFit).to.equal('cover');
  });
});

import { expect } from 'chai';
import { RetailerGrid } from '../../../ui/components/retailers/RetailerGrid';
import { type Retailer } from '../../../domain/retailers/Retailer';
import { RETAILER_LIST_NAME } from '../../../ui/components/retailers/tracking';
import { aRetailer } from '../../support/catalogueMother';
import { cleanup, click } from '../support/render';
import { accessibleText, expectAccessibleBasics, renderBrowsing } from './support';

const LONG = aRetailer({ id: 701, name: 'Supercalifragilistic Goods', topPercentBack: 7.5 });
const SHORT = aRetailer({ id: 702, name: 'Maple & Main Market', topPercentBack: null, topAmountBack: 250 });
const NO_ICON = aRetailer({ id: 703, name: 'Bare Store', iconUrl: null, imageUrl: null, topPercentBack: 0 });

function grid(retailers: Retailer[]) {
  return (
    <section aria-labelledby="t">
      <h1 id="t">Retailers</h1>
      <RetailerGrid retailers={retailers} list={RETAILER_LIST_NAME.GALLERY} labelledBy="t" />
    </section>
  );
}

describe('<RetailerCard> in Chromium', () => {
  afterEach(cleanup);

  it('shows the icon, the name (truncated after 14 characters when its first word is longer) and the top cash back', async () => {
    const { container } = await renderBrowsing(grid([LONG, SHORT, NO_ICON]));
    const cards = [...container.querySelectorAll('ul > li > a')];
    expect(cards).to.have.length(3);
    expect(cards[0]?.textContent).to.equal('Supercalifrag\u2026'.replace('Supercalifrag', 'Supercalifragi') + 'Up to 7.5% back');
    expect(cards[1]?.textContent).to.equal('Maple & Main MarketUp to $2.50 back');
    expect(cards[0]?.querySelector('img')?.getAttribute('alt')).to.equal('Supercalifragilistic Goods');
    expect(cards[0]?.querySelector('[title]')?.getAttribute('title')).to.equal('Supercalifragilistic Goods');
    expectAccessibleBasics(container);
  });

  it('names each link with the full retailer name once, icon or not', async () => {
    const { container } = await renderBrowsing(grid([LONG, NO_ICON]));
    const [long, bare] = [...container.querySelectorAll('ul > li > a')];
    expect(accessibleText(long!)).to.equal('Supercalifragilistic Goods Up to 7.5% back');
    expect(accessibleText(bare!)).to.equal('Bare Store');
  });

  it('links to the retailer page and moves there in the app (no reload)', async () => {
    const { container, stores } = await renderBrowsing(grid([SHORT]));
    const link = container.querySelector('ul > li > a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('/retailers/Maple_and_Main_Market/702');
    click(link);
    expect(stores.router.pathname).to.equal('/retailers/Maple_and_Main_Market/702');
  });

  it("tracks a card click ('click action') only for a signed-in shopper", async () => {
    const visitor = await renderBrowsing(grid([SHORT]));
    click(visitor.container.querySelector('ul > li > a'));
    expect(visitor.tracking.events.filter((event) => event.name === 'click action')).to.have.length(0);
    expect(visitor.stores.modals.current, 'a card never opens the logged-out modal').to.equal(null);
    cleanup();

    const customer = await renderBrowsing(grid([LONG, SHORT]), { signedIn: true });
    click(customer.container.querySelectorAll('ul > li > a')[1] ?? null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const clicks = customer.tracking.events.filter((event) => event.name === 'click action');
    expect(clicks).to.have.length(1);
    expect(clicks[0]?.properties).to.deep.include({ retailerId: 702, list: RETAILER_LIST_NAME.GALLERY, position: 2 });
  });
});

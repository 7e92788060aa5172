import { expect } from 'chai';
import { act } from 'react';
import { RetailerGrid } from '../../../ui/components/retailers/RetailerGrid';
import { type Retailer } from '../../../domain/retailers/Retailer';
import { ModalHost } from '../../../ui/components/ModalHost/ModalHost';
import { LOGGED_OUT_MODAL } from '../../../ui/components/LoggedOutModal/copy';
import { RETAILER_LIST_NAME } from '../../../ui/components/retailers/tracking';
import { aRetailer } from '../../support/catalogueMother';
import { pressKey } from '../support/keys';
import { cleanup, click } from '../support/render';
import { accessibleText, expectAccessibleBasics, flush, renderBrowsing } from './support';

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

  it('links to the retailer page and moves a signed-in shopper there in the app (no reload)', async () => {
    const { container, stores } = await renderBrowsing(grid([SHORT]), { signedIn: true });
    const link = container.querySelector('ul > li > a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('/retailers/Maple_and_Main_Market/702');
    click(link);
    expect(stores.router.pathname).to.equal('/retailers/Maple_and_Main_Market/702');
    expect(stores.modals.current).to.equal(null);
  });

  it("opens the logged-out modal with the retailer's id and name for a visitor, staying put and untracked", async () => {
    const { container, stores, tracking } = await renderBrowsing(grid([SHORT]));
    const before = stores.router.pathname;
    const link = container.querySelector('ul > li > a') as HTMLAnchorElement;
    expect(link.getAttribute('href'), 'still a real link for new tabs and crawlers').to.equal('/retailers/Maple_and_Main_Market/702');
    click(link);
    expect(stores.modals.current).to.deep.include({ kind: 'loggedOut', retailerId: 702, retailerName: 'Maple & Main Market' });
    expect(stores.router.pathname).to.equal(before);
    expect(tracking.events.filter((event) => event.name === 'click action')).to.have.length(0);
  });

  it("names the retailer in the visitor's logged-out dialog", async () => {
    const { container } = await renderBrowsing(
      <>
        {grid([SHORT])}
        <ModalHost />
      </>,
    );
    click(container.querySelector('ul > li > a'));
    await flush();
    const dialog = document.querySelector('dialog[open]');
    expect(dialog?.querySelector('h2')?.textContent).to.equal(LOGGED_OUT_MODAL.retailerTitle('Maple & Main Market'));
    expect(dialog?.textContent).to.contain(LOGGED_OUT_MODAL.retailerBody('Maple & Main Market'));
  });

  it('opens the logged-out modal when a visitor presses Enter on a card', async () => {
    const { container, stores } = await renderBrowsing(grid([LONG]));
    const before = stores.router.pathname;
    (container.querySelector('ul > li > a') as HTMLAnchorElement).focus();
    await act(async () => pressKey('Enter'));
    expect(stores.modals.current).to.deep.include({ kind: 'loggedOut', retailerId: 701, retailerName: 'Supercalifragilistic Goods' });
    expect(stores.router.pathname).to.equal(before);
  });

  it('leaves a modified click (new tab) on a card to the browser for a visitor', async () => {
    const { container, stores } = await renderBrowsing(grid([SHORT]));
    const link = container.querySelector('ul > li > a') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    // Keep the test page itself from opening a tab: prevent the default only after React's handler ran.
    const seen: boolean[] = [];
    const stop = (clicked: Event) => {
      seen.push(clicked.defaultPrevented);
      clicked.preventDefault();
    };
    window.addEventListener('click', stop);
    act(() => link.dispatchEvent(event));
    window.removeEventListener('click', stop);
    expect(seen, 'the card did not take over the click').to.deep.equal([false]);
    expect(stores.modals.current).to.equal(null);
  });

  it("tracks a card click ('click action') for a signed-in shopper", async () => {
    const customer = await renderBrowsing(grid([LONG, SHORT]), { signedIn: true });
    click(customer.container.querySelectorAll('ul > li > a')[1] ?? null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const clicks = customer.tracking.events.filter((event) => event.name === 'click action');
    expect(clicks).to.have.length(1);
    expect(clicks[0]?.properties).to.deep.include({ retailerId: 702, list: RETAILER_LIST_NAME.GALLERY, position: 2 });
  });
});

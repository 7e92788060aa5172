import { expect } from 'chai';
import { RETAILER_LINK_BUTTON_LABEL } from '../../../domain/retailers/linkButtonLabels';
import { SHOP_COPY } from '../../../ui/components/ShopButton/copy';
import OfferPage from '../../../ui/pages/offer/OfferPage';
import { cleanup, click, render } from '../support/render';
import { renderRoute } from '../support/renderRoute';
import { anOffer, offerStores, quietRenderedTests, settle, withStores } from '../offers/support/offersTestSupport';
import { aLaunchRetailer } from '../../support/launchMother';

// Shop on an offer page (000 §4 affiliate launch): the launch tab opens inside the click, the button says the launch
// is under way, and the tab is pointed at the retailer-launch page; a visitor gets the logged-out modal.

const ONLINE = { id: 77, name: 'Copperline Outfitters' };
const IN_STORE = { id: 78, name: 'Corner Grocer' };
const offer = anOffer({ id: 801, name: 'Denim, any style', retailers: [ONLINE.id], activated: true });
const inStoreOffer = anOffer({ id: 802, name: 'Apples', retailers: [IN_STORE.id] });

/** Stands in for window.open: the blank tab the launch points at its page (or null: a blocked pop-up). */
function fakeWindowOpen(blocked = false) {
  const assigned: string[] = [];
  const tab = { opener: {} as unknown, closed: false, document: { title: '', body: { textContent: '' } }, location: { assign: (url: string) => assigned.push(url) }, close: () => undefined };
  let opened = 0;
  const original = window.open;
  window.open = (() => (opened++, blocked ? null : tab)) as typeof window.open;
  return { tab, assigned, opened: () => opened, restore: () => (window.open = original) };
}

async function renderOffer(path: string, { signedIn = true } = {}) {
  const t = await offerStores({ signedIn, path, offers: [offer, inStoreOffer] });
  t.catalogue.retailers.set(ONLINE.id, { ...ONLINE, webRetailer: true });
  t.catalogue.retailers.set(IN_STORE.id, { ...IN_STORE, webRetailer: false });
  t.affiliateLaunch.retailers.set(ONLINE.id, aLaunchRetailer(ONLINE.name, { offerIds: [offer.id] }));
  const rendered = renderRoute(<OfferPage />, t.stores);
  await settle();
  return { ...t, ...rendered };
}

const shopButton = (container: ParentNode) =>
  [...container.querySelectorAll('button')].find((button) => /^Shop at |Activating/.test(button.textContent ?? '')) ?? null;

describe('Shop on an offer page in Chromium', () => {
  quietRenderedTests();
  let windowOpen: ReturnType<typeof fakeWindowOpen> | null = null;
  afterEach(() => {
    windowOpen?.restore();
    windowOpen = null;
    cleanup();
  });

  it('offers Shop at a retailer shopped online, not at an in-store one', async () => {
    const online = await renderOffer(`/offers/Denim/801?retailerId=${ONLINE.id}`);
    expect(shopButton(online.container)?.textContent).to.equal(RETAILER_LINK_BUTTON_LABEL.shopAt(ONLINE.name));
    cleanup();
    const inStore = await renderOffer(`/offers/Apples/802?retailerId=${IN_STORE.id}`);
    expect(shopButton(inStore.container)).to.equal(null);
  });

  it('opens the tab inside the click, says the launch is under way, then points the tab at the retailer-launch page', async () => {
    windowOpen = fakeWindowOpen();
    const { container, affiliateLaunch } = await renderOffer(`/offers/Denim/801?retailerId=${ONLINE.id}`);
    click(shopButton(container));
    expect(windowOpen.opened()).to.equal(1);
    expect(windowOpen.tab.opener, 'the opener is cut').to.equal(null);
    expect(windowOpen.tab.document.body.textContent).to.equal(SHOP_COPY.TAB_TEXT);
    const busy = shopButton(container)!;
    expect(busy.textContent).to.equal(SHOP_COPY.ACTIVATING);
    expect(busy.disabled).to.equal(true);
    expect(busy.getAttribute('aria-busy')).to.equal('true');
    await settle(6);
    const [launch] = affiliateLaunch.launches;
    expect(launch?.launchedOfferId).to.equal(offer.id);
    expect(windowOpen.assigned).to.have.length(1);
    const target = new URL(windowOpen.assigned[0]!);
    expect(target.origin + target.pathname).to.equal(`${window.location.origin}/retailer-launch`);
    expect(target.searchParams.get('shoppingId')).to.equal(launch!.launchId);
    expect(target.searchParams.get('launchedOfferId')).to.equal(String(offer.id));
    expect(shopButton(container)?.textContent).to.equal(RETAILER_LINK_BUTTON_LABEL.shopAt(ONLINE.name));
  });

  it('shows the launch page in this tab when the pop-up is blocked', async () => {
    windowOpen = fakeWindowOpen(true);
    const { container, stores } = await renderOffer(`/offers/Denim/801?retailerId=${ONLINE.id}`);
    click(shopButton(container));
    await settle(6);
    expect(stores.router.pathname).to.equal('/retailer-launch');
  });

  it("gives a visitor the logged-out modal with the retailer and the offer, and opens no tab", async () => {
    windowOpen = fakeWindowOpen();
    const { container, stores } = await renderOffer(`/offers/Denim/801?retailerId=${ONLINE.id}`, { signedIn: false });
    click(shopButton(container));
    await settle();
    expect(windowOpen.opened()).to.equal(0);
    expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut', retailerId: ONLINE.id, retailerName: ONLINE.name, offerId: offer.id });
  });
});

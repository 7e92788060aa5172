import { expect } from 'chai';
import { act } from 'react';
import type { MemoryAccountLinkingGateway } from '../../../adapters/linking/MemoryAccountLinkingGateway';
import { BROWSING_STORAGE_KEY } from '../../../domain/constants/browsing';
import { FLAG } from '../../../domain/constants/flags';
import * as MESSAGES from '../../../domain/constants/messages';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../domain/constants/retailers';
import RetailerPage from '../../../ui/pages/retailer/RetailerPage';
import { CATALOGUE_FIXTURE as F } from '../../support/catalogueMother';
import { browsingStores } from '../../support/browsingStores';
import { cleanup, click, texts } from '../support/render';
import { renderRoute } from '../support/renderRoute';
import { expectAccessibleBasics, flush } from './support';
import { MFA_REQUIRED } from '../../../domain/retailers/linkButtonLabels';

const [LINKING_RETAILER] = DEFAULT_RETAILER_IDS as [number, number];
const LINKING_FLAGS = {
  [FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS]: [RETAILER_ID.MFA, ...DEFAULT_RETAILER_IDS],
  [FLAG.DIRECT_INTEGRATION_RETAILERS]: [RETAILER_ID.DIRECT_INTEGRATION],
};

async function openRetailer(id: number, { signedIn = false, link }: { signedIn?: boolean; link?: { status: string; locked?: boolean } } = {}) {
  const setup = await browsingStores({ path: `/retailers/any/${id}`, signedIn, flags: LINKING_FLAGS });
  if (link) setup.linking.links.set(id, { retailerId: id, ...link });
  const rendered = renderRoute(<RetailerPage />, setup.stores);
  await flush();
  // The header's main action (the favourite toggle beside the name is the other button, aria-pressed).
  const button = () => rendered.container.querySelector('header button:not([aria-pressed])') as HTMLButtonElement | null;
  return { ...setup, ...rendered, button };
}

describe('<RetailerPage> in Chromium', () => {
  afterEach(cleanup);

  it('shows the details, banners, pending-period copy and the recently viewed strip; names the page', async () => {
    const { container, stores } = await openRetailer(F.RETAILER_ID, { signedIn: true });
    expect(container.querySelector('h1')?.textContent).to.equal(F.RETAILER_NAME);
    expect(texts(container, 'header p')).to.include.members(['Up to 5% back', 'Cash back on jackets']);
    expect(container.querySelector('a[href="/retailers/maple_outfitters/201"] img')?.getAttribute('alt')).to.equal('Jackets week at Maple Outfitters');
    expect(texts(container, 'h2')).to.include.members([`About ${F.RETAILER_NAME}`, 'When your cash back shows up', 'Recently viewed']);
    expect(texts(container, 'section li')).to.include('Cash back on product offers shows up within 3 days of getting your order.');
    expect(stores.routeHistory.pageContext?.title).to.equal(F.RETAILER_NAME);
    expect(stores.searchBar.retailerContext?.id).to.equal(F.RETAILER_ID);
    expectAccessibleBasics(container);
  });

  it("opens the logged-out modal with the retailer when a visitor presses 'Shop at {retailer}'", async () => {
    const { button, stores } = await openRetailer(F.RETAILER_ID);
    expect(button()?.textContent).to.equal(`Shop at ${F.RETAILER_NAME}`);
    click(button());
    await flush(1);
    expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut', retailerId: F.RETAILER_ID, retailerName: F.RETAILER_NAME });
  });

  const cases = [
    { link: { status: 'verified' }, label: 'Shop at Maple & Main Market', enabled: true, note: null, badge: 'Verified', manage: true },
    { link: { status: 'pending' }, label: 'Shop', enabled: false, note: 'Linking usually takes', badge: 'Pending', manage: true },
    { link: { status: 'invalid' }, label: 'Try again', enabled: true, note: 'We couldn’t link your account', badge: null, manage: true },
    { link: undefined, label: 'Link', enabled: true, note: 'Link your account', badge: null, manage: false },
  ] as const;
  for (const { link, label, enabled, note, badge, manage } of cases) {
    it(`shows '${label}'${enabled ? '' : ' disabled'} for a ${link?.status ?? 'missing'} link`, async () => {
      const { button, container } = await openRetailer(LINKING_RETAILER, { signedIn: true, ...(link ? { link } : {}) });
      expect(button()?.textContent).to.equal(label);
      expect(button()?.disabled).to.equal(!enabled);
      const action = button()?.parentElement;
      if (note) expect(action?.querySelector('p')?.textContent).to.contain(note);
      else expect(action?.querySelector('p')).to.equal(null);
      if (badge) expect(action?.textContent).to.contain(badge);
      // A link, in any state, is managed (and unlinked) in the account area's linked accounts.
      const manageLink = action?.querySelector('a[aria-label="Manage linked accounts"]');
      expect(manageLink?.getAttribute('href') ?? null).to.equal(manage ? '/account/profile#linked-accounts' : null);
      expectAccessibleBasics(container);
    });
  }

  it('disables Shop at a linked retailer without offers', async () => {
    const setup = await browsingStores({ path: `/retailers/any/${LINKING_RETAILER}`, signedIn: true, flags: LINKING_FLAGS });
    setup.catalogue.addRetailers({ ...setup.catalogue.retailers.get(LINKING_RETAILER)!, offerCount: 0 });
    setup.linking.links.set(LINKING_RETAILER, { retailerId: LINKING_RETAILER, status: 'Verified' });
    const { container } = renderRoute(<RetailerPage />, setup.stores);
    await flush();
    const button = container.querySelector('header button:not([aria-pressed])') as HTMLButtonElement;
    expect(button.textContent).to.equal('Shop at Maple & Main Market');
    expect(button.disabled).to.equal(true);
  });

  it("shows the MFA message at 1144 when the verified link is locked, and 1144's Shop stays enabled while pending", async () => {
    const locked = await openRetailer(RETAILER_ID.MFA, { signedIn: true, link: { status: 'verified', locked: true } });
    expect(locked.button()?.textContent).to.equal(MFA_REQUIRED);
    expect(locked.button()?.parentElement?.textContent).to.contain('verification code');
    cleanup();
    const pending = await openRetailer(RETAILER_ID.MFA, { signedIn: true, link: { status: 'checking' } });
    expect(pending.button()?.textContent).to.equal('Shop');
    expect(pending.button()?.disabled).to.equal(false);
  });

  it('sends Link to the link route', async () => {
    const { button, stores } = await openRetailer(LINKING_RETAILER, { signedIn: true });
    click(button());
    await flush(1);
    expect(stores.router.pathname).to.equal(`/retailers/Maple_and_Main_Market/${LINKING_RETAILER}/link`);
  });

  it("redirects an unknown retailer to /retailers with 'Sorry, we couldn't find that retailer.'", async () => {
    const { stores } = await openRetailer(F.UNKNOWN_RETAILER_ID);
    expect(stores.router.pathname).to.equal('/retailers');
    expect(stores.router.flashMessage).to.equal(MESSAGES.RETAILER_NOT_FOUND);
  });

  it("keeps a visitor's recently viewed retailers in browser storage and clears the search context on leave", async () => {
    const { stores, storage, unmount } = await openRetailer(F.RETAILER_ID);
    expect(storage.get(BROWSING_STORAGE_KEY.RECENTLY_VIEWED_RETAILERS)).to.equal(`[${F.RETAILER_ID}]`);
    act(() => unmount());
    expect(stores.searchBar.retailerContext).to.equal(null);
  });
});

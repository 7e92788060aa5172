import { expect } from 'chai';
import sinon from 'sinon';
import type { MemoryCatalogueGateway } from '../../../../adapters/catalogue/MemoryCatalogueGateway';
import { MemoryAccountLinkingGateway } from '../../../../adapters/linking/MemoryAccountLinkingGateway';

import { BROWSING_STORAGE_KEY } from '../../../../domain/constants/browsing';
import { FLAG } from '../../../../domain/constants/flags';
import { LIMITS } from '../../../../domain/constants/limits';
import * as MESSAGES from '../../../../domain/constants/messages';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../../domain/constants/retailers';

import { RetailerPageModel } from '../../../../ui/pages/retailer/RetailerPageModel';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { BROWSING_LOADERS } from '../../../../ui/app/loaderModules';
import type { Stores } from '../../../../ui/stores/Stores';
import { CATALOGUE_FIXTURE as F } from '../../../support/catalogueMother';
import { browsingStores, DEMO_CUSTOMER_ID } from '../../../support/browsingStores';
import { MFA_REQUIRED, RETAILER_LINK_BUTTON_LABEL } from '../../../../domain/retailers/linkButtonLabels';
import { readJson, writeJson } from '../../../../ui/stores/storedJson';
import { RecordingLaunchWindow } from '../../../support/recordingLaunchWindow';
import { holdCalls, settle } from '../../../support/slowCalls';
import { aLaunchRetailer } from '../../../support/launchMother';

const [LINKING_RETAILER] = DEFAULT_RETAILER_IDS as [number, number];
const LINKING_FLAGS = {
  [FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS]: [RETAILER_ID.MFA, ...DEFAULT_RETAILER_IDS],
  [FLAG.DIRECT_INTEGRATION_RETAILERS]: [RETAILER_ID.DIRECT_INTEGRATION],
};

async function retailerPage(id: number, { signedIn = false, flags = {} }: { signedIn?: boolean; flags?: Record<string, unknown> } = {}) {
  const setup = await browsingStores({ path: `/retailers/x/${id}`, signedIn, flags: { ...LINKING_FLAGS, ...flags } });
  const page = new RetailerPageModel(setup.stores);
  const linking = setup.linking;
  return { ...setup, page, linking, load: () => loadPage(setup.stores) };
}

/** The current route's loader, as the app runs it. */
const loadPage = (stores: Stores) => loadRoute(stores, stores.router.route);

describe('RetailerPageModel (/retailers/:retailerName/:id)', () => {
  // The loaders' module is in, as once the page's chunk came: the load then starts at once (the status below).
  before(() => BROWSING_LOADERS.preload());

  it('shows the page only once its banners have answered too, so they never push the offers down', async () => {
    const { page, catalogue, load } = await retailerPage(F.RETAILER_ID);
    const releaseBanners = catalogue.hold('fetchRetailerBanners');
    const loading = load();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(page.status).to.equal('loading');
    releaseBanners();
    await loading;
    expect(page.status).to.equal('ready');
    expect(page.showsBanners).to.equal(true);
  });

  it('loads the retailer, its banners and copy; names the page and the search bar; clears the search bar on leave', async () => {
    const { page, stores, load } = await retailerPage(F.RETAILER_ID);
    const loading = load();
    expect(page.status).to.equal('loading');
    await loading;
    expect(page.status).to.equal('ready');
    expect(page.retailer?.name).to.equal(F.RETAILER_NAME);
    expect(page.showsBanners).to.equal(true);
    expect(page.banners.value[0]?.altText).to.equal('Jackets week at Maple Outfitters');
    expect(page.pendingPeriod).to.deep.equal({
      product: 'Cash back on product offers shows up within 3 days of getting your order.',
      storewide: 'Storewide cash back shows up within 30 days of your purchase.',
    });
    expect(stores.routeHistory.pageContext?.title).to.equal(F.RETAILER_NAME);
    expect(stores.searchBar.retailerContext?.id).to.equal(F.RETAILER_ID);
    page.leave();
    expect(stores.searchBar.retailerContext).to.equal(null);
  });

  it("uses the documents' pending-period wording: 24 hours at 5081, on receipt at 1408, '7 days' by default", async () => {
    const { page, catalogue, load } = await retailerPage(RETAILER_ID.CREDIT_WITHIN_24_HOURS);
    catalogue.addRetailers({ id: RETAILER_ID.CREDIT_WITHIN_24_HOURS, name: 'Quickcart Delivery', webRetailer: true });
    await load();
    expect(page.pendingPeriod?.product).to.contain('within 24 hours of receiving');
    expect(page.pendingPeriod?.storewide).to.contain('within 7 days');
    const direct = await retailerPage(RETAILER_ID.DIRECT_INTEGRATION);
    await direct.load();
    expect(direct.page.pendingPeriod?.product).to.contain('as soon as you receive');
  });

  describe('not found', () => {
    it("redirects an unknown retailer to /retailers with 'Sorry, we couldn't find that retailer.'", async () => {
      const { page, stores, load } = await retailerPage(F.UNKNOWN_RETAILER_ID);
      await load();
      expect([page.status, page.retailer]).to.deep.equal(['ready', null]);
      expect(stores.router.pathname).to.equal('/retailers');
      expect(stores.router.takeFlashMessage()).to.equal(MESSAGES.RETAILER_NOT_FOUND);
    });

    it('sends a retailer the web does not show but the apps have to /mobile-only', async () => {
      const { page, stores, load } = await retailerPage(F.WEB_EXCLUDED_ID);
      await load();
      expect(stores.router.pathname).to.equal('/mobile-only');
    });

    it('treats a tempDisabled retailer as not found, and a failed availability check as not available', async () => {
      const { page, stores, catalogue, load } = await retailerPage(F.TEMP_DISABLED_ID);
      catalogue.failures.set('isAvailableOnOtherPlatform', new Error('down'));
      await load();
      expect(stores.router.pathname).to.equal('/retailers');
    });

    it('shows an error (and a toast) when the retailer cannot be read, without redirecting', async () => {
      const { page, stores, catalogue, load } = await retailerPage(F.RETAILER_ID);
      catalogue.failures.set('fetchRetailer', new Error(''));
      await load();
      expect(page.status).to.equal('error');
      expect(stores.router.pathname).to.equal(`/retailers/x/${F.RETAILER_ID}`);
      expect(stores.toasts.toasts.at(-1)?.message).to.equal(MESSAGES.DEFAULT_ERROR);
    });
  });

  describe('the main button', () => {
    it('gives a visitor Shop at {retailer}, which opens the logged-out modal with the retailer', async () => {
      const { page, stores, load } = await retailerPage(F.RETAILER_ID);
      await load();
      expect(page.action?.button).to.deep.equal({ action: 'shop', label: `Shop at ${F.RETAILER_NAME}`, enabled: true });
      await page.press('shop', () => new RecordingLaunchWindow());
      expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut', retailerId: F.RETAILER_ID, retailerName: F.RETAILER_NAME });
    });

    it("launches a signed-in shopper's Shop (LaunchStore), tracked as a click", async () => {
      const setup = await browsingStores({ path: `/retailers/x/${F.RETAILER_ID}`, signedIn: true });
      setup.affiliateLaunch.retailers.set(F.RETAILER_ID, aLaunchRetailer(F.RETAILER_NAME));
      const page = new RetailerPageModel(setup.stores);
      await loadPage(setup.stores);
      const launchWindow = new RecordingLaunchWindow();
      await page.press('shop', () => launchWindow);
      expect(setup.affiliateLaunch.launches.map((launch) => launch.retailerId)).to.deep.equal([F.RETAILER_ID]);
      expect(launchWindow.opened).to.have.length(1);
      expect(setup.stores.modals.current).to.equal(null);
      expect(setup.tracking.events.map((event) => event.name)).to.include('click action');
    });

    const states = [
      { status: 'verified', locked: false, offers: 3, expected: { action: 'shop', label: 'Shop at Maple & Main Market', enabled: true }, state: 'linked' },
      { status: 'VERIFIED', locked: false, offers: 0, expected: { action: 'shop', label: 'Shop at Maple & Main Market', enabled: false }, state: 'linked' },
      { status: 'pending', locked: false, offers: 3, expected: { action: 'shop', label: RETAILER_LINK_BUTTON_LABEL.SHOP, enabled: false }, state: 'pending' },
      { status: 'invalid', locked: false, offers: 3, expected: { action: 'tryAgain', label: RETAILER_LINK_BUTTON_LABEL.TRY_AGAIN, enabled: true }, state: 'failed' },
      { status: null, locked: false, offers: 3, expected: { action: 'link', label: RETAILER_LINK_BUTTON_LABEL.LINK, enabled: true }, state: 'unlinked' },
    ] as const;
    for (const { status, locked, offers, expected, state } of states) {
      it(`shows ${expected.label}${expected.enabled ? '' : ' (disabled)'} for a ${status ?? 'missing'} link (${state})`, async () => {
        const { page, catalogue, linking, load } = await retailerPage(LINKING_RETAILER, { signedIn: true });
        catalogue.addRetailers({ ...catalogue.retailers.get(LINKING_RETAILER)!, offerCount: offers });
        if (status) linking.links.set(LINKING_RETAILER, { retailerId: LINKING_RETAILER, status, locked });
        await load();
        expect(linking.requests).to.deep.equal([{ customerId: DEMO_CUSTOMER_ID, retailerId: LINKING_RETAILER }]);
        expect(page.action).to.deep.equal({ linkState: state, button: expected });
        expect(page.linkStatus).to.equal(status);
      });
    }

    it('asks for the MFA step at 1144 (verified but locked), and lets 1144 shop while pending', async () => {
      const { page, linking, load } = await retailerPage(RETAILER_ID.MFA, { signedIn: true });
      linking.links.set(RETAILER_ID.MFA, { retailerId: RETAILER_ID.MFA, status: 'verified', locked: true });
      await load();
      expect(page.action).to.deep.equal({
        linkState: 'actionRequired',
        button: { action: 'finishLinking', label: MFA_REQUIRED, enabled: true },
      });
      const pending = await retailerPage(RETAILER_ID.MFA, { signedIn: true });
      pending.linking.links.set(RETAILER_ID.MFA, { retailerId: RETAILER_ID.MFA, status: 'checking' });
      await pending.load();
      expect(pending.page.action?.button).to.deep.equal({ action: 'shop', label: RETAILER_LINK_BUTTON_LABEL.SHOP, enabled: true });
    });

    it("offers no button while the shopper's link is read (a linked shopper never sees Link; issue 29)", async () => {
      const { page, linking, load } = await retailerPage(LINKING_RETAILER, { signedIn: true });
      linking.links.set(LINKING_RETAILER, { retailerId: LINKING_RETAILER, status: 'verified', locked: false });
      const read = holdCalls(linking, 'fetchAccountLink');
      const loading = load();
      await settle();
      expect(page.status).to.equal('ready');
      expect(page.linkUnknown).to.equal(true);
      expect(page.action).to.equal(null);
      read.open();
      await loading;
      expect(page.linkUnknown).to.equal(false);
      expect(page.action?.linkState).to.equal('linked');
      expect(page.action?.button?.action).to.equal('shop');
    });

    it('a link read that fails offers Link, which leads to the link page (it reads the link again)', async () => {
      const { page, linking, load } = await retailerPage(LINKING_RETAILER, { signedIn: true });
      linking.failWith = new Error('down');
      await load();
      expect(page.action?.button?.action).to.equal('link');
    });

    it('sends Link to the link route (the linking flow is a later issue)', async () => {
      const { page, stores, load } = await retailerPage(LINKING_RETAILER, { signedIn: true });
      await load();
      await page.press('link', () => new RecordingLaunchWindow());
      expect(stores.router.pathname).to.equal(`/retailers/Maple_and_Main_Market/${LINKING_RETAILER}/link`);
    });

    it('does not ask for a link at a retailer no linking flag lists', async () => {
      const { page, linking, load } = await retailerPage(F.RETAILER_ID, { signedIn: true });
      await load();
      expect(linking.requests).to.deep.equal([]);
      expect(page.action).to.deep.equal({ linkState: null, button: { action: 'shop', label: `Shop at ${F.RETAILER_NAME}`, enabled: true } });
    });
  });

  describe('recently viewed (6 kept)', () => {
    it('records a signed-in view with the content server, then shows the others it answers', async () => {
      const { page, catalogue, load } = await retailerPage(F.RETAILER_ID, { signedIn: true });
      await load();
      expect(catalogue.viewed).to.deep.equal([F.RETAILER_ID]);
      expect(page.otherRecentlyViewed.map((retailer) => retailer.id)).to.deep.equal([300, 301]);
    });

    it("keeps a visitor's views in browser storage, most recent first, at most 6, without repeats", async () => {
      const { page, storage, catalogue, load } = await retailerPage(F.RETAILER_ID);
      writeJson(storage, BROWSING_STORAGE_KEY.RECENTLY_VIEWED_RETAILERS, [300, 301, 302, 303, 304, F.RETAILER_ID, 305]);
      await load();
      const stored = readJson<number[]>(storage, BROWSING_STORAGE_KEY.RECENTLY_VIEWED_RETAILERS, []);
      expect(stored).to.deep.equal([F.RETAILER_ID, 300, 301, 302, 303, 304]);
      expect(stored).to.have.length(LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT);
      expect(catalogue.viewed).to.deep.equal([]);
      expect(page.otherRecentlyViewed.map((retailer) => retailer.id)).to.deep.equal([300, 301, 302, 303, 304]);
    });

    it('survives a corrupt stored list and a failed view record', async () => {
      const { page, storage, load } = await retailerPage(F.RETAILER_ID);
      storage.set(BROWSING_STORAGE_KEY.RECENTLY_VIEWED_RETAILERS, '{not json');
      await load();
      expect(readJson(storage, BROWSING_STORAGE_KEY.RECENTLY_VIEWED_RETAILERS, [])).to.deep.equal([F.RETAILER_ID]);

      const signedIn = await retailerPage(F.RETAILER_ID, { signedIn: true });
      signedIn.catalogue.failures.set('retailerViewed', new Error('down'));
      const warn = sinon.stub(console, 'warn');
      try {
        await signedIn.load();
      } finally {
        warn.restore();
      }
      expect(warn.calledOnce).to.equal(true);
      expect(signedIn.page.status).to.equal('ready');
      expect(signedIn.page.recentlyViewed.status).to.equal('ready');
    });
  });

  it('keeps only the latest retailer when the route changes during a load', async () => {
    const { page, stores, catalogue, load } = await retailerPage(F.RETAILER_ID);
    const release = catalogue.hold('fetchRetailer');
    const first = load();
    stores.router.navigate(`/retailers/x/${F.OTHER_RETAILER_ID}`);
    release();
    const second = load();
    await Promise.all([first, second]);
    expect(page.retailer?.id).to.equal(F.OTHER_RETAILER_ID);
    expect(stores.searchBar.retailerContext?.id).to.equal(F.OTHER_RETAILER_ID);
  });

  it('loads nothing again for another page of the same retailer’s offers, and again after the page was left', async () => {
    const { page, stores, catalogue, load } = await retailerPage(F.RETAILER_ID);
    await load();
    stores.router.navigate(`/retailers/x/${F.RETAILER_ID}?page=2`);
    await load();
    expect(catalogue.calls.filter((call) => call === 'fetchRetailer')).to.have.length(1);
    page.leave();
    await load();
    expect(catalogue.calls.filter((call) => call === 'fetchRetailer')).to.have.length(2);
    expect(page.retailer?.id).to.equal(F.RETAILER_ID);
  });

  it('loads the retailer’s offers for whoever is signed in, once it is found', async () => {
    const { stores, load } = await retailerPage(F.RETAILER_ID);
    await load();
    expect(stores.offers.retailerList(F.RETAILER_ID).status).to.equal('ready');
  });
});

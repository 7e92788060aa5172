import { expect } from 'chai';
import { MemoryExtension } from '../../../../adapters/extension/MemoryExtension';
import { MemoryAffiliateLaunchGateway } from '../../../../adapters/launch/MemoryAffiliateLaunchGateway';
import { MemoryOffersGateway } from '../../../../adapters/offers/MemoryOffersGateway';
import { MemoryStorage } from '../../../../adapters/storage/KeyValueStorage';
import { MemoryTagManager } from '../../../../adapters/tracking/TagManager';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { EXTENSION_ACTION } from '../../../../domain/launch/extensionMessage';
import { parseLastLaunch } from '../../../../domain/launch/lastLaunch';
import { isValidAffiliateUrl } from '../../../../domain/navigation/affiliateUrl';
import { RETAILER_LAUNCH_QUERY as QUERY } from '../../../../domain/navigation/routes';
import type { Offer } from '../../../../domain/offers/Offer';
import {
  LAUNCH_TAG_MANAGER_EVENT,
  LAUNCH_TRACKING_EVENT,
  launchRetailer,
  MISSING_WEB_URL_REPORT,
  type LaunchRetailerInput,
} from '../../../../ui/flows/launchRetailer';
import { RecordingLaunchWindow } from '../../../support/recordingLaunchWindow';
import { aLaunchRetailer } from '../../../support/launchMother';
import { STORAGE_KEY } from '../../../../domain/constants/cookies';

// The affiliate launch (000 §4 steps 2–10) on the in-memory twins alone: no stores, no MobX, no React.

const CUSTOMER_ID = '1000001';
const WEB_RETAILER = 77;
const IN_STORE_RETAILER = 78;
const UNLINKED_SITE = { webUrl: null, productUrl: null };

const retailer = (id: number, overrides: Partial<LaunchRetailerInput['retailer']> = {}): LaunchRetailerInput['retailer'] => ({
  id,
  name: `Retailer ${id}`,
  iconUrl: `https://img.example/${id}.png`,
  imageUrl: null,
  webRetailer: true,
  topAmountBack: null,
  topPercentBack: 4,
  ...overrides,
});

const offer = (id: number, retailerId: number, overrides: Partial<Offer> = {}): Offer => ({
  id,
  name: `Offer ${id}`,
  currentValue: `${id % 10}% back`,
  percentBack: id % 10,
  amount: null,
  terms: `Terms ${id}`,
  attributionMethod: 'affiliate',
  offerType: 'default',
  retailers: [retailerId],
  activated: true,
  ...overrides,
});

function twins() {
  const offers = new MemoryOffersGateway();
  const affiliate = new MemoryAffiliateLaunchGateway();
  affiliate.signedInAs = CUSTOMER_ID;
  for (const id of [WEB_RETAILER, IN_STORE_RETAILER, RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.MFA, RETAILER_ID.ACTIVATE_AND_REDIRECT_A, RETAILER_ID.ACTIVATE_AND_REDIRECT_B]) {
    affiliate.retailers.set(id, aLaunchRetailer(`Retailer ${id}`, { offerIds: [901] }));
  }
  const extension = new MemoryExtension('4.2.0');
  const tagManager = new MemoryTagManager();
  const storage = new MemoryStorage();
  const tracked: { name: string; properties: Record<string, unknown> }[] = [];
  const launchWindow = new RecordingLaunchWindow();
  const ports = {
    offers,
    affiliate,
    extension,
    tagManager,
    storage,
    launchWindow,
    track: (name: string, properties: Record<string, unknown>) => tracked.push({ name, properties }),
  };
  return { ...ports, tracked, ports };
}

function input(overrides: Partial<LaunchRetailerInput> = {}): LaunchRetailerInput {
  return { customerId: CUSTOMER_ID, retailer: retailer(WEB_RETAILER), link: { status: 'verified', locked: false }, isMobileWeb: false, ...overrides };
}

/** The retailer-launch page's query the launch opened. */
function launchQuery(launchWindow: RecordingLaunchWindow): URLSearchParams {
  const path = launchWindow.opened[0]!;
  expect(path.startsWith('/retailer-launch?')).to.equal(true);
  return new URL(path, 'http://app.test').searchParams;
}

describe('launchRetailer (affiliate launch, 000 §4)', () => {
  it('runs every step: unlocked offers, count, ids, offers, redirect data, extension, tracking, the launch page, storage', async () => {
    const t = twins();
    for (const item of [offer(11, WEB_RETAILER), offer(12, WEB_RETAILER, { attributionMethod: 'nonaffiliate', offerType: 'hero' }), offer(13, WEB_RETAILER, { offerType: 'hero' }), offer(14, WEB_RETAILER, { activated: false })]) {
      t.offers.offers.set(item.id, item);
    }
    const result = await launchRetailer(input(), t.ports);

    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    const [launch] = t.affiliate.launches;
    expect(launch).to.deep.include({ retailerId: WEB_RETAILER, launchedOfferId: null, landingPageUrl: null });
    expect(result.launch.shoppingId).to.equal(launch!.launchId);
    expect(result.launch.openedIn).to.equal('newTab');
    // 7. The extension got the launch, with each unlocked offer's five fields.
    expect(t.extension.sent).to.deep.equal([
      {
        action: EXTENSION_ACTION.AFFILIATE_LAUNCH,
        payload: {
          retailerId: WEB_RETAILER,
          affiliateOffers: [11, 12, 13].map((id) => ({ id, percentBack: id % 10, amount: null, currentValue: `${id % 10}% back`, terms: `Terms ${id}` })),
        },
      },
    ]);
    // 8. Tracking and the tag manager; 3–4: default-type or nonaffiliate offers counted (11 and 12, not the affiliate hero 13).
    const launched = { retailerId: WEB_RETAILER, shoppingId: launch!.launchId, offerIds: [11, 12, 13], itemOfferCount: 2 };
    expect(t.tracked).to.deep.equal([{ name: LAUNCH_TRACKING_EVENT, properties: launched }]);
    expect(t.tagManager.pushed).to.deep.equal([{ event: LAUNCH_TAG_MANAGER_EVENT, ...launched }]);
    // 9. The launch page with what it shows, and an affiliate URL it will follow.
    const query = launchQuery(t.launchWindow);
    expect(Object.fromEntries(query)).to.deep.equal({
      [QUERY.OFFER_VALUE_STRING]: '3% back',
      [QUERY.SHOPPING_ID]: launch!.launchId,
      [QUERY.ICON_URL]: `https://img.example/${WEB_RETAILER}.png`,
      [QUERY.AFFILIATE_URL]: launch!.url,
      [QUERY.NAME]: `Retailer ${WEB_RETAILER}`,
      [QUERY.ITEM_OFFER_COUNT]: '2',
      [QUERY.MAX_PERCENT_BACK]: '4',
    });
    expect(isValidAffiliateUrl(query.get(QUERY.AFFILIATE_URL)!)).to.equal(true);
    // 10. The retailer and shopping id kept for the shopper's return.
    expect(parseLastLaunch(t.storage.get(STORAGE_KEY.LAST_AFFILIATE_LAUNCH))).to.deep.equal({
      retailerId: WEB_RETAILER,
      retailerName: `Retailer ${WEB_RETAILER}`,
      shoppingId: launch!.launchId,
      openedIn: 'newTab',
      welcomedBack: false,
    });
    expect(t.launchWindow.cancelled).to.equal(false);
  });

  it('counts 0 item offers at a web retailer whose account is not linked, and still launches', async () => {
    const t = twins();
    t.offers.offers.set(21, offer(21, WEB_RETAILER));
    await launchRetailer(input({ link: { status: 'pending', locked: false } }), t.ports);
    expect(launchQuery(t.launchWindow).get(QUERY.ITEM_OFFER_COUNT)).to.equal('0');
    expect(t.extension.sent).to.have.length(1);
  });

  it('counts item offers at a retailer shopped in store whatever the link', async () => {
    const t = twins();
    t.offers.offers.set(22, offer(22, IN_STORE_RETAILER));
    await launchRetailer(input({ retailer: retailer(IN_STORE_RETAILER, { webRetailer: false }), link: { status: null, locked: false } }), t.ports);
    expect(launchQuery(t.launchWindow).get(QUERY.ITEM_OFFER_COUNT)).to.equal('1');
  });

  it('counts at 1408 only when the direct integration is verified (lower-cased)', async () => {
    for (const [status, count] of [['VERIFIED', '1'], ['verified ', '0'], ['pending', '0']] as const) {
      const t = twins();
      t.offers.offers.set(23, offer(23, RETAILER_ID.DIRECT_INTEGRATION));
      await launchRetailer(input({ retailer: retailer(RETAILER_ID.DIRECT_INTEGRATION), link: { status, locked: false } }), t.ports);
      expect(launchQuery(t.launchWindow).get(QUERY.ITEM_OFFER_COUNT), status).to.equal(count);
    }
  });

  it('launches at 1144 while its link is pending (its Shop is enabled then), counting 0 item offers', async () => {
    const t = twins();
    t.offers.offers.set(24, offer(24, RETAILER_ID.MFA));
    const result = await launchRetailer(input({ retailer: retailer(RETAILER_ID.MFA), link: { status: 'checking', locked: false } }), t.ports);
    expect(result.ok).to.equal(true);
    expect(launchQuery(t.launchWindow).get(QUERY.ITEM_OFFER_COUNT)).to.equal('0');
  });

  it('sends only the offers in categories 1545 and 1088 when some are', async () => {
    const t = twins();
    const category = (id: number) => [{ id, offerId: 0, displayName: `Category ${id}`, percentCashBack: 1 }];
    t.offers.offers.set(31, offer(31, WEB_RETAILER));
    t.offers.offers.set(32, offer(32, WEB_RETAILER, { offerRetailerPurchaseCategories: category(RETAILER_ID.ACTIVATE_AND_REDIRECT_B) }));
    t.offers.offers.set(33, offer(33, WEB_RETAILER, { offerRetailerPurchaseCategories: category(RETAILER_ID.ACTIVATE_AND_REDIRECT_A) }));
    await launchRetailer(input(), t.ports);
    const sent = t.extension.sent[0];
    expect(sent?.action === EXTENSION_ACTION.AFFILIATE_LAUNCH && sent.payload.affiliateOffers.map((item) => item.id)).to.deep.equal([32, 33]);
  });

  it('activate-and-redirect: unlocks the offers given first, then launches with them', async () => {
    const t = twins();
    const retailerId = RETAILER_ID.ACTIVATE_AND_REDIRECT_A;
    const locked = offer(41, retailerId, { activated: false });
    t.offers.offers.set(locked.id, locked);
    const result = await launchRetailer(input({ retailer: retailer(retailerId), activateFirst: [locked] }), t.ports);
    expect(result.ok && result.activated.map((item) => [item.id, item.activated])).to.deep.equal([[41, true]]);
    expect(t.offers.unlocks.map((unlock) => unlock.payload)).to.deep.include.members([
      { ...t.offers.unlocks[0]!.payload, offer_id: 41, retailer_id: retailerId, activated_retailer_id: retailerId, activated: true },
    ]);
    const sent = t.extension.sent[0];
    expect(sent?.action === EXTENSION_ACTION.AFFILIATE_LAUNCH && sent.payload.affiliateOffers.map((item) => item.id)).to.deep.equal([41]);
  });

  it('launches from an offer: the launched offer id goes to the redirect data and the launch page', async () => {
    const t = twins();
    await launchRetailer(input({ launchedOfferId: 901 }), t.ports);
    expect(t.affiliate.launches[0]?.launchedOfferId).to.equal(901);
    expect(launchQuery(t.launchWindow).get(QUERY.LAUNCHED_OFFER_ID)).to.equal('901');
  });

  it('opens the page in this window when the pop-up was blocked, and says so in storage', async () => {
    const t = twins();
    const blocked = new RecordingLaunchWindow(true);
    const result = await launchRetailer(input(), { ...t.ports, launchWindow: blocked });
    expect(result.ok && result.launch.openedIn).to.equal('sameWindow');
    expect(parseLastLaunch(t.storage.get(STORAGE_KEY.LAST_AFFILIATE_LAUNCH))?.openedIn).to.equal('sameWindow');
  });

  it('does not wait for an extension that never answers', async () => {
    const t = twins();
    const silent = { affiliateLaunch: () => new Promise<void>(() => undefined) };
    const result = await launchRetailer(input(), { ...t.ports, extension: silent });
    expect(result.ok).to.equal(true);
    expect(t.launchWindow.opened).to.have.length(1);
  });

  describe('failures: ok false, the tab closed, nothing stored or opened', () => {
    const failing: [string, (t: ReturnType<typeof twins>) => void][] = [
      ['the unlocked offers cannot be read', (t) => (t.offers.failWith = new Error('down'))],
      ['the redirect data is refused (an unknown retailer)', (t) => t.affiliate.retailers.delete(WEB_RETAILER)],
      ['the affiliate service is down', (t) => (t.affiliate.failWith = new Error('down'))],
      ['the session ended (authentication error)', (t) => (t.affiliate.signedInAs = null)],
    ];
    for (const [why, arrange] of failing) {
      it(why, async () => {
        const t = twins();
        arrange(t);
        const result = await launchRetailer(input(), t.ports);
        expect(result.ok).to.equal(false);
        expect(t.launchWindow.cancelled).to.equal(true);
        expect(t.launchWindow.opened).to.deep.equal([]);
        expect(t.storage.get(STORAGE_KEY.LAST_AFFILIATE_LAUNCH)).to.equal(null);
        expect(t.extension.sent).to.deep.equal([]);
      });
    }

    it('a retailer with neither a web URL nor a product URL: reported with its id, no launch registered', async () => {
      const t = twins();
      t.affiliate.retailers.set(WEB_RETAILER, { ...t.affiliate.retailers.get(WEB_RETAILER)!, ...UNLINKED_SITE });
      const result = await launchRetailer(input(), t.ports);
      expect(result.ok).to.equal(false);
      expect(t.tracked).to.deep.equal([{ name: 'error message', properties: { message: MISSING_WEB_URL_REPORT, retailerId: WEB_RETAILER } }]);
      expect(t.affiliate.launches).to.deep.equal([]);
      expect(t.launchWindow.cancelled).to.equal(true);
    });

    it('an activation refused (activate-and-redirect) stops the launch', async () => {
      const t = twins();
      const elsewhere = offer(51, 999, { activated: false });
      t.offers.offers.set(elsewhere.id, elsewhere);
      const result = await launchRetailer(input({ retailer: retailer(RETAILER_ID.ACTIVATE_AND_REDIRECT_B), activateFirst: [elsewhere] }), t.ports);
      expect(result.ok).to.equal(false);
      expect(t.affiliate.launches).to.deep.equal([]);
    });
  });
});

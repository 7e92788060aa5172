import type { ExtensionPort } from '../../adapters/extension/ExtensionPort';
import type { AffiliateLaunchGateway } from '../../adapters/launch/AffiliateLaunchGateway';
import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import type { TagManager } from '../../adapters/tracking/TagManager';
import type { TrackingEventName } from '../../adapters/tracking/TrackingPort';
import { ERROR_MESSAGE_PROPERTY, PLATFORM_TRACKING_EVENT } from '../../domain/constants/platform';
import { canLaunch } from '../../domain/launch/canLaunch';
import { affiliateLaunchFor } from '../../domain/launch/affiliateLaunch';
import { countLaunchOffers, gatherLaunchOfferIds } from '../../domain/launch/launchOffers';
import { retailerLaunchQuery } from '../../domain/launch/launchPage';
import { type LastLaunch, type LaunchOpenedIn } from '../../domain/launch/lastLaunch';
import { buildPath } from '../../domain/navigation/buildPath';
import { ROUTE_NAME } from '../../domain/constants/navigation';
import type { Offer } from '../../domain/offers/Offer';
import { buildUnlockPayload } from '../../domain/offers/unlock';
import { isDirectIntegrationLinked, retailerLinkState } from '../../domain/retailers/linkState';
import type { Retailer } from '../../domain/retailers/Retailer';
import { STORAGE_KEY } from '../../domain/constants/cookies';

/** The tracking event a launch sends (000 §7 "affiliation activated") and the tag-manager event beside it (ours). */
export const LAUNCH_TRACKING_EVENT = 'affiliation activated' satisfies TrackingEventName;
export const LAUNCH_TAG_MANAGER_EVENT = 'affiliateLaunch';
/** What a missing web URL is reported as (000 §8: reported with the retailer id, not shown). */
export const MISSING_WEB_URL_REPORT = 'retailer web url missing';

/**
 * Where the retailer-launch page opens (step 9). It is opened inside the shopper's click, before the launch's
 * calls, so pop-up blockers let it through; `open` points it at the page ('sameWindow' when the browser blocked
 * the new tab), `cancel` closes it when the launch fails.
 */
export interface LaunchWindow {
  open(path: string): LaunchOpenedIn;
  cancel(): void;
}

/** What a launch reaches outside the app. */
export interface LaunchRetailerPorts {
  offers: Pick<OffersGateway, 'fetchUnlockedOffers' | 'fetchOffersByIds' | 'unlock'>;
  affiliate: Pick<AffiliateLaunchGateway, 'fetchWebUrls' | 'fetchRedirectData'>;
  extension: Pick<ExtensionPort, 'affiliateLaunch'>;
  track(name: TrackingEventName, properties: Record<string, unknown>): unknown;
  tagManager: TagManager;
  launchWindow: LaunchWindow;
  storage: KeyValueStorage;
}

export interface LaunchRetailerInput {
  customerId: string;
  retailer: Pick<Retailer, 'id' | 'name' | 'iconUrl' | 'imageUrl' | 'webRetailer' | 'topAmountBack' | 'topPercentBack'>;
  /** The shopper's link at the retailer: its status (null: none) and whether it is locked (MFA). */
  link: { status: string | null; locked: boolean };
  /** Activate-and-redirect (1088, 1545): offers to unlock before the launch. */
  activateFirst?: readonly Offer[];
  /** An offer page's Shop: the offer launched from. */
  launchedOfferId?: number | null;
  landingPageUrl?: string | null;
  /** Under the mobile header width an activation reports the mobile-web channel. */
  isMobileWeb: boolean;
  /** Now, stamped on the stored launch (a page load restores it only within the store persistence timeout). */
  now?: Date;
}

export type LaunchRetailerResult =
  | {
      ok: true;
      /** The launch as stored for the shopper's return: retailer, shopping id, where its page opened. */
      launch: LastLaunch;
      /** Offers activated first (activate-and-redirect), as the service answered them. */
      activated: Offer[];
    }
  | { ok: false; error: unknown };

/**
 * The affiliate launch (000 §4 "Affiliate launch flow"), each step once and in order. Step 1 (activating) is the
 * caller's in-progress flag; activate-and-redirect unlocks its offers before step 2. Never rejects: any failure
 * closes the launch window and answers `ok: false` (the caller shows the default error toast and returns 'error').
 */
export async function launchRetailer(input: LaunchRetailerInput, ports: LaunchRetailerPorts): Promise<LaunchRetailerResult> {
  const { retailer } = input;
  try {
    const activated: Offer[] = [];
    for (const offer of input.activateFirst ?? []) {
      activated.push(await ports.offers.unlock(input.customerId, buildUnlockPayload({ offer, retailerId: retailer.id, isMobileWeb: input.isMobileWeb })));
    }

    // 2. The retailer's unlocked offers.
    const unlocked = await ports.offers.fetchUnlockedOffers(retailer.id);
    // 3–4. The item offers the trip activates: none at a web retailer whose account is not linked.
    const itemOfferCount = countLaunchOffers(unlocked, {
      isWebRetailer: retailer.webRetailer === true,
      accountLinked: retailerLinkState(input.link.status, retailer.id, input.link.locked) === 'linked',
      retailerId: retailer.id,
      directIntegrationLinked: isDirectIntegrationLinked(input.link.status),
    });
    // 5. The offer ids, preferring categories 1545 and 1088.
    const offerIds = gatherLaunchOfferIds(unlocked);
    // 6. The offers, then the retailer's redirect data; no site to go to is reported, not shown.
    const offers = await ports.offers.fetchOffersByIds(offerIds);
    const urls = await ports.affiliate.fetchWebUrls(retailer.id);
    if (!canLaunch(urls)) {
      void ports.track(PLATFORM_TRACKING_EVENT.ERROR_MESSAGE, { [ERROR_MESSAGE_PROPERTY.MESSAGE]: MISSING_WEB_URL_REPORT, retailerId: retailer.id });
      throw new Error(`${MISSING_WEB_URL_REPORT}: retailer ${retailer.id}`);
    }
    const redirect = await ports.affiliate.fetchRedirectData({
      retailerId: retailer.id,
      launchedOfferId: input.launchedOfferId ?? null,
      landingPageUrl: input.landingPageUrl ?? null,
    });
    // 7. The extension learns of the launch. Not awaited: a silent extension must not hold the shopper up (the port
    // never rejects).
    void ports.extension.affiliateLaunch(affiliateLaunchFor(offers, retailer.id));
    // 8. Tracking and the tag manager.
    const launched = { retailerId: retailer.id, shoppingId: redirect.launchId, offerIds, itemOfferCount };
    void ports.track(LAUNCH_TRACKING_EVENT, launched);
    ports.tagManager.push({ event: LAUNCH_TAG_MANAGER_EVENT, ...launched });
    // 9. The retailer-launch page, in a new tab or this window.
    const query = retailerLaunchQuery({
      retailer,
      shoppingId: redirect.launchId,
      affiliateUrl: redirect.url,
      offers,
      itemOfferCount,
      launchedOfferId: input.launchedOfferId,
    });
    const openedIn = ports.launchWindow.open(buildPath(ROUTE_NAME.RETAILER_LAUNCH, {}, query));
    // 10. The retailer and the shopping id, kept for the shopper's return (step 11 is the caller's).
    const last: LastLaunch = {
      retailerId: retailer.id,
      retailerName: retailer.name,
      shoppingId: redirect.launchId,
      openedIn,
      welcomedBack: false,
      ...(input.now ? { savedAt: input.now.getTime() } : {}),
    };
    ports.storage.set(STORAGE_KEY.LAST_AFFILIATE_LAUNCH, JSON.stringify(last));
    return { ok: true, launch: last, activated };
  } catch (error) {
    ports.launchWindow.cancel();
    return { ok: false, error };
  }
}

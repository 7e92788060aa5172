import type { Cookies } from '../../adapters/cookies/Cookies';
import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import type { TrackingEventName } from '../../adapters/tracking/TrackingPort';
import { retailerUsesAccountLinking, type RetailerLinkingLists } from '../../domain/browsing/retailerPageAction';
import { COOKIE } from '../../domain/constants/cookies';

import type { Offer } from '../../domain/offers/Offer';
import { offerTrackingProperties } from '../../domain/offers/offerTrackingProperties';
import { buildUnlockPayload } from '../../domain/offers/unlock';
import { unlockFollowUpModal } from '../../domain/offers/unlockFollowUp';
import { OFFER_TRACKING_EVENT, OFFER_TRACKING_PROPERTY } from '../../domain/offers/offerTracking';
import { POST_OFFER_UNLOCK_MODAL, shouldShowPostOfferUnlockModal, type UnlockFollowUp } from '../../domain/modals/postOfferUnlockModal';

/** What the unlock reaches outside the app: the offers service, the shopper's links, cookies and tracking. */
export interface UnlockOfferPorts {
  offers: Pick<OffersGateway, 'unlock'>;
  /** The shopper's link status at a retailer (null: no link; undefined: unreadable), read only when it matters. */
  linkStatusAt(retailerId: number): Promise<string | null | undefined>;
  cookies: Cookies;
  track(name: TrackingEventName, properties: Record<string, unknown>): unknown;
}

export interface UnlockOfferInput extends Required<{ [K in keyof RetailerLinkingLists]: readonly number[] }> {
  customerId: string;
  offer: Offer;
  /** The retailer the offer is unlocked at (unlockRetailerId). */
  retailerId: number;
  /** Under the mobile header width the payload reports the mobile-web selection channel. */
  isMobileWeb: boolean;
  /** The extension-required-retailers flag. */
  extensionRequiredRetailerIds: readonly number[];
  /** The installed extension's version, if any. */
  extensionVersion: string | null | undefined;
}

export type UnlockOfferResult =
  /** `offer` is the offer as the service answered it; `followUp` the modal to open after it, if any. */
  | { ok: true; offer: Offer; followUp: UnlockFollowUp | null }
  | { ok: false; error: unknown };

/**
 * Unlocks an offer (000 §4, §7): the PUT with the documented payload, 'OfferUnlocked' tracked, then the
 * post-unlock modal decided (000 §4 "Modals") or else the post-offer-unlock one (shouldShowPostOfferUnlockModal),
 * the shown modal's cookie stored. The link status is read only
 * when it could matter (no other modal, the cookie unset, a retailer that links accounts). Never rejects.
 */
export async function unlockOffer(input: UnlockOfferInput, ports: UnlockOfferPorts): Promise<UnlockOfferResult> {
  const { offer, retailerId } = input;
  const payload = buildUnlockPayload({ offer, retailerId, isMobileWeb: input.isMobileWeb });
  let unlocked: Offer;
  try {
    unlocked = await ports.offers.unlock(input.customerId, payload);
  } catch (error) {
    return { ok: false, error };
  }
  void ports.track(OFFER_TRACKING_EVENT.OFFER_UNLOCKED, {
    ...offerTrackingProperties(offer.id, retailerId),
    [OFFER_TRACKING_PROPERTY.PLATFORM]: payload.platform,
  });

  const cookie = COOKIE.POST_UNLOCK_MODAL_SEEN;
  const postUnlockCookie = ports.cookies.get(cookie.name);
  const decide = (linkStatus: string | null | undefined) => unlockFollowUpModal({ ...input, linkStatus, postUnlockCookie });
  // Without a link status only the extension modal can show; the account-not-linked one needs the status.
  let followUp = decide(undefined);
  if (!followUp && !postUnlockCookie && retailerUsesAccountLinking(retailerId, input)) {
    followUp = decide(await ports.linkStatusAt(retailerId));
  }
  if (followUp) {
    ports.cookies.set(cookie.name, followUp, { maxAgeMs: cookie.maxAgeMs });
    return { ok: true, offer: unlocked, followUp };
  }
  const seen = COOKIE.POST_OFFER_UNLOCK_SEEN;
  if (!shouldShowPostOfferUnlockModal({ postUnlockModal: null, postOfferUnlockCookie: ports.cookies.get(seen.name) })) {
    return { ok: true, offer: unlocked, followUp: null };
  }
  ports.cookies.set(seen.name, POST_OFFER_UNLOCK_MODAL, { maxAgeMs: seen.maxAgeMs });
  return { ok: true, offer: unlocked, followUp: POST_OFFER_UNLOCK_MODAL };
}

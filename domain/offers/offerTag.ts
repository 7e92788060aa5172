import type { Offer } from './Offer';
import { timeLeftLabel, type TimeLeftLabel } from './timeLeft';

/** The mobile-only keyword an offer-tag load failure redirects with (000 §8). */
export const OFFER_TAG_FAILURE_KEYWORD = 'offer';

/** Offer tag wording (000 §4). */
export const OFFER_TAG_TEXT = { ENDS_SOON: 'ends soon' } as const;

/**
 * The tag on an offer card (000 §4):
 * - 'timeLeft': a non-discoverable offer the user has; timeLeft is null when no expiration is known;
 * - 'endsSoon': a discoverable offer whose discoverability ends soon, shown without a time label.
 */
export type OfferTag =
  | { kind: 'timeLeft'; timeLeft: TimeLeftLabel | null }
  | { kind: 'endsSoon'; text: typeof OFFER_TAG_TEXT.ENDS_SOON };

/** The moment the user's access ends: the discoverability expiration, else the offer's own. */
function tagExpiration(offer: Pick<Offer, 'discoverability' | 'expiration'>): Date | null {
  const raw = offer.discoverability?.expiration ?? offer.expiration;
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Which tag, if any, an offer card shows. An offer without discoverability data counts as
 * discoverable: only an explicit isDiscoverable false marks an offer as targeted.
 */
export function offerTag(
  offer: Pick<Offer, 'discoverability' | 'expiration'>,
  context: { hasOffer: boolean; now: Date },
): OfferTag | null {
  const discoverable = offer.discoverability?.isDiscoverable !== false;
  if (!discoverable) {
    if (!context.hasOffer) return null;
    const expiration = tagExpiration(offer);
    return { kind: 'timeLeft', timeLeft: expiration ? timeLeftLabel(expiration, context.now) : null };
  }
  if (offer.discoverability?.discoverableEndsSoon === true) {
    return { kind: 'endsSoon', text: OFFER_TAG_TEXT.ENDS_SOON };
  }
  return null;
}

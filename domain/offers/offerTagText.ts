import type { OfferTag } from './offerTag';
import type { TimeLeftLabel } from './timeLeft';

/** Time-left tag labels (000 §4: now / minutes / hours / days; wording ours). */
export const OFFER_TAG_COPY = {
  TIME_LEFT_NOW: 'Ends now',
  timeLeft: (count: number, unit: 'minutes' | 'hours' | 'days') =>
    `${count} ${count === 1 ? unit.slice(0, -1) : unit} left`,
} as const;

/**
 * The words on an offer's tag (000 §4): the time-left label ('Ends now', '5 minutes left', '1 hour left',
 * '3 days left'), or 'ends soon' for a discoverable offer ending soon. Null when there is nothing to say
 * (a time-left tag without a known expiration).
 */
export function offerTagText(tag: OfferTag | null): string | null {
  if (!tag) return null;
  if (tag.kind === 'endsSoon') return tag.text;
  if (!tag.timeLeft) return null;
  return timeLeftText(tag.timeLeft);
}

/** A time-left label in words ('Ends now', '5 minutes left', '3 days left'); offers' tags and bonuses' expiry share it. */
export function timeLeftText(timeLeft: TimeLeftLabel): string {
  if (timeLeft.unit === 'now') return OFFER_TAG_COPY.TIME_LEFT_NOW;
  return OFFER_TAG_COPY.timeLeft(timeLeft.count, timeLeft.unit);
}

import { DAY_MS, HOUR_MS, MINUTE_MS } from '../constants/timing';

// Per-service request timeouts (000 §7) are transport defaults: the SDK owns them (DEFAULT_TIMEOUTS_MS).

/** Expiration buckets for the time-left label (offer tags, 000 §3 "Offer tag rule"; bonus expiry uses the same rule). */
export const EXPIRATION_BUCKET_MS = { MINUTE: MINUTE_MS, HOUR: HOUR_MS, DAY: DAY_MS } as const;

export type TimeLeftUnit = 'now' | 'minutes' | 'hours' | 'days';

/** How long until an offer or a bonus expires, in the coarsest whole unit (000 §4). */
export interface TimeLeftLabel {
  unit: TimeLeftUnit;
  /** Whole units left, floored; 0 for 'now'. */
  count: number;
}

/**
 * Buckets the time until `expiration`: under 1 minute is 'now' (also when already past),
 * under 1 hour counts minutes, under 1 day counts hours, else days.
 */
export function timeLeftLabel(expiration: Date, now: Date): TimeLeftLabel {
  const left = expiration.getTime() - now.getTime();
  // An invalid date gives NaN; treat it like an offer that is ending now rather than inventing time.
  if (!(left >= EXPIRATION_BUCKET_MS.MINUTE)) return { unit: 'now', count: 0 };
  const { MINUTE, HOUR, DAY } = EXPIRATION_BUCKET_MS;
  if (left < HOUR) return { unit: 'minutes', count: Math.floor(left / MINUTE) };
  if (left < DAY) return { unit: 'hours', count: Math.floor(left / HOUR) };
  return { unit: 'days', count: Math.floor(left / DAY) };
}

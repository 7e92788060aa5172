/** Durations in milliseconds (000 §7, §9; 001 §9). */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const TIMING = {
  /** Type-ahead suggestions are asked for this long after the last keystroke (000 §9). */
  TYPE_AHEAD_DEBOUNCE_MS: 300,
  OFFER_VIEWED_DELAY_MS: 1000,
  SESSION_MS: 30 * MINUTE_MS,
  /** How long a Copy button shows that it copied (001 §9 copy-success indicator). */
  COPY_SUCCESS_MS: 2000,
  /** The list-to-offers sidebar attaches its outside-click and Escape listeners this long after opening (000 §9). */
  SIDEBAR_LISTENER_DELAY_MS: 200,
  /** How long tracking waits for its header values (trackingEnabled) before using the defaults (000 §8, §9). */
  TRACKING_HEADER_WAIT_MS: 5000,
} as const;

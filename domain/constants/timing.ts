/** Durations in milliseconds (000 §7, §9; 001 §9). */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const TIMING = {
  TYPE_AHEAD_DEBOUNCE_MS: 300,
  SEARCH_CACHE_MS: 600_000,
  SIDEBAR_LISTENER_DELAY_MS: 200,
  COPY_SUCCESS_MS: 2000,
  OPTIMIZE_HIDE_TIMEOUT_MS: 4000,
  TRACKING_HEADER_WAIT_MS: 5000,
  STORE_PERSISTENCE_TIMEOUT_MS: 100_000,
  OFFER_VIEWED_DELAY_MS: 1000,
  SESSION_MS: 30 * MINUTE_MS,
  USER_ACTIVITY_THROTTLE_MS: SECOND_MS,
  LOGIN_REDIRECT_LOOP_MS: 60 * SECOND_MS,
  AUTH_REDIRECT_RETRY_STEP_MS: 500,
} as const;

/** Visible fraction of an offer image that counts as "viewed". */
export const OFFER_VIEWED_VISIBILITY = 0.5;

// Per-service request timeouts (000 §7) are transport defaults: the SDK owns them (DEFAULT_TIMEOUTS_MS).

/** Expiration buckets for the offer time-left label. */
export const EXPIRATION_BUCKET_MS = { MINUTE: MINUTE_MS, HOUR: HOUR_MS, DAY: DAY_MS } as const;

/**
 * The platform's vocabulary shared by tracking and the error pages (000 §2, §7).
 * Values quoted from the documents say so; everything marked "ours" is a name the documents do not show.
 */

/** The tracking events the platform sends itself (000 §7). Page views use PageViewed (ours: the documents list both). */
export const PLATFORM_TRACKING_EVENT = {
  PAGE_VIEWED: 'PageViewed',
  SESSION_START: 'session start',
  SESSION_END: 'session end',
  /** A view that failed to render and showed the error page instead (ours: the documents name the event only). */
  ERROR_MESSAGE: 'error message',
  /** The viewport a session starts on (ours: the documents name the event only), once per session started on load. */
  USER_VIEWPORT: 'user viewport',
} as const;

/** Property names of the 'user viewport' event (ours): the size in CSS pixels and whether it counts as wide (000 §9). */
export const USER_VIEWPORT_PROPERTY = { WIDTH: 'width', HEIGHT: 'height', WIDE: 'wide' } as const;

/**
 * Property names of the 'error message' event (ours): the error's text and which boundary caught it; for a
 * call monitoring reports (000 §8), the service, the operation and the status it answered.
 */
export const ERROR_MESSAGE_PROPERTY = {
  MESSAGE: 'message',
  BOUNDARY: 'boundary',
  SERVICE: 'service',
  OPERATION: 'operation',
  STATUS: 'status',
  /** The address of an image that failed to load (a hero image, 000 §8). */
  IMAGE: 'image',
  /** The browser a monitoring report came from, cut to 30 characters (000 §9; monitoringBrowserName). */
  BROWSER: 'browser',
} as const;
/** The message of the 'error message' event monitoring sends for a failed call (000 §8 "reports … as XHR errors"). */
export const XHR_ERROR_MESSAGE = 'XHR error';
/** The report of a hero image that failed to load and showed the default image (000 §8; wording ours). */
export const HERO_IMAGE_FAILED = 'Hero image could not be loaded';
/** The error boundaries (ours): one around each page, one around the whole app. */
export const ERROR_BOUNDARY = { PAGE: 'page', APP: 'app' } as const;
export type ErrorBoundaryName = (typeof ERROR_BOUNDARY)[keyof typeof ERROR_BOUNDARY];
/** Logged when the tracking header lookup fails or outlasts TIMING.TRACKING_HEADER_WAIT_MS (000 §8; wording ours). */
export const TRACKING_HEADER_LOOKUP_FAILED = '[tracking] the tracking headers could not be looked up in time; using the defaults';
/** The id of the <main> element focus moves to on navigation. */
export const MAIN_CONTENT_ID = 'main';

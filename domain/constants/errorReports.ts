// The reports' vocabulary (the Tracker's reports, a hero image, a launch), apart from platform.ts: the startup code sends none.

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

/**
 * Sessions, tracking, route history, what a page shows while it loads or fails (000 §2, §4, §7).
 * Values quoted from the documents say so; everything marked "ours" is a name or wording the documents do not show.
 */
import { BREAKPOINT } from './layout';
import { SECOND_MS } from './timing';

/** Browser-storage keys of the auth flow (names ours). The login redirect marker is STORAGE_KEY.LOGIN_REDIRECT_MARKER. */
export const AUTH_STORAGE_KEY = {
  /** How many invalid-state login redirects were retried in a row (survives the provider round trip). */
  INVALID_STATE_ATTEMPTS: 'cb_auth_invalid_state_attempts',
} as const;

/** The state machine's name for a sign-in callback whose state matches no login transaction in this browser. */
export const IDENTITY_INVALID_STATE_ERROR = 'invalid_state';
/** auth0-spa-js error codes that mean an invalid state ('Invalid state'): no transaction stored, or another state. */
export const AUTH0_INVALID_STATE_CODES: readonly string[] = ['missing_transaction', 'state_mismatch', IDENTITY_INVALID_STATE_ERROR];

/** Tracking parameters carried by the login redirect (000 §7 "Identity provider"). */
export const LOGIN_TRACKING_PARAM = {
  APP_VERSION: 'app_version',
  GLOBAL_SESSION_ID: 'global_session_id',
  EARLY_IDENTIFIER: 'early_identifier',
} as const;

/** The tracking events the platform sends itself (000 §7). Page views use PageViewed (ours: the documents list both). */
export const PLATFORM_TRACKING_EVENT = {
  PAGE_VIEWED: 'PageViewed',
  SESSION_START: 'session start',
  SESSION_END: 'session end',
  /** A view that failed to render and showed the error page instead (ours: the documents name the event only). */
  ERROR_MESSAGE: 'error message',
} as const;

/** Property names of the 'error message' event (ours): the error's text and which boundary caught it. */
export const ERROR_MESSAGE_PROPERTY = { MESSAGE: 'message', BOUNDARY: 'boundary' } as const;
/** The error boundaries (ours): one around each page, one around the whole app. */
export const ERROR_BOUNDARY = { PAGE: 'page', APP: 'app' } as const;
export type ErrorBoundaryName = (typeof ERROR_BOUNDARY)[keyof typeof ERROR_BOUNDARY];

/** Device classes of the tracking headers by viewport width (the tablet bound is ours). */
export const TRACKING_DEVICE = { MOBILE: 'mobile', TABLET: 'tablet', DESKTOP: 'desktop' } as const;
export type TrackingDevice = (typeof TRACKING_DEVICE)[keyof typeof TRACKING_DEVICE];
export const TRACKING_DEVICE_BREAKPOINT = { MOBILE_BELOW: BREAKPOINT.MOBILE_HEADER, TABLET_BELOW: 1024 } as const;

/** Property names of the page-view event (ours). */
export const PAGE_VIEW_PROPERTY = { PATH: 'path', ROUTE: 'route', REFERRER: 'referrer', FROM_URL: 'from_url' } as const;

/** How long a back/forward navigation keeps trying to restore the scroll position while the page loads (ours). */
export const SCROLL_RESTORE_TIMEOUT_MS = 2 * SECOND_MS;
/** The id of the <main> element focus moves to on navigation. */
export const MAIN_CONTENT_ID = 'main';

/** Query value marking the arrival after sign-up (000 §7). */
export const WELCOME_SOURCE_REGISTER = 'register';

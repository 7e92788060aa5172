/**
 * Sessions, tracking, route history, the static pages (000 §2, §4, §7).
 * Values quoted from the documents say so; everything marked "ours" is a name or wording the documents do not show.
 */
import { BRAND_NAME, type ExtensionPlatform } from './app';
import { BREAKPOINT } from './layout';
import { SHELL_LABEL } from './shell';
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
} as const;

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

/** Copy of the static pages (ours unless marked). */
export const STATIC_PAGE_COPY = {
  /** 000 §2 "Other screens": a 404 shows MESSAGES.PAGE_NOT_FOUND; other errors a title and description. */
  ERROR_TITLE: 'Something went wrong',
  ERROR_DESCRIPTION: "We couldn't load this page. Please try again in a moment.",
  LOADING: 'Loading…',
  /** A page's code could not be fetched (ours): ERROR_TITLE, ERROR_DESCRIPTION and a button in the link button's words. */
  RETRY: SHELL_LABEL.TRY_AGAIN,
  /** "This {keyword} is only available in the Clipback app" (mobile-only, query keyword). */
  mobileOnly: (keyword: string) => `This ${keyword} is only available in the ${BRAND_NAME} app`,
  MOBILE_ONLY_DEFAULT_KEYWORD: 'page',
  MOBILE_ONLY_BODY: 'Download the app to keep shopping and earning cash back.',
  MOBILE_REQUIRED_TITLE: `You'll need the ${BRAND_NAME} app for this`,
  MOBILE_REQUIRED_BODY: `This feature needs the ${BRAND_NAME} app on your phone. Download it, sign in with the same account and pick up where you left off.`,
  GET_THE_APP_TITLE: `Get the ${BRAND_NAME} app`,
  GET_THE_APP_BODY: 'Unlock offers, scan receipts and cash out wherever you shop.',
  APP_LINKS_LABEL: SHELL_LABEL.DOWNLOAD_APP,
  BROWSER_EXTENSION_TITLE: `The ${BRAND_NAME} browser extension`,
  BROWSER_EXTENSION_BODY: 'Get cash back reminders and activate offers automatically while you shop online.',
  BROWSER_EXTENSION_LINKS_LABEL: 'Install the extension',
  browserExtensionInstalled: (version: string) => `The extension is installed (version ${version}).`,
  addToBrowser: (platform: ExtensionPlatform) => `Add to ${platform}`,
  WELCOME_TITLE: `Welcome to ${BRAND_NAME}!`,
  WELCOME_BODY: 'Your account is ready. Unlock offers, shop, and earn cash back.',
  WELCOME_CONTINUE: 'Continue',
  SIGN_IN_TITLE: 'Signing you in',
  SIGN_IN_STATUS: 'Taking you to the secure sign-in page…',
  SIGN_IN_CONTINUE: 'Continue to log in',
  BREADCRUMB_NAV_LABEL: 'Breadcrumb',
  breadcrumbBack: (label: string) => `Back to ${label}`,
} as const;

/** Mobile app stores (ours: the documents show no URLs). */
export const APP_DOWNLOAD_LINKS: readonly { readonly store: string; readonly label: string; readonly url: string }[] = [
  { store: 'ios', label: 'Download on the App Store', url: 'https://apps.apple.com/app/clipback/id0000000000' },
  { store: 'android', label: 'Get it on Google Play', url: 'https://play.google.com/store/apps/details?id=com.clipback.app' },
];

/** Install pages of the browser extension per known platform (000 §1, §9; URLs ours). */
export const EXTENSION_INSTALL_URL: Readonly<Record<ExtensionPlatform, string>> = {
  Chrome: 'https://chromewebstore.google.com/detail/clipback/clipback-extension',
  Edge: 'https://microsoftedge.microsoft.com/addons/detail/clipback/clipback-extension',
  Safari: 'https://apps.apple.com/app/clipback-for-safari/id0000000001',
};

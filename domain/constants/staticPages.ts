/**
 * Copy and links of the static pages (maintenance, mobile-only, get-the-app, browser extension, welcome,
 * sign-in) and the breadcrumbs, which load with those pages. Ours unless marked.
 */
import { BRAND_NAME, type ExtensionPlatform } from './app';
import { SHELL_LABEL } from './shell';

/** The maintenance page (000 §1, §2): image, heading, body, blog link. Copy ours. */
export const MAINTENANCE_COPY = {
  HEADING: "We'll be right back",
  BODY: `${BRAND_NAME} is down for scheduled maintenance. Your cash back is safe, and we'll be back shortly.`,
  BLOG_LINK: 'Read the latest on our blog',
  IMAGE_ALT: 'A wrench and a shopping bag: the site is being tuned up',
} as const;

/** Copy of the static pages (ours unless marked). */
export const STATIC_PAGE_COPY = {
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

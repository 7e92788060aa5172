import { RETAILER_LINK_BUTTON_LABEL } from '../../domain/retailers/linkButtonLabels';

/** Where Clipback's own pages outside this app live (ours: the documents show no host). */
export const SITE_URL = 'https://www.clipback.test';
/** The help centre; opens in a new tab (000 §2). */
export const HELP_CENTER_URL = 'https://help.clipback.test';
export const BLOG_URL = 'https://blog.clipback.test';
/** How a shopper reaches customer care (ours): the help centre's contact form, or e-mail. */
export const SUPPORT_CONTACT = {
  FORM_URL: `${HELP_CENTER_URL}/contact`,
  EMAIL: 'support@clipback.test',
} as const;

/** "How it works" has an in-store and an online shopping page (000 §2 header). */
export const HOW_IT_WORKS_LINKS = {
  IN_STORE: { label: 'In-store shopping', href: `${SITE_URL}/how-it-works/in-store` },
  ONLINE: { label: 'Online shopping', href: `${SITE_URL}/how-it-works/online` },
} as const;

// One wording for each action wherever it shows (issue 29). The documents name the header's buttons "Log In" and
// "Sign Up" (and the account menu's "Refer a friend": CUSTOMER_LABEL); their mobile nav's "Log in", "Sign up" and
// "Refer and earn" name the same actions, so they read the same.
const LOG_IN = 'Log In';
const SIGN_UP = 'Sign Up';

/**
 * Visible labels of the header and the mobile nav (wording ours unless the documents give it, see above); a signed-in
 * shopper's are CUSTOMER_LABEL's (customerCopy.ts, with their views' chunks).
 */
export const SHELL_LABEL = {
  STAGING: 'STAGING',
  HOW_IT_WORKS: 'How it works',
  BLOG: 'Blog',
  HELP: 'Help',
  HELP_CENTER: 'Help center',
  LOG_IN,
  SIGN_UP,
  DOWNLOAD_APP: 'Download the app',
  ALL_RETAILERS: 'All retailers',
  LOG_OUT: 'Log out',
  MENU: 'Menu',
  SKIP_TO_CONTENT: 'Skip to content',
  /** A failed load's retry (pages, menus): the retailer link button's words. */
  TRY_AGAIN: RETAILER_LINK_BUTTON_LABEL.TRY_AGAIN,
  DISMISS_NOTIFICATION: 'Dismiss notification',
  /** Read after every external link's text (ExternalLink). */
  OPENS_IN_NEW_TAB: '(opens in a new tab)',
  /** A header menu opened before its contents' code arrived. */
  LOADING_MENU: 'Loading menu…',
  /** A header menu's code could not be fetched; a TRY_AGAIN button follows. */
  MENU_LOAD_FAILED: "This menu couldn't load.",
  /** The signed-in header's code (search, menus, account menu) could not be fetched; a TRY_AGAIN button follows. */
  CUSTOMER_HEADER_LOAD_FAILED: "Your account menu couldn't load.",
} as const;

/**
 * What any page shows while its code loads or when it fails (000 §2 "Other screens": a 404 shows
 * MESSAGES.PAGE_NOT_FOUND; other errors a title and description). Ours. A page whose code could not be
 * fetched shows ERROR_TITLE, ERROR_DESCRIPTION and a SHELL_LABEL.TRY_AGAIN button.
 */
export const PAGE_LOAD_COPY = {
  ERROR_TITLE: 'Something went wrong',
  ERROR_DESCRIPTION: "We couldn't load this page. Please try again in a moment.",
  LOADING: 'Loading…',
} as const;

export interface ShellLink {
  readonly label: string;
  readonly href: string;
  /** Opens in a new tab (rel=noopener). */
  readonly external?: boolean;
}

/** The shell's connectivity banner (ours: the documents show no offline state). */
export const CONNECTIVITY_COPY = {
  OFFLINE: "You're offline. Pages you've seen still open; unlocking offers and cashing out need a connection.",
  UPDATE_AVAILABLE: 'A new version is available.',
  RELOAD: 'Reload',
} as const;

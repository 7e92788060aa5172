/**
 * The header, footer, toasts, modals' titles, banners and the maintenance page (000 §2, §4, §6, §9).
 * The documents name the links and groups but show none of their addresses or wording: every URL and
 * label here is ours unless a comment quotes the documents.
 */
import { BRAND_NAME } from './app';
import { ROUTE_NAME } from './navigation';
import { SECOND_MS } from './timing';

/** Where Clipback's own pages outside this app live (ours: the documents show no host). */
export const SITE_URL = 'https://www.clipback.test';
/** The help centre; opens in a new tab (000 §2). */
export const HELP_CENTER_URL = 'https://help.clipback.test';
export const BLOG_URL = 'https://blog.clipback.test';
/** The feedback survey the feedbackSurvey flag shows a link to (000 §2 footer). */
export const FEEDBACK_SURVEY_URL = `${SITE_URL}/feedback`;

/** "How it works" has an in-store and an online shopping page (000 §2 header). */
export const HOW_IT_WORKS_LINKS = {
  IN_STORE: { label: 'In-store shopping', href: `${SITE_URL}/how-it-works/in-store` },
  ONLINE: { label: 'Online shopping', href: `${SITE_URL}/how-it-works/online` },
} as const;

/** Visible labels of the header and the mobile nav (wording ours; "Refer and earn" etc. are the documents'). */
export const SHELL_LABEL = {
  STAGING: 'STAGING',
  HOW_IT_WORKS: 'How it works',
  BLOG: 'Blog',
  HELP: 'Help',
  HELP_CENTER: 'Help center',
  LOG_IN: 'Log In',
  SIGN_UP: 'Sign Up',
  MOBILE_LOG_IN: 'Log in',
  MOBILE_SIGN_UP: 'Sign up',
  DOWNLOAD_APP: 'Download the app',
  CATEGORIES: 'Categories',
  ALL_RETAILERS: 'All retailers',
  ACCOUNT: 'Account',
  REFER_A_FRIEND: 'Refer a friend',
  REFER_AND_EARN: 'Refer and earn',
  LOG_OUT: 'Log out',
  MENU: 'Menu',
  SEARCH: 'Search',
  SEARCH_PLACEHOLDER: 'Search retailers and offers',
  OPEN_SEARCH: 'Open search',
  CLOSE_SEARCH: 'Close search',
  SKIP_TO_CONTENT: 'Skip to content',
  DISMISS: 'Dismiss',
  /** A failed load's retry (pages, menus, the retailer link button). */
  TRY_AGAIN: 'Try again',
  DISMISS_NOTIFICATION: 'Dismiss notification',
  /** Read after every external link's text (ExternalLink). */
  OPENS_IN_NEW_TAB: '(opens in a new tab)',
  LOADING_CATEGORIES: 'Loading categories…',
  /** A header menu opened before its contents' code arrived. */
  LOADING_MENU: 'Loading menu…',
  /** A header menu's code could not be fetched; PAGE_LOAD_COPY.RETRY's button follows. */
  MENU_LOAD_FAILED: "This menu couldn't load.",
  /** Read before the balance in the mobile nav's account info. */
  BALANCE: 'Balance',
} as const;

/** "Home or retailer pages" where the extension promo header may show (000 §2); the list is ours. */
export const EXTENSION_PROMO_ROUTE_NAMES: readonly string[] = [
  ROUTE_NAME.HOME,
  ROUTE_NAME.RETAILERS,
  ROUTE_NAME.RETAILER,
  ROUTE_NAME.RETAILER_LINK,
  ROUTE_NAME.RETAILER_GROUP,
];


/**
 * Known browser-extension ids, Chrome and Edge (32 letters a-p) then Safari ("bundle id (team id)").
 * INFERRED: the documents say messages go "to known extension ids" without showing them; these stand in
 * for the published ids and must be replaced by them.
 */
export const EXTENSION_IDS: readonly string[] = [
  'kclipbackpcdhgaebdfmnoicjhhclbpa',
  'eclipbackdljbamgkfpcinohoflecgmn',
  'com.clipback.extension.safari (CLIPBACK01)',
];
/** The message that asks an installed extension for its version (action name ours). */
export const EXTENSION_GET_VERSION_ACTION = 'getVersion';
/** How long detection waits for any extension to answer before concluding none is installed (ours). */
export const EXTENSION_DETECT_TIMEOUT_MS = 500;

/** How long a toast stays before it dismisses itself (ours). */
export const TOAST_DURATION_MS = 6 * SECOND_MS;

export interface ShellLink {
  readonly label: string;
  readonly href: string;
  /** Opens in a new tab (rel=noopener). */
  readonly external?: boolean;
}

export interface FooterGroup {
  readonly title: string;
  readonly links: readonly ShellLink[];
}

/** Title of the footer group the feedback link joins when the feedbackSurvey flag is on. */
export const FOOTER_FEEDBACK_GROUP = 'Get in touch';
export const FOOTER_FEEDBACK_LABEL = 'Feedback';

/** The footer's groups (000 §2 "Footer": About, Work with us, Get in touch, Download, How it works). */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'About',
    links: [
      { label: `About ${BRAND_NAME}`, href: `${SITE_URL}/about`, external: true },
      { label: 'Press', href: `${SITE_URL}/press`, external: true },
      { label: SHELL_LABEL.BLOG, href: BLOG_URL, external: true },
    ],
  },
  {
    title: 'Work with us',
    links: [
      { label: 'Careers', href: `${SITE_URL}/careers`, external: true },
      { label: 'Brand partners', href: `${SITE_URL}/brands`, external: true },
      { label: 'Retail partners', href: `${SITE_URL}/retailers`, external: true },
    ],
  },
  {
    title: FOOTER_FEEDBACK_GROUP,
    links: [
      { label: SHELL_LABEL.HELP_CENTER, href: HELP_CENTER_URL, external: true },
      { label: 'Contact us', href: `${HELP_CENTER_URL}/contact`, external: true },
    ],
  },
  {
    title: 'Download',
    links: [
      { label: 'Get the app', href: '/get-the-app' },
      { label: 'Browser extension', href: '/browser-extension' },
    ],
  },
  {
    title: SHELL_LABEL.HOW_IT_WORKS,
    links: [
      { label: HOW_IT_WORKS_LINKS.IN_STORE.label, href: HOW_IT_WORKS_LINKS.IN_STORE.href, external: true },
      { label: HOW_IT_WORKS_LINKS.ONLINE.label, href: HOW_IT_WORKS_LINKS.ONLINE.href, external: true },
    ],
  },
];

/** The legal links (000 §2). In-app paths here must match the route table (checked by a node test). */
export const FOOTER_LEGAL_LINKS: readonly ShellLink[] = [
  { label: 'Terms', href: '/docs/terms' },
  { label: 'Accessibility', href: `${SITE_URL}/accessibility`, external: true },
  { label: 'Privacy', href: '/docs/privacy' },
  /** "Do not sell" is the account-panel privacy (000 §2). */
  { label: 'Do not sell or share my personal information', href: '/account/privacy' },
  { label: 'Personal info management', href: `${SITE_URL}/privacy/personal-information`, external: true },
  { label: 'Limit the use of my sensitive personal information', href: '/account/privacy' },
  {
    label: 'Washington consumer health policy',
    href: `${SITE_URL}/privacy/washington-consumer-health-data`,
    external: true,
  },
];

/** Social links (000 §2): TikTok, Instagram, Facebook, YouTube, Pinterest, blog. */
export const SOCIAL_LINKS: readonly ShellLink[] = [
  { label: 'TikTok', href: 'https://www.tiktok.com/@clipback', external: true },
  { label: 'Instagram', href: 'https://www.instagram.com/clipback', external: true },
  { label: 'Facebook', href: 'https://www.facebook.com/clipback', external: true },
  { label: 'YouTube', href: 'https://www.youtube.com/@clipback', external: true },
  { label: 'Pinterest', href: 'https://www.pinterest.com/clipback', external: true },
  { label: SHELL_LABEL.BLOG, href: BLOG_URL, external: true },
];

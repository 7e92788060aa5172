import { ACCOUNT_PANEL } from '../../../domain/constants/navigation';
import { camelCaseToTitle } from '../../../domain/navigation/withdrawBreadcrumbs';
import { OPT_BACK_IN_CONFIRMATION } from '../../../domain/privacy/optBackIn';

/** The account page's copy (001 §2 "Account settings"): tab names the documents'; the rest ours. */
export const ACCOUNT_COPY = {
  TITLE: 'Your account',
  TABS_LABEL: 'Account settings',
  LOADING: 'Loading your account…',
} as const;

/** The four tabs in the documents' order (001 §2), then Favorites (issue 18; ours). */
export const ACCOUNT_TABS = [
  { panel: ACCOUNT_PANEL.PROFILE, label: 'Profile' },
  { panel: ACCOUNT_PANEL.NOTIFICATIONS, label: 'Notifications' },
  { panel: ACCOUNT_PANEL.PRIVACY, label: 'Privacy' },
  { panel: ACCOUNT_PANEL.EARNINGS, label: 'My earnings' },
  { panel: ACCOUNT_PANEL.FAVORITES, label: 'Favorites' },
] as const;

/** The Favorites tab (ours: the documents name the favourites, not this view's wording). */
export const FAVORITES_COPY = {
  HEADING: 'Favorites',
  INTRO: 'Your favorite retailers come first in the retailers gallery.',
  RETAILERS_HEADING: 'Favorite retailers',
  LOADING: 'Loading your favorites…',
  EMPTY: "You haven't picked any favorite retailers yet. Tap the heart on a retailer to add it here.",
  BROWSE_RETAILERS: 'Browse retailers',
  TRY_AGAIN: 'Try again',
} as const;

export const PROFILE_COPY = {
  HEADING: 'Profile',
  EDIT: 'Edit',
  SAVE: 'Save',
  CANCEL: 'Cancel',
  SAVED: 'Your profile is saved.',
  LABEL: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    birthDate: 'Birth date',
    zip: 'Zip code',
  },
  NOT_SET: 'Not set',
  PROMPT_TITLE: 'Confirm your password',
  PROMPT_TEXT: 'Enter your password to save these changes.',
  PASSWORD: 'Password',
  CONFIRM: 'Save changes',
  SAVING: 'Saving…',
} as const;

export const NOTIFICATIONS_COPY = {
  HEADING: 'Notifications',
  INTRO: 'Choose the e-mails we send you.',
  SAVING: 'Saving…',
  EMPTY: 'There are no notification settings for your account.',
} as const;

/** Ours: the privacy categories (000 §3: Advertising, Analytics, Functional, SaleOfInfo) as a shopper reads them. */
const PRIVACY_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  Advertising: 'Advertising',
  Analytics: 'Analytics',
  Functional: 'Functional',
  SaleOfInfo: 'Selling or sharing your information',
};

export const PRIVACY_COPY = {
  HEADING: 'Privacy',
  INTRO: 'Choose how your personal information is used.',
  GPC_NOTE: "Your browser sends a Global Privacy Control signal, so these settings stay on.",
  ON: 'On',
  OFF: 'Off',
  TURN_ON: 'Turn on',
  TURN_OFF: 'Turn off',
  OPT_BACK_IN_TITLE: 'Opt back in',
  optBackInInstruction: (settingName: string) => `To turn off "${settingName}", type ${OPT_BACK_IN_CONFIRMATION}.`,
  OPT_BACK_IN_LABEL: 'Confirmation',
  OPT_BACK_IN_CONFIRM: 'Opt back in',
  CANCEL: 'Cancel',
  CATEGORY: 'Category',
  /** A privacy category's name for shoppers (the documents give only the codes: Advertising, Analytics, Functional, SaleOfInfo). */
  categoryName: (category: string) => PRIVACY_CATEGORY_NAMES[category] ?? camelCaseToTitle(category),
  DATA_HEADING: 'Your personal data',
  DATA_INTRO: 'Get a copy of the personal information we hold about you. The file can be downloaded for 7 days once it is ready.',
  REQUEST: 'Request my data',
  REQUEST_AGAIN: 'Request a new file',
  PREPARING: 'We are preparing your file…',
  readyUntil: (date: string) => `Your file is ready. You can download it until ${date}.`,
  EXPIRED: 'Your last file is no longer available. Request a new one.',
  RATE_LIMITED: 'You have asked for your data several times today. Please try again tomorrow.',
  DOWNLOAD: 'Download my data',
} as const;

export const EARNINGS_COPY = {
  HEADING: 'My earnings',
  BALANCE: 'Balance',
  LIFETIME: 'Lifetime earnings',
  MINIMUM: 'Minimum withdrawal',
  WITHDRAW: 'Withdraw earnings',
  belowMinimum: (minimum: string) => `You can withdraw once your balance reaches ${minimum}.`,
  HISTORY: 'Transaction history',
  HISTORY_LOADING: 'Loading your transactions…',
  // Ours: 001 §2 names the empty state and its Browse offers action, not its wording
  EMPTY_HEADING: 'No transactions yet',
  EMPTY_TEXT: 'Cash back, bonuses and referral rewards show up here once you earn them.',
  BROWSE_OFFERS: 'Browse offers',
  SHOW_MORE: 'Show more',
  LOADING_MORE: 'Loading more…',
  MORE_FAILED: "We couldn't load more transactions. Try again?",
  /** Screen readers: where the amount and status of a row are. */
  AMOUNT: 'Amount',
  STATUS: 'Status',
} as const;

/**
 * The account area's messages (001): forms, bank and withdrawal, settings, bonuses and earnings; the shell's, the
 * browsing pages' and those of what they show (favourites, the seasonal banner, a link refused) are MESSAGES
 * (messages.ts), which ships with the startup code.
 * The wording is the documents' unless a comment says it is ours.
 */
export const ACCOUNT_MESSAGES = {
  // Ours: the documents do not word these
  REQUIRED_FIELD: 'This field is required.',
  FIELD_INVALID: 'This value is not valid.',
  FUNDING_TYPE_UNSUPPORTED: 'Only checking and savings accounts can be linked.',

  // Registration and profile validation (001 §5)
  EMAIL_REQUIRED: 'Whoops, you need an email to continue.',
  EMAIL_INVALID: "Hm, that email doesn't look right",
  EMAIL_IN_USE: "Sorry, someone's already using this email.",
  EMAIL_TAKEN: "Oops, we couldn't register your email. Please try signing in or resetting your password.",
  /** Registration without the identity's e-mail (001 §8 emailMissing): the shopper cannot type it in the form. */
  EMAIL_MISSING: 'Sorry, there was a problem saving your email. Please try again.',
  ZIP_UNRECOGNISED: "Hm, we don't recognize that zip code.",
  REFERRAL_CODE_NOT_FOUND: "Hm, we couldn't find that referral code.",
  // Ours (issue 29): a well-formed code that is not the one sent says so, and what to do next.
  VERIFICATION_CODE_WRONG: "That code isn't right. Check the 7-digit code we texted you, or send a new one.",
  PASSWORD_REQUIRED: 'Please enter your password.',
  PASSWORD_INCORRECT: 'Incorrect password.',

  // Payments (exact wording of the withdrawal errors is not shown: ours)
  PAYMENTS_EMPTY_RESPONSE: 'Response data is empty!',
  PAYMENTS_REQUEST_FAILED: 'Failed request to the payments service!',
  WITHDRAWAL_UNAVAILABLE: "Withdrawals aren't available on your account right now. Please contact support.",
  WITHDRAWAL_CANNOT_PROCESS: "We couldn't process your withdrawal. Please try again later.",
  ADD_ACCOUNT_UNAVAILABLE: "Adding a bank account isn't available right now. Please try again later.",
  ONE_ACCOUNT_PER_TYPE: 'You can link one checking and one savings account.',
  /** The cashoutAgeThreshold (001 §9) has not passed since the first purchase, or there is none yet (ours). */
  cashoutTooSoon: (days: number) => `You can withdraw your earnings ${days} ${days === 1 ? 'day' : 'days'} after your first purchase.`,
  PENDING_WITHDRAWAL_BLOCKS_REMOVAL: "This account has a withdrawal in progress, so it can't be removed yet.",

  // Phone, email, settings
  PHONE_TAKEN: 'This phone number is linked to another account. Please contact customer care.',
  SETTINGS_LOAD_FAILED: 'Unable to retrieve account settings, please refresh and try again.',
  EMAIL_CONFIRMATION_SEND_FAILED: 'Error sending email confirmation.',
  // Ours: 001 §8 names these toasts without wording them
  PHONE_CODE_SEND_FAILED: "We couldn't send the code. Try again?",
  PHONE_CODE_VERIFY_FAILED: "We couldn't check the code. Try again?",
  EMAIL_CONFIRMATION_FAILED: "We couldn't confirm your email. Try again?",

  // Bonuses
  BONUSES_FETCH_FAILED: 'Something went wrong while fetching bonuses',

  // Earnings (001 §8). Ours: a transaction details page whose item the customer does not have
  EARNINGS_ITEM_NOT_FOUND: "Sorry, we couldn't find that transaction.",
} as const;

/** What the e-mail confirmation link's page says (001 §4 "Email confirmation"). */
export const CONFIRM_EMAIL_COPY = {
  TITLE: 'Confirm your email',
  WORKING: 'Confirming your email…',
  CONFIRMED_TITLE: 'Your email is confirmed',
  CONFIRMED: 'Thanks! Your email address is confirmed.',
  CONTINUE_CHECKUP: 'Continue your security checkup',
  SIGN_IN: 'Sign in',
  SEND_NEW: 'Send me a new link',
  SENDING: 'Sending…',
  sentNew: (email: string) => `We sent a new link to ${email}.`,
  SIGN_IN_FOR_NEW: 'Sign in to get a new link',
  RETRY: 'Try again',
} as const;

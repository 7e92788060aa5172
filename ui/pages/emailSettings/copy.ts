/** The e-mail settings page's copy (001 §7 e-mail settings with token); wording ours. */
export const EMAIL_SETTINGS_COPY = {
  TITLE: 'Email settings',
  INTRO: 'Choose the e-mails we send you. Changes are saved as you make them.',
  LOADING: 'Loading your email settings…',
  SIGN_IN_NOTE: 'Your other settings are in your account.',
  ACCOUNT_LINK: 'Go to your account',
} as const;

/** What the unlock link's page says (001 §4 "Account lock"). */
export const UNLOCK_ACCOUNT_COPY = {
  TITLE: 'Unlock your account',
  WORKING: 'Unlocking your account…',
  UNLOCKED_TITLE: 'Your account is unlocked',
  UNLOCKED: 'You can sign in again. If you forgot your password, choose "Forgot password?" when you sign in.',
  SIGN_IN: 'Sign in',
  EXPIRED_HINT: 'A locked account also unlocks by itself after a while. You can sign in to try again, or reset your password.',
  RETRY: 'Try again',
} as const;

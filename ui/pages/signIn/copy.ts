/** The sign-in page shown on the way to the identity provider (ours). */
export const SIGN_IN_COPY = {
  TITLE: 'Signing you in',
  STATUS: 'Taking you to the secure sign-in page…',
  CONTINUE: 'Continue to log in',
} as const;

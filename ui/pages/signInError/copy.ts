/**
 * The provider error landing's copy (ours: 000 §2 names the page only). The provider's own description is not
 * shown: it arrives in the URL, so anyone could write it.
 */
export const SIGN_IN_ERROR_COPY = {
  TITLE: "We couldn't sign you in",
  /** By the provider's error code (OAuth 2.0 / OpenID Connect error values). */
  REASONS: {
    access_denied: 'Signing in was cancelled or not allowed.',
    login_required: 'Your sign-in session has ended.',
    temporarily_unavailable: 'The sign-in service is busy right now.',
  } as Readonly<Record<string, string>>,
  UNKNOWN_REASON: 'Something went wrong on the sign-in page.',
  NEXT: 'Please try again. If it keeps happening, contact our support team.',
  TRY_AGAIN: 'Try signing in again',
  HOME: 'Back to home',
} as const;

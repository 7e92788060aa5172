// The rule for a new password (sign-up and password reset): its length bounds, and not easy to guess.
// Wording and numbers are ours: the documents give none. How guessable a password is comes from an
// estimator passed in: a good one needs dictionaries of common passwords, words and names (megabytes), which
// stay on the server that checks passwords, off the app's bundle.

export const NEW_PASSWORD_LIMITS = {
  MIN_LENGTH: 8,
  /** Nobody needs a longer password, and the form body stays small. */
  MAX_LENGTH: 256,
  /**
   * The lowest acceptable guessability score, on zxcvbn's scale: 0 too guessable (a common password,
   * a repeated character) … 2 somewhat guessable … 3 safely unguessable (about 10^10 guesses) … 4 very.
   */
  MIN_SCORE: 3,
} as const;

export const NEW_PASSWORD_MESSAGES = {
  PASSWORD_REQUIRED: 'Enter your password.',
  PASSWORD_TOO_SHORT: `Use at least ${NEW_PASSWORD_LIMITS.MIN_LENGTH} characters for your password.`,
  PASSWORD_TOO_LONG: `Use at most ${NEW_PASSWORD_LIMITS.MAX_LENGTH} characters for your password.`,
  PASSWORD_TOO_GUESSABLE:
    'This password is too easy to guess. Avoid common passwords, your email address and repeated characters: a few unrelated words work well.',
  PASSWORD_MISMATCH: "The passwords don't match.",
} as const;

/**
 * Scores how hard a password is to guess (zxcvbn's 0–4), given words that are the account's own (its email
 * address and its parts): a password made of them is as easy to guess as a common one.
 */
export type PasswordGuessability = (password: string, accountWords: readonly string[]) => number;

/** The email address, its local part (as is and run together) and the words in both: what a password must not be made of. */
export function accountWordsOf(email: string): string[] {
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  const words = [address, local, local.replace(/[^a-z0-9]+/g, ''), ...address.split(/[^a-z0-9]+/)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** The problem with a new password, or null when it may be used. Passwords are taken as typed. */
export function newPasswordProblem(
  password: string,
  { email, guessability }: { email: string; guessability: PasswordGuessability },
): string | null {
  if (password.length === 0) return NEW_PASSWORD_MESSAGES.PASSWORD_REQUIRED;
  if (password.length < NEW_PASSWORD_LIMITS.MIN_LENGTH) return NEW_PASSWORD_MESSAGES.PASSWORD_TOO_SHORT;
  if (password.length > NEW_PASSWORD_LIMITS.MAX_LENGTH) return NEW_PASSWORD_MESSAGES.PASSWORD_TOO_LONG;
  if (guessability(password, accountWordsOf(email)) < NEW_PASSWORD_LIMITS.MIN_SCORE) {
    return NEW_PASSWORD_MESSAGES.PASSWORD_TOO_GUESSABLE;
  }
  return null;
}

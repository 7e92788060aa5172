/** The help-centre login's error page (ours: 001 §8 names the page, not its words). */
export const HELPDESK_ERROR_COPY = {
  TITLE: "We couldn't open the help center",
  BODY: "Something went wrong while signing you in to our help center. It's usually temporary: try again in a moment.",
  TRY_AGAIN: 'Try again',
  OPENING: 'Opening the help center…',
  STILL_STUCK: 'Still stuck? Our customer care team can help.',
} as const;

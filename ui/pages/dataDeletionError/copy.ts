/** The data-request error page's copy (001 §2: its wording is not shown; ours). */
export const DATA_REQUEST_ERROR_COPY = {
  TITLE: "We couldn't complete your data request",
  TEXT: 'Something went wrong while handling your personal data request. Please try again from your privacy settings.',
  BACK: 'Back to privacy settings',
} as const;

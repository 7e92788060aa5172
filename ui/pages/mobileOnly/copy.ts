/** The mobile-only page's body; its heading is the domain's mobileOnlyMessage. Ours. */
export const MOBILE_ONLY_COPY = {
  BODY: 'Download the app to keep shopping and earning cash back.',
} as const;

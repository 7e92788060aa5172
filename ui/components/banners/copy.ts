/** The banners' section (ours). */
export const BANNER_COPY = {
  PROMOTIONS: 'Promotions',
} as const;

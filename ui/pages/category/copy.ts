/** A category page (ours). */
export const CATEGORY_COPY = {
  RETAILERS: 'Retailers',
  EMPTY: 'This category has no retailers right now.',
} as const;

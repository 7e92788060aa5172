/** A retailer group page (ours). */
export const RETAILER_GROUP_COPY = {
  EMPTY: 'None of these retailers are available right now.',
} as const;

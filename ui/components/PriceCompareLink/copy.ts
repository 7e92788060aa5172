/** The way to price compare (ours: 000 §2 names the route only). */
export const PRICE_COMPARE_LINK_COPY = {
  /** The footer's entry, and the link's text without a query. */
  LABEL: 'Compare prices',
  forQuery: (query: string) => `Compare prices for “${query}”`,
} as const;

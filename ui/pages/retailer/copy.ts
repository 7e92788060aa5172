/** A retailer page (ours). */
export const RETAILER_PAGE_COPY = {
  ABOUT: (retailerName: string) => `About ${retailerName}`,
  WHEN_CASH_BACK_SHOWS: 'When your cash back shows up',
  RECENTLY_VIEWED: 'Recently viewed',
  LOAD_FAILED: "We couldn't load this retailer. Please refresh the page.",
} as const;

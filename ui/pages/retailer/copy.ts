/** A retailer page (ours). */
export const RETAILER_PAGE_COPY = {
  ABOUT: (retailerName: string) => `About ${retailerName}`,
  WHEN_CASH_BACK_SHOWS: 'When your cash back shows up',
  RECENTLY_VIEWED: 'Recently viewed',
  /** Beside the link's state: to the account area's linked accounts, where it is unlinked. */
  MANAGE_LINK: 'Manage',
  /** Starts with the visible text (label in name), and says what is managed. */
  MANAGE_LINK_LABEL: 'Manage linked accounts',
  LOAD_FAILED: "We couldn't load this retailer. Please refresh the page.",
} as const;

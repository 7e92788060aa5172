/** The search events of 000 §7 ('search results' is the results page's). */
export const SEARCH_TRACKING_EVENT = {
  SEARCH: 'search',
} as const;

/** Property names of the 'search' event (ours): the term as searched, and the retailer when the pill is on. */
export const SEARCH_TRACKING_PROPERTY = { TERM: 'term', RETAILER_ID: 'retailerId' } as const;

import { BRAND_NAME } from '../../../domain/constants/app';

/** The extension promo header (000 §2): copy ours. */
export const EXTENSION_PROMO = {
  /** The promo's region, as assistive technology names it. */
  LABEL: 'Browser extension',
  TEXT: `Earn cash back automatically while you shop online with the ${BRAND_NAME} browser extension.`,
  LINK: 'Get the extension',
  DISMISS: 'Dismiss the extension promotion',
} as const;

/** The search bar's type-ahead dropdown (000 §2): the documents name the lists, the words are ours. */
export const TYPE_AHEAD_COPY = {
  RECENT_RETAILERS: 'Recently viewed',
  RECENT_SEARCHES: 'Recent searches',
  POPULAR: 'Popular searches',
  popularAt: (retailerName: string) => `Popular at ${retailerName}`,
  /** Beside a suggestion that is a retailer's name: picking it opens the retailer's page. */
  RETAILER_TAG: 'Retailer',
  suggestionCount: (count: number) => `${count} suggestion${count === 1 ? '' : 's'} available`,
  /** The typed text matched nothing (ours: the documents show an empty list); Enter still searches it. */
  noMatches: (text: string) => `No matches for “${text}”`,
  noMatchesStatus: (text: string) => `No matches for “${text}”. Press Enter to search for it anyway.`,
} as const;

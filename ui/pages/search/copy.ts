/** The search results page (wording ours; "Did you mean" and "Search results" follow 000 §2, §4). */
import { formatCount } from '../../../domain/formatting/numbers';

export const SEARCH_PAGE_COPY = {
  HEADING: 'Search results',
  documentTitle: (term: string) => `Search results for “${term}”`,
  resultsFor: (term: string) => `Results for “${term}”`,
  /** The retailer-specific search (the header's retailer pill). */
  resultsIn: (retailerName: string | null) => (retailerName ? `Results in ${retailerName}` : 'Results in one retailer'),
  SEARCH_EVERYWHERE: 'Search all retailers instead',
  DID_YOU_MEAN: 'Did you mean',
  SEARCH_INSTEAD_FOR: 'Search instead for',
  RETAILERS: 'Retailers',
  OFFERS: 'Offers',
  BONUSES: 'Bonuses',
  offerCount: (count: number) => (count === 1 ? '1 offer' : `${formatCount(count)} offers`),
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  LOADING: 'Searching…',
  ERROR: "We couldn't load your search results. Please try again.",
  emptyTitle: (term: string) => `No results for “${term}”`,
  EMPTY_INTRO: 'Try one of these:',
  EMPTY_TIPS: ['Check the spelling of each word', 'Use fewer or more general words', "Search for a retailer's name"],
  BROWSE_CATEGORIES: 'Browse retailers by category',
  PROMPT_TITLE: 'What are you looking for?',
  PROMPT: 'Type a retailer, a product or a brand in the search bar at the top of the page.',
  /** A later page whose offers ran out (a stale or hand-made link). */
  NO_OFFERS_ON_PAGE: 'There are no more offers on this page.',
  FIRST_PAGE: 'Go to the first page',
} as const;

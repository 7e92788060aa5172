// Catalogue rules the documents leave to the server (ours), next to the documents' own limits
// (domain LIMITS). Times are milliseconds.
import { LIMITS } from '../../../../domain/constants/limits';
import { DAY_MS, HOUR_MS } from '../../../../domain/constants/timing';

/** Largest id a catalogue column (PostgreSQL integer) can hold: larger ids are unknown, never an error. */
export const MAX_CATALOGUE_ID = 2_147_483_647;

/** Offer.expiringSoon and Bonus.discoverability.expiresSoon: the expiration is less than 3 days away (ours). */
export const EXPIRING_SOON_MS = 3 * DAY_MS;

/** discoverability.discoverableEndsSoon: discovery ends less than a day from now (ours). */
export const DISCOVERY_ENDS_SOON_MS = DAY_MS;

/** recentlyUnavailableBonuses: bonuses that expired (or stopped being discoverable) within 30 days (ours). */
export const RECENTLY_UNAVAILABLE_BONUS_MS = 30 * DAY_MS;

/** Most offers one `offers` query answers, whatever limit it asks for (ours). */
export const MAX_OFFERS_LIMIT = 500;

/** Most retailers homeRecommendedRetailers answers (ours). */
export const MAX_RECOMMENDED_RETAILERS = 100;

/** Per-list limit of a content search: retailers, offers and bonuses (000 §9 "search limit 50"). */
export const SEARCH_RESULTS_LIMIT = LIMITS.DEFAULT_OFFERS_LIMIT;

/** Most pages of offers a content search serves (the contract's `page` maximum): bounds its count. */
export const SEARCH_MAX_PAGES = LIMITS.SEARCH_MAX_PAGES;

/** How long the spelling vocabulary (words of catalogue names) is reused before it is read again (ours). */
export const SPELLING_VOCABULARY_TTL_MS = HOUR_MS;

/**
 * How long the in-process retailer offer counts are reused at most (ours; offerCounts.ts): they follow time
 * exactly, and this bounds how long a catalogue change made behind the sandbox's back goes unseen.
 */
export const OFFER_COUNTS_TTL_MS = 30_000;

// Search, type-ahead and popular terms (000 §3, §5, §7). Names are matched through the schema's indexes:
// lower(name) text_pattern_ops for "starts with" (retailers_name_prefix_idx, offers_name_prefix_idx) and the
// 'simple' tsvector GIN indexes for "a word starts with" (…_name_words_idx); every query has a LIMIT.
import { dropUnsupportedFundedBonuses } from '../../../../domain/bonuses/fundedBonuses';
import { LIMITS } from '../../../../domain/constants/limits';
import { hasNoResults } from '../../../../domain/search/SearchRecord';
import { normalizeSearchQuery } from '../../../../domain/search/searchQuery';
import { searchBonusRows } from './bonuses';
import { SEARCH_MAX_PAGES, SEARCH_RESULTS_LIMIT } from './constants';
import { cleanText, escapeLike, escapeRegExp, parseCatalogueId, prefixTsQuery, searchWords } from './input';
import { fullOffers, offerColumns } from './offers';
import { fullRetailers, listable, retailerColumns } from './retailers';
import type { OfferRow, RetailerRow } from './rows';
import type { CatalogueSession } from './session';
import type {
  PopularSearchTermsShape,
  SearchRecordShape,
  SearchResultsShape,
  TypeAheadSuggestionShape,
} from './shapes';
import { correctSpelling } from './spelling';
import { listableOfferSql, listableRetailerSql } from './sql';

export interface SearchRequest {
  term: string;
  /** Restricts the search to one retailer (retailer-gallery mode). */
  retailerId?: number | null;
  /** false searches the term as typed. Default true. */
  correctSpelling?: boolean;
  /** Most offers on the page (1 to SEARCH_RESULTS_LIMIT). Default SEARCH_RESULTS_LIMIT. */
  limit?: number;
  /** The 1-based page of offers; retailers and bonuses come with page 1 only. Default 1. */
  page?: number;
}

/** Which offers one search answers: `limit` of them after skipping `offset`. */
export interface OfferPage {
  limit: number;
  offset: number;
}

const FIRST_PAGE: OfferPage = { limit: SEARCH_RESULTS_LIMIT, offset: 0 };

const NO_RESULTS = (): SearchResultsShape => ({ misspelling: null, retailerNodes: [], offers: [], bonuses: [], totalOffers: 0 });


/** Retailers, offers and bonuses whose names have every word of the term as a word prefix. */
export async function searchResults(
  session: CatalogueSession,
  term: string,
  retailerId: number | null,
  page: OfferPage = FIRST_PAGE,
): Promise<SearchResultsShape> {
  const query = prefixTsQuery(searchWords(term));
  if (!query) return NO_RESULTS();
  const [excluded, hidden] = await Promise.all([session.webExcludedRetailerIds(), session.hiddenOfferIds()]);
  const startsWith = escapeLike(term);
  const [retailerRows, offerRows, bonusRows, [counted]] = await Promise.all([
    session.db.query<RetailerRow>(
      `SELECT ${retailerColumns('r')} FROM retailers r
        WHERE to_tsvector('simple', r.name) @@ to_tsquery('simple', $1) AND ${listableRetailerSql('r', '$2')}
          AND ($3::int IS NULL OR r.id = $3::int)
        ORDER BY (lower(r.name) LIKE lower($4::text) || '%' ESCAPE '\\') DESC, r.catalogue_position, r.id LIMIT $5`,
      [query, excluded, retailerId, startsWith, SEARCH_RESULTS_LIMIT],
    ),
    // The best matches are picked from narrow rows (id and sort keys) and only those are read whole: a
    // common word matches thousands of offers, and carrying each one's full row through the sort cost about
    // a quarter of the query.
    session.db.query<OfferRow>(
      `SELECT ${offerColumns('o')}
         FROM (SELECT o.id, (lower(o.name) LIKE lower($6::text) || '%' ESCAPE '\\') AS starts_with_term, o.popularity_score
                 FROM offers o
                WHERE to_tsvector('simple', o.name) @@ to_tsquery('simple', $1) AND ${listableOfferSql('o', '$2', '$3', '$4')}
                  AND ($5::int IS NULL OR o.id IN (SELECT x.offer_id FROM offer_retailers x WHERE x.retailer_id = $5::int))
                ORDER BY starts_with_term DESC, o.popularity_score DESC, o.id LIMIT $7 OFFSET $8) best
         JOIN offers o ON o.id = best.id
        ORDER BY best.starts_with_term DESC, best.popularity_score DESC, best.id`,
      [query, session.now, session.customerId, hidden, retailerId, startsWith, page.limit, page.offset],
    ),
    searchBonusRows(session.db, query, retailerId, session.now, SEARCH_RESULTS_LIMIT),
    // The pages' count, bounded like every query here: at most the offers the last page could show.
    session.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM offers o
        WHERE to_tsvector('simple', o.name) @@ to_tsquery('simple', $1) AND ${listableOfferSql('o', '$2', '$3', '$4')}
          AND ($5::int IS NULL OR o.id IN (SELECT x.offer_id FROM offer_retailers x WHERE x.retailer_id = $5::int))
        LIMIT $6) matching`,
      [query, session.now, session.customerId, hidden, retailerId, SEARCH_MAX_PAGES * page.limit],
    ),
  ]);
  const bonuses = dropUnsupportedFundedBonuses(
    bonusRows.map((row) => ({ id: row.id, name: row.name, internalType: row.internal_type, offers: row.offers })),
    bonusRows.flatMap((row) => row.offers),
  );
  const [retailerNodes, offers] = await Promise.all([fullRetailers(session, listable(retailerRows, excluded)), fullOffers(session, offerRows)]);
  return { misspelling: null, retailerNodes, offers, bonuses: bonuses.map(({ id, name }) => ({ id, name })), totalOffers: counted?.total ?? 0 };
}

/** A later page carries its offers only: the results page shows retailers and bonuses with page 1. */
function onlyOffersAfterFirstPage(results: SearchResultsShape, pageNumber: number): SearchResultsShape {
  return pageNumber > 1 ? { ...results, retailerNodes: [], bonuses: [] } : results;
}

/**
 * contentServer/search: the search record for a term (trimmed, at most 255 characters). A term without
 * hits is corrected (unless correctSpelling is false) and, when the correction finds something, the record
 * carries the corrected term's results with `misspelling` set to it.
 */
export async function contentSearch(session: CatalogueSession, request: SearchRequest): Promise<SearchRecordShape> {
  const term = normalizeSearchQuery(cleanText(request.term));
  const timeSearched = session.now.getTime();
  const asked = request.retailerId ?? null;
  const retailerId = asked === null ? null : parseCatalogueId(asked);
  if (asked !== null && retailerId === null) return { term, results: NO_RESULTS(), timeSearched };
  const pageNumber = request.page ?? 1;
  const limit = request.limit ?? SEARCH_RESULTS_LIMIT;
  const offers: OfferPage = { limit, offset: (pageNumber - 1) * limit };
  let results = await searchResults(session, term, retailerId, offers);
  // totalOffers counts every match on any page, so a later page decides on the spelling as page 1 did.
  if (hasNoResults(results) && request.correctSpelling !== false && searchWords(term).length > 0) {
    const corrected = await correctSpelling(session.db, term);
    if (corrected !== null && corrected !== term) {
      const correctedResults = await searchResults(session, corrected, retailerId, offers);
      if (!hasNoResults(correctedResults)) results = { ...correctedResults, misspelling: corrected };
    }
  }
  return { term, results: onlyOffersAfterFirstPage(results, pageNumber), timeSearched };
}

/**
 * Where a suggestion matches the prefix, case-insensitively: the whole prefix at a word start when it
 * appears there, else each of its words.
 */
export function suggestionHighlights(text: string, prefix: string): TypeAheadSuggestionShape['highlights'] {
  const atWordStart = (part: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(part)}`, 'iu').exec(text);
  const whole = atWordStart(prefix);
  if (whole && whole[0].length > 0) return [{ offset: whole.index, length: whole[0].length }];
  const ranges: { offset: number; length: number }[] = [];
  for (const word of new Set(prefix.match(/[\p{L}\p{N}]+/gu) ?? [])) {
    const match = atWordStart(word);
    if (match && match[0].length > 0) ranges.push({ offset: match.index, length: match[0].length });
  }
  ranges.sort((a, b) => a.offset - b.offset);
  const merged: { offset: number; length: number }[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.offset <= last.offset + last.length) {
      last.length = Math.max(last.length, range.offset + range.length - last.offset);
    } else merged.push({ ...range });
  }
  return merged;
}

/**
 * contentServer/typeAheadSuggestion: up to `limit` (default 8) distinct suggestions for a prefix, in this
 * order: retailer names starting with it (with the retailer's id), popular terms starting with it, retailer names with a word
 * starting with it, then (only while suggestions are missing) offer names starting with it and offer names
 * with a word starting with it. Only retailers and offers lists may show.
 */
export async function typeAheadSuggestions(
  session: CatalogueSession,
  rawPrefix: string,
  limit: number = LIMITS.TYPE_AHEAD_LIMIT,
): Promise<TypeAheadSuggestionShape[]> {
  const prefix = normalizeSearchQuery(cleanText(rawPrefix));
  if (!prefix || limit < 1) return [];
  const query = prefixTsQuery(searchWords(prefix));
  const found: Found[] = [];
  const seen = new Set<string>();
  const add = (text: string, retailerId: number | null = null) => {
    const key = text.toLowerCase();
    if (found.length < limit && !seen.has(key)) {
      seen.add(key);
      found.push({ text, retailerId });
    }
  };
  const missing = () => limit - found.length;

  const excluded = await session.webExcludedRetailerIds();
  const startsWith = escapeLike(prefix);
  const names = await session.db.query<{ text: string; retailer_id: number | null }>(
    `(SELECT r.name AS text, r.id AS retailer_id FROM retailers r
       WHERE lower(r.name) LIKE lower($1::text) || '%' ESCAPE '\\' AND ${listableRetailerSql('r', '$3')}
       ORDER BY lower(r.name) USING ~<~, r.id LIMIT $4)
     UNION ALL
     (SELECT p.term, NULL::int FROM popular_search_terms p
       WHERE p.retailer_id IS NULL AND lower(p.term) LIKE lower($1::text) || '%' ESCAPE '\\'
       ORDER BY p.rank, p.id LIMIT $4)
     UNION ALL
     (SELECT r.name, r.id FROM retailers r
       WHERE to_tsvector('simple', r.name) @@ to_tsquery('simple', $2::text) AND ${listableRetailerSql('r', '$3')}
       ORDER BY r.catalogue_position, r.id LIMIT $4)`,
    [startsWith, query, excluded, limit],
  );
  names.forEach((row) => add(row.text, row.retailer_id));
  if (missing() === 0) return withHighlights(found, prefix);

  const hidden = await session.hiddenOfferIds();
  // Distinct names in name order: walking offers_name_prefix_idx in its own order (USING ~<~, the
  // text_pattern_ops ordering) stops after a few rows, where a bitmap scan of every match and a sort would
  // visit one heap page per match (offers lie in catalogue order on disk).
  const offerNames = await session.db.query<{ name: string }>(
    `SELECT DISTINCT ON (lower(o.name)) o.name FROM offers o
      WHERE lower(o.name) ~>=~ lower($1::text) AND lower(o.name) ~<~ (lower($1::text) || chr(1114111))
        AND ${listableOfferSql('o', '$2', '$3', '$4')}
      ORDER BY lower(o.name) USING ~<~ LIMIT $5`,
    [prefix, session.now, session.customerId, hidden, missing() + seen.size],
  );
  offerNames.forEach((row) => add(row.name));
  if (missing() === 0 || !query) return withHighlights(found, prefix);

  const wordMatches = await session.db.query<{ name: string }>(
    `SELECT o.name FROM offers o
      WHERE to_tsvector('simple', o.name) @@ to_tsquery('simple', $1::text) AND ${listableOfferSql('o', '$2', '$3', '$4')}
      LIMIT $5`,
    [query, session.now, session.customerId, hidden, missing() * 4 + seen.size],
  );
  wordMatches.forEach((row) => add(row.name));
  return withHighlights(found, prefix);
}

/** A suggestion's text, and the retailer it names when it is a retailer's name. */
interface Found {
  text: string;
  retailerId: number | null;
}

/** Retailer names carry the retailer's id: picking one goes to that retailer's page. */
function withHighlights(found: readonly Found[], prefix: string): TypeAheadSuggestionShape[] {
  return found.map(({ text, retailerId }) => ({
    text,
    highlights: suggestionHighlights(text, prefix),
    ...(retailerId === null ? {} : { retailerId }),
  }));
}

/** Popular search terms: site-wide, and the retailer's when one is given (else none). */
export async function popularSearchTerms(session: CatalogueSession, retailerId: number | null): Promise<PopularSearchTermsShape> {
  const rows = await session.db.query<{ term: string; retailer_id: number | null }>(
    `SELECT term, retailer_id FROM popular_search_terms
      WHERE retailer_id IS NULL OR retailer_id = $1::int ORDER BY rank, id`,
    [retailerId],
  );
  return {
    globalSearches: rows.filter((row) => row.retailer_id === null).map((row) => row.term),
    retailerSpecificSearches: retailerId === null ? [] : rows.filter((row) => row.retailer_id === retailerId).map((row) => row.term),
  };
}

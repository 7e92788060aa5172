import { expect } from 'chai';
import { highlightSegments } from '../../../../domain/search/highlightSegments';
import { parseRecentSearches, RECENT_SEARCHES_KEPT, recentSearchesToShow, withRecentSearch } from '../../../../domain/search/recentSearches';
import { canReuseCachedSearch, SEARCH_CACHE_MS } from '../../../../domain/search/searchCache';
import { searchContext } from '../../../../domain/search/searchContext';
import { clearsSearchQuery, normalizeSearchQuery, SEARCH_MAX_LENGTH, searchCacheKey, shouldRequestTypeAhead } from '../../../../domain/search/searchQuery';

describe('normalizeSearchQuery', () => {
  it('trims', () => {
    expect(normalizeSearchQuery('  milk  ')).to.equal('milk');
  });

  it('cuts to 255 characters', () => {
    expect(normalizeSearchQuery('a'.repeat(300))).to.have.length(SEARCH_MAX_LENGTH);
    expect(normalizeSearchQuery(`  ${'b'.repeat(255)}`)).to.equal('b'.repeat(255));
  });

  it('drops a trailing space left by the cut, and gives "" for non-strings', () => {
    expect(normalizeSearchQuery(`${'a'.repeat(254)} tail`)).to.equal('a'.repeat(254));
    expect(normalizeSearchQuery(undefined)).to.equal('');
  });
});

describe('shouldRequestTypeAhead', () => {
  it('asks only for non-empty trimmed input', () => {
    expect(shouldRequestTypeAhead('m')).to.equal(true);
    expect(shouldRequestTypeAhead('   ')).to.equal(false);
    expect(shouldRequestTypeAhead('')).to.equal(false);
  });
});

describe('searchCacheKey', () => {
  it("is 'term' or 'term:retailerId'", () => {
    expect(searchCacheKey('milk')).to.equal('milk');
    expect(searchCacheKey('milk', null)).to.equal('milk');
    expect(searchCacheKey('milk', 12)).to.equal('milk:12');
  });
});

describe('canReuseCachedSearch', () => {
  const now = new Date('2025-03-01T12:00:00.000Z');
  const entry = (ageMs: number) => ({ timeSearched: now.getTime() - ageMs });

  it('reuses a fresh entry', () => {
    expect(canReuseCachedSearch(entry(0), { now })).to.equal(true);
    expect(canReuseCachedSearch(entry(SEARCH_CACHE_MS - 1), { correctSpelling: true, now })).to.equal(true);
  });

  it('does not reuse when correctSpelling is false', () => {
    expect(canReuseCachedSearch(entry(0), { correctSpelling: false, now })).to.equal(false);
  });

  it('does not reuse an expired or missing entry', () => {
    expect(canReuseCachedSearch(entry(SEARCH_CACHE_MS), { now })).to.equal(false);
    expect(canReuseCachedSearch(undefined, { now })).to.equal(false);
  });
});

describe('searchContext', () => {
  const retailer = { id: 12, offerCount: 2 };

  it('is global off retailer routes', () => {
    expect(searchContext({ path: '/home', retailer, dismissed: false })).to.deep.equal({ mode: 'global', retailerId: null });
    expect(searchContext({ path: '/retailers', retailer, dismissed: false }).mode).to.equal('global');
  });

  it('is retailer-specific on a retailer route when the retailer has more than 1 offer', () => {
    expect(searchContext({ path: '/retailers/target/12', retailer, dismissed: false })).to.deep.equal({
      mode: 'retailer-gallery',
      retailerId: 12,
    });
  });

  it('is not retailer-specific with 1 offer or less, unknown retailer, or when dismissed', () => {
    const path = '/retailers/target/12';
    expect(searchContext({ path, retailer: { id: 12, offerCount: 1 }, dismissed: false }).retailerId).to.equal(null);
    expect(searchContext({ path, retailer: null, dismissed: false }).retailerId).to.equal(null);
    expect(searchContext({ path, retailer, dismissed: true })).to.deep.equal({ mode: 'retailer-gallery', retailerId: null });
  });
});

describe('recentSearchesToShow', () => {
  const searches = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('shows 5 on desktop when recently viewed retailers exist', () => {
    expect(recentSearchesToShow(searches, { hasRecentRetailers: true, isDesktop: true })).to.deep.equal(
      searches.slice(0, 5),
    );
  });

  it('shows all otherwise', () => {
    expect(recentSearchesToShow(searches, { hasRecentRetailers: true, isDesktop: false })).to.deep.equal(searches);
    expect(recentSearchesToShow(searches, { hasRecentRetailers: false, isDesktop: true })).to.deep.equal(searches);
  });
});

describe('clearsSearchQuery', () => {
  it('clears on the home route only', () => {
    expect(clearsSearchQuery('home')).to.equal(true);
    expect(clearsSearchQuery('search')).to.equal(false);
  });
});

describe('highlightSegments', () => {
  it('splits a suggestion into marked and unmarked parts', () => {
    expect(highlightSegments('organic milk', [{ offset: 8, length: 4 }])).to.deep.equal([
      { text: 'organic ', highlighted: false },
      { text: 'milk', highlighted: true },
    ]);
    expect(highlightSegments('milk and eggs', [{ offset: 9, length: 4 }, { offset: 0, length: 4 }])).to.deep.equal([
      { text: 'milk', highlighted: true },
      { text: ' and ', highlighted: false },
      { text: 'eggs', highlighted: true },
    ]);
  });

  it('returns the whole text unmarked without highlights', () => {
    expect(highlightSegments('milk', [])).to.deep.equal([{ text: 'milk', highlighted: false }]);
    expect(highlightSegments('', [])).to.deep.equal([]);
  });

  it('merges overlapping ranges and clamps or ignores out-of-range ones', () => {
    expect(highlightSegments('abcdef', [{ offset: 1, length: 2 }, { offset: 2, length: 2 }])).to.deep.equal([
      { text: 'a', highlighted: false },
      { text: 'bcd', highlighted: true },
      { text: 'ef', highlighted: false },
    ]);
    expect(highlightSegments('abc', [{ offset: 2, length: 10 }, { offset: 9, length: 1 }, { offset: 0, length: 0 }]))
      .to.deep.equal([
        { text: 'ab', highlighted: false },
        { text: 'c', highlighted: true },
      ]);
  });
});

describe('withRecentSearch and parseRecentSearches', () => {
  it('puts the newest search first, once whatever its case, trimmed, and keeps RECENT_SEARCHES_KEPT', () => {
    expect(withRecentSearch(['milk', 'eggs'], ' EGGS ')).to.deep.equal(['EGGS', 'milk']);
    expect(withRecentSearch(['milk'], '   ')).to.deep.equal(['milk']);
    const many = Array.from({ length: RECENT_SEARCHES_KEPT }, (_, index) => `term ${index}`);
    expect(withRecentSearch(many, 'new')).to.deep.equal(['new', ...many.slice(0, RECENT_SEARCHES_KEPT - 1)]);
  });

  it('reads only strings from storage, the first of a repeated term kept', () => {
    expect(parseRecentSearches(['milk', 3, 'eggs', 'MILK', ''])).to.deep.equal(['milk', 'eggs']);
    expect(parseRecentSearches('milk')).to.deep.equal([]);
    expect(parseRecentSearches(null)).to.deep.equal([]);
  });
});

import { expect } from 'chai';
import { FixedClock } from '../../../../adapters/clock/Clock';
import type { MemorySearchGateway } from '../../../../adapters/search/MemorySearchGateway';
import { MemoryStorage } from '../../../../adapters/storage/KeyValueStorage';
import { STORAGE_KEY } from '../../../../domain/constants/cookies';
import { LIMITS } from '../../../../domain/constants/limits';
import { MAX_CACHED_SEARCHES, SearchCache, type SearchQuery } from '../../../../ui/stores/SearchCache';
import { aSearchOffer, SEARCH_FIXTURE, seededSearch } from '../../../support/searchMother';
import { SEARCH_CACHE_MS } from '../../../../domain/search/searchCache';

describe('SearchCache: searches with the cache rule (000 §5)', () => {
  let twin: MemorySearchGateway;
  let clock: FixedClock;
  let sessionStorage: MemoryStorage;
  let store: SearchCache;
  const milk: SearchQuery = { term: 'milk', retailerId: null, correctSpelling: true, page: 1 };
  const searchCalls = () => twin.calls.filter((call) => call.operation === 'search').length;

  beforeEach(() => {
    twin = seededSearch();
    clock = new FixedClock('2026-03-01T12:00:00.000Z');
    sessionStorage = new MemoryStorage();
    store = new SearchCache({ search: twin, sessionStorage, clock });
  });

  it('reuses a search younger than 600000 ms and asks again from that age on', async () => {
    const first = await store.search(milk);
    expect(first.results.offers.map((offer) => offer.name)).to.deep.equal(['Whole milk, $1 back']);
    clock.advance(SEARCH_CACHE_MS - 1);
    expect(await store.search(milk)).to.deep.equal(first);
    expect(searchCalls()).to.equal(1);
    clock.advance(1);
    await store.search(milk);
    expect(searchCalls()).to.equal(2);
  });

  it('always asks again for a search exactly as typed (correctSpelling false), and keeps the corrected one', async () => {
    const term = SEARCH_FIXTURE.MISSPELLED_RETAILER_NAME;
    const corrected = await store.search({ ...milk, term });
    expect(corrected.results.misspelling).to.be.a('string');
    const asTyped = await store.search({ ...milk, term, correctSpelling: false });
    expect(asTyped.results.misspelling ?? null).to.equal(null);
    await store.search({ ...milk, term, correctSpelling: false });
    expect(searchCalls()).to.equal(3);
    expect(await store.search({ ...milk, term })).to.deep.equal(corrected);
    expect(searchCalls()).to.equal(3);
    expect(twin.calls.map((call) => (call.args[0] as { correctSpelling: boolean }).correctSpelling)).to.deep.equal([true, false, false]);
  });

  it("keys a retailer's search apart from the site-wide one ('term:retailerId')", async () => {
    const everywhere = await store.search({ ...milk, term: 'back' });
    const atRetailer = await store.search({ ...milk, term: 'back', retailerId: SEARCH_FIXTURE.RETAILER.id });
    expect(searchCalls()).to.equal(2);
    expect(atRetailer.results.offers.length).to.be.lessThan(everywhere.results.offers.length);
    await store.search({ ...milk, term: 'back', retailerId: SEARCH_FIXTURE.RETAILER.id });
    await store.search({ ...milk, term: 'back' });
    expect(searchCalls()).to.equal(2);
    expect(JSON.parse(sessionStorage.get(STORAGE_KEY.SEARCH_CACHE) ?? '{}')).to.have.keys('back', `back:${SEARCH_FIXTURE.RETAILER.id}`);
  });

  it('survives a reload through session storage, until it expires', async () => {
    const first = await store.search(milk);
    const reloaded = new SearchCache({ search: twin, sessionStorage, clock });
    expect(await reloaded.search(milk)).to.deep.equal(first);
    expect(searchCalls()).to.equal(1);
    clock.advance(SEARCH_CACHE_MS);
    await new SearchCache({ search: twin, sessionStorage, clock }).search(milk);
    expect(searchCalls()).to.equal(2);
  });

  it("follows an offer's unlock or removal in the cached pages, across a reload", async () => {
    const first = await store.search({ ...milk, term: 'back' });
    const offer = first.results.offers[0]!;
    store.recordActivation(offer.id, true);
    const reloaded = new SearchCache({ search: twin, sessionStorage, clock });
    const again = await reloaded.search({ ...milk, term: 'back' });
    expect(again.results.offers.find((candidate) => candidate.id === offer.id)?.activated).to.equal(true);
    expect(again.results.offers.filter((candidate) => candidate.id !== offer.id).map((candidate) => candidate.activated)).to.deep.equal(
      first.results.offers.filter((candidate) => candidate.id !== offer.id).map((candidate) => candidate.activated),
    );
    expect(searchCalls()).to.equal(1);
  });

  it('starts empty from a corrupt stored cache, and forgets everything on clear', async () => {
    sessionStorage.set(STORAGE_KEY.SEARCH_CACHE, 'null');
    const fresh = new SearchCache({ search: twin, sessionStorage, clock });
    await fresh.search(milk);
    fresh.clear();
    expect(sessionStorage.get(STORAGE_KEY.SEARCH_CACHE)).to.equal(null);
    await fresh.search(milk);
    expect(searchCalls()).to.equal(2);
  });

  it('pages the offers 50 at a time, each page cached on its own', async () => {
    twin.offers = Array.from({ length: LIMITS.DEFAULT_OFFERS_LIMIT + 3 }, (_, index) => aSearchOffer({ name: `Cereal deal ${index}` }));
    const first = await store.search({ ...milk, term: 'cereal' });
    expect(first.results.offers).to.have.length(LIMITS.DEFAULT_OFFERS_LIMIT);
    expect(first.results.totalOffers).to.equal(LIMITS.DEFAULT_OFFERS_LIMIT + 3);
    const second = await store.search({ ...milk, term: 'cereal', page: 2 });
    expect(second.results.offers.map((offer) => offer.name)).to.deep.equal(['Cereal deal 50', 'Cereal deal 51', 'Cereal deal 52']);
    expect(twin.calls.map((call) => (call.args[0] as { page: number; limit: number }))).to.deep.include.members([
      { term: 'cereal', retailerId: null, correctSpelling: true, page: 2, limit: LIMITS.DEFAULT_OFFERS_LIMIT },
    ]);
    await store.search({ ...milk, term: 'cereal', page: 2 });
    await store.search({ ...milk, term: 'cereal' });
    expect(searchCalls()).to.equal(2);
  });

  it('keeps the newest searches only, and nothing from a failed search', async () => {
    for (let index = 0; index <= MAX_CACHED_SEARCHES; index += 1) await store.search({ ...milk, term: `term ${index}` });
    expect(Object.keys(JSON.parse(sessionStorage.get(STORAGE_KEY.SEARCH_CACHE) ?? '{}'))).to.have.length(MAX_CACHED_SEARCHES);
    await store.search({ ...milk, term: 'term 0' });
    expect(searchCalls()).to.equal(MAX_CACHED_SEARCHES + 2);
    twin.failWith = new Error('down');
    let failure: unknown;
    await store.search({ ...milk, term: 'coffee' }).catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(Error);
    twin.failWith = null;
    await store.search({ ...milk, term: 'coffee' });
    expect(searchCalls()).to.equal(MAX_CACHED_SEARCHES + 4);
  });
});

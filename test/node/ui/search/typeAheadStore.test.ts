import { expect } from 'chai';
import type { ManualTimers } from '../../../../adapters/clock/Timers';
import { STORAGE_KEY } from '../../../../domain/constants/cookies';
import { LIMITS } from '../../../../domain/constants/limits';
import { TIMING } from '../../../../domain/constants/timing';
import type { TypeAheadSuggestion } from '../../../../domain/search/SearchRecord';
import { SEARCH_TRACKING_EVENT } from '../../../../domain/search/searchTracking';
import { aRetailer } from '../../../support/catalogueMother';
import { SEARCH_FIXTURE, seededSearch } from '../../../support/searchMother';
import { createTestStores, signInCustomer } from '../../../support/testStores';

const DEBOUNCE = TIMING.TYPE_AHEAD_DEBOUNCE_MS;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Test stores whose search twin holds the seeded names, and whose timers move by hand. */
async function setup({ width = 1280 }: { width?: number } = {}) {
  const t = createTestStores({ width });
  const seeded = seededSearch();
  Object.assign(t.search, { retailers: seeded.retailers, offers: seeded.offers, popular: seeded.popular });
  signInCustomer(t);
  await t.stores.auth.start(new URL('http://localhost/home'));
  const timers = t.timers as ManualTimers;
  const typeAheadCalls = () => t.search.calls.filter((call) => call.operation === 'typeAheadSuggestions').map((call) => call.args[0]);
  return { ...t, timers, typeAhead: t.stores.typeAhead, typeAheadCalls };
}

describe('TypeAheadStore (the header search bar type-ahead)', () => {
  describe('suggestions', () => {
    it('asks once, 300 ms after the last keystroke, for at most 8, with the trimmed text', async () => {
      const { typeAhead, timers, typeAheadCalls, search } = await setup();
      typeAhead.queryChanged('G');
      timers.advance(DEBOUNCE - 1);
      typeAhead.queryChanged('Gr');
      timers.advance(DEBOUNCE - 1);
      typeAhead.queryChanged('  Gra ');
      timers.advance(DEBOUNCE - 1);
      expect(typeAheadCalls()).to.deep.equal([]);
      timers.advance(1);
      await settle();
      expect(typeAheadCalls()).to.deep.equal(['Gra']);
      expect(search.calls.at(-1)?.args[1]).to.equal(LIMITS.TYPE_AHEAD_LIMIT);
      expect(typeAhead.suggestions.map((suggestion) => suggestion.text)).to.include(SEARCH_FIXTURE.RETAILER.name);
      expect(typeAhead.suggestions.find((suggestion) => suggestion.text === SEARCH_FIXTURE.RETAILER.name)?.retailerId).to.equal(SEARCH_FIXTURE.RETAILER.id);
    });

    it('never asks for blank input, and blank input clears the list at once', async () => {
      const { typeAhead, timers, typeAheadCalls } = await setup();
      // Other stores' clocks (the flags' optimise hide) may be waiting: the debounce must add none.
      const othersWaiting = timers.waiting;
      typeAhead.queryChanged('gra');
      timers.advance(DEBOUNCE);
      await settle();
      expect(typeAhead.suggestions).to.not.deep.equal([]);
      typeAhead.queryChanged('   ');
      expect(typeAhead.suggestions).to.deep.equal([]);
      timers.advance(DEBOUNCE * 2);
      await settle();
      expect(typeAheadCalls()).to.deep.equal(['gra']);
      expect(timers.waiting).to.equal(othersWaiting);
    });

    it('shows no more than 8 even when the service answers more', async () => {
      const { typeAhead, timers, search } = await setup();
      search.retailers = Array.from({ length: 12 }, (_, index) => aRetailer({ id: 500 + index, name: `Gravel ${index}` }));
      search.typeAheadSuggestions = async (prefix) => search.retailers.map((retailer) => ({ text: retailer.name, highlights: [{ offset: 0, length: prefix.length }] }));
      typeAhead.queryChanged('gra');
      timers.advance(DEBOUNCE);
      await settle();
      expect(typeAhead.suggestions).to.have.length(LIMITS.TYPE_AHEAD_LIMIT);
    });

    it('answers a failure with an empty list, never an error', async () => {
      const { typeAhead, timers, search } = await setup();
      typeAhead.queryChanged('gra');
      timers.advance(DEBOUNCE);
      await settle();
      search.failWith = new Error('down');
      typeAhead.queryChanged('grand');
      timers.advance(DEBOUNCE);
      await settle();
      expect(typeAhead.suggestions).to.deep.equal([]);
    });

    it('keeps the latest answer when an older one arrives after it', async () => {
      const { typeAhead, timers, search } = await setup();
      const answers = new Map<string, (suggestions: TypeAheadSuggestion[]) => void>();
      search.typeAheadSuggestions = (prefix) => new Promise((resolve) => answers.set(prefix, resolve));
      typeAhead.queryChanged('g');
      timers.advance(DEBOUNCE);
      typeAhead.queryChanged('gro');
      timers.advance(DEBOUNCE);
      answers.get('gro')!([{ text: 'Grocery', highlights: [] }]);
      await settle();
      answers.get('g')!([{ text: 'Garden', highlights: [] }]);
      await settle();
      expect(typeAhead.suggestions.map((suggestion) => suggestion.text)).to.deep.equal(['Grocery']);
    });
  });

  describe('when the box is focused and empty', () => {
    it("lists the recently viewed retailers and the site-wide popular terms, or the pill's retailer's own", async () => {
      const { typeAhead, catalogue } = await setup();
      catalogue.addRetailers(aRetailer({ id: 41, name: 'Pantry Plus' }), aRetailer({ id: 42, name: 'Corner Deli' }));
      catalogue.recentlyViewedIds = [42, 41];
      await typeAhead.loadStartingPoints(null);
      expect(typeAhead.recentRetailers.map((retailer) => retailer.name)).to.deep.equal(['Corner Deli', 'Pantry Plus']);
      expect(typeAhead.popularTerms).to.deep.equal([...SEARCH_FIXTURE.GLOBAL_TERMS]);
      await typeAhead.loadStartingPoints(SEARCH_FIXTURE.RETAILER.id);
      expect(typeAhead.popularTerms).to.deep.equal([...SEARCH_FIXTURE.RETAILER_TERMS]);
    });

    it('shows an empty part for a failed load, the rest still listed', async () => {
      const { typeAhead, catalogue, search } = await setup();
      catalogue.failWith = new Error('down');
      await typeAhead.loadStartingPoints(null);
      expect(typeAhead.recentRetailers).to.deep.equal([]);
      expect(typeAhead.popularTerms).to.deep.equal([...SEARCH_FIXTURE.GLOBAL_TERMS]);
      search.failWith = new Error('down');
      await typeAhead.loadStartingPoints(null);
      expect(typeAhead.popularTerms).to.deep.equal([]);
    });
  });

  describe('recent searches', () => {
    const searchAll = (typeAhead: { searched(term: string, retailerId: number | null): void }, terms: string[]) => {
      for (const term of terms) typeAhead.searched(term, null);
    };

    it('keeps each search newest first, once (any case), in browser storage across a reload', async () => {
      const { typeAhead, storage } = await setup();
      searchAll(typeAhead, ['milk', '  coffee ', 'MILK']);
      expect(typeAhead.recentSearches).to.deep.equal(['MILK', 'coffee']);
      expect(JSON.parse(storage.get(STORAGE_KEY.RECENT_SEARCHES)!)).to.deep.equal(['MILK', 'coffee']);
      typeAhead.searched('   ', null);
      expect(typeAhead.recentSearches).to.deep.equal(['MILK', 'coffee']);

      const reloaded = await setup();
      reloaded.storage.set(STORAGE_KEY.RECENT_SEARCHES, storage.get(STORAGE_KEY.RECENT_SEARCHES)!);
      reloaded.typeAhead.searched('eggs', null);
      expect(reloaded.typeAhead.recentSearches, 'a search before the list was shown keeps the stored ones').to.deep.equal(['eggs', 'MILK', 'coffee']);
      await reloaded.typeAhead.loadStartingPoints(null);
      expect(reloaded.typeAhead.recentSearches).to.deep.equal(['eggs', 'MILK', 'coffee']);
    });

    it('reads a corrupt stored list as no searches', async () => {
      const { typeAhead, storage } = await setup();
      storage.set(STORAGE_KEY.RECENT_SEARCHES, '{not json');
      await typeAhead.loadStartingPoints(null);
      expect(typeAhead.recentSearches).to.deep.equal([]);
      storage.set(STORAGE_KEY.RECENT_SEARCHES, JSON.stringify(['milk', 7, null, 'eggs']));
      await typeAhead.loadStartingPoints(null);
      expect(typeAhead.recentSearches).to.deep.equal(['milk', 'eggs']);
    });

    it('lists 5 on desktop when recently viewed retailers are listed too, else all', async () => {
      const terms = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];
      const desktop = await setup({ width: 1280 });
      searchAll(desktop.typeAhead, terms);
      await desktop.typeAhead.loadStartingPoints(null);
      expect(desktop.typeAhead.recentSearchesShown).to.have.length(7);
      desktop.catalogue.addRetailers(aRetailer({ id: 41, name: 'Pantry Plus' }));
      desktop.catalogue.recentlyViewedIds = [41];
      await desktop.typeAhead.loadStartingPoints(null);
      expect(desktop.typeAhead.recentSearchesShown).to.deep.equal(['a7', 'a6', 'a5', 'a4', 'a3']);

      const phone = await setup({ width: 375 });
      searchAll(phone.typeAhead, terms);
      phone.catalogue.addRetailers(aRetailer({ id: 41, name: 'Pantry Plus' }));
      phone.catalogue.recentlyViewedIds = [41];
      await phone.typeAhead.loadStartingPoints(null);
      expect(phone.typeAhead.recentSearchesShown).to.have.length(7);
    });

    it("sends the 'search' event with the term and the pill's retailer, stamped with the screen name", async () => {
      const { typeAhead, tracking } = await setup();
      typeAhead.searched(' coffee ', SEARCH_FIXTURE.RETAILER.id);
      await settle();
      const event = tracking.events.find((candidate) => candidate.name === SEARCH_TRACKING_EVENT.SEARCH);
      expect(event?.properties).to.deep.equal({ term: 'coffee', retailerId: SEARCH_FIXTURE.RETAILER.id });
      expect(event?.screenName).to.equal('home_page');
    });

    it('are forgotten on sign-out, with the rest of the dropdown', async () => {
      const { typeAhead, storage, stores } = await setup();
      searchAll(typeAhead, ['milk']);
      await stores.auth.logout('http://localhost/home');
      expect(typeAhead.recentSearches).to.deep.equal([]);
      expect(storage.get(STORAGE_KEY.RECENT_SEARCHES)).to.equal(null);
    });
  });
});

import { expect } from 'chai';
import { LIMITS } from '../../../../domain/constants/limits';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { AuthenticationError, type ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL, type SandboxHarness } from '../support/sandbox';
import { expectFieldRefusal, HUGE_ID, NUL_TERM, ODD_TERMS, rejectionOf, SANDBOX_RETAILER_ID, UNKNOWN_ID } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';
import { SEARCH_MAX_LENGTH } from '../../../../domain/search/searchQuery';

describe('sandbox search, type-ahead and popular terms (contentServer)', function () {
  this.timeout(60_000);
  let demo: ClipbackSdk;

  const harness = useSharedSandbox();

  before(async () => {
    demo = await harness.sdkFor(DEMO_EMAIL);
  });

  const search = async (body: { term: string; retailerId?: number | null; correctSpelling?: boolean; page?: number; limit?: number }) => {
    const { data } = await demo.gateway.POST('/contentServer/search', { body });
    if (!data) throw new Error('no search record');
    return data;
  };
  const typeAhead = async (prefix: string, limit?: number) => {
    const { data } = await demo.gateway.POST('/contentServer/typeAheadSuggestion', { body: limit === undefined ? { prefix } : { prefix, limit } });
    if (!data) throw new Error('no suggestions');
    return data.suggestions;
  };

  describe('search', () => {
    it('needs a token', async () => {
      expect(await rejectionOf(harness.anonymous.gateway.POST('/contentServer/search', { body: { term: 'milk' } }))).to.be.instanceOf(AuthenticationError);
    });

    it('finds retailers, offers and bonuses by word prefix, and records term and time', async () => {
      const before = Date.now();
      const record = await search({ term: '  Grandmart  ' });
      expect(record.term).to.equal('Grandmart');
      expect(record.timeSearched).to.be.within(before - 1000, Date.now() + 1000);
      expect(record.results.retailerNodes.map((retailer) => retailer.id)).to.include.members([RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]);
      expect(record.results.offers.length).to.be.greaterThan(0);
      expect(record.results.misspelling ?? null).to.equal(null);
      const bonuses = await search({ term: 'bonus' });
      expect(bonuses.results.bonuses.map((bonus) => bonus.name)).to.include('Funded snack bonus');
      // Funded bonuses without a supported offer are dropped (001 §5).
      expect(bonuses.results.bonuses.map((bonus) => bonus.name)).not.to.include('Funded bonus without offers');
    });

    it('answers at most 50 of each', async () => {
      const record = await search({ term: 'a' });
      expect(record.results.offers.length).to.be.at.most(50);
      expect(record.results.retailerNodes.length).to.be.at.most(50);
      expect(record.results.bonuses.length).to.be.at.most(50);
    });

    it('never shows temporarily disabled or web-excluded retailers, nor offers only they carry', async () => {
      for (const term of ['Driftwood', 'Driftwood Home Goods', 'Pocket Perks']) {
        const record = await search({ term });
        const ids = record.results.retailerNodes.map((retailer) => retailer.id);
        expect(ids, term).not.to.include.members([SANDBOX_RETAILER_ID.TEMP_DISABLED]);
        expect(ids, term).not.to.include.members([SANDBOX_RETAILER_ID.WEB_EXCLUDED]);
        for (const offer of record.results.offers) {
          expect(offer.retailers?.some((id) => id !== SANDBOX_RETAILER_ID.TEMP_DISABLED && id !== SANDBOX_RETAILER_ID.WEB_EXCLUDED), term).to.equal(true);
        }
      }
    });

    it('searches within one retailer when asked', async () => {
      const record = await search({ term: 'back', retailerId: RETAILER_ID.HIDES_EXTENSION_HEADER });
      expect(record.results.offers.length).to.be.greaterThan(0);
      for (const offer of record.results.offers) expect(offer.retailers).to.include(RETAILER_ID.HIDES_EXTENSION_HEADER);
      expect(record.results.retailerNodes.every((retailer) => retailer.id === RETAILER_ID.HIDES_EXTENSION_HEADER)).to.equal(true);
      const unknown = await search({ term: 'back', retailerId: UNKNOWN_ID });
      expect(unknown.results.offers).to.deep.equal([]);
      await expectFieldRefusal(demo.gateway.POST('/contentServer/search', { body: { term: 'back', retailerId: HUGE_ID } }), 'retailerId');
    });

    it('corrects a misspelled term that has no hits, unless correctSpelling is false', async () => {
      const record = await search({ term: 'Grandmrat' });
      expect(record.term).to.equal('Grandmrat');
      expect(record.results.misspelling).to.equal('grandmart');
      expect(record.results.retailerNodes.map((retailer) => retailer.id)).to.include(RETAILER_ID.DIRECT_INTEGRATION);
      const asTyped = await search({ term: 'Grandmrat', correctSpelling: false });
      expect(asTyped.results.misspelling ?? null).to.equal(null);
      expect(asTyped.results.retailerNodes).to.deep.equal([]);
      const nothingClose = await search({ term: 'qqqqzzzzxxxx' });
      expect(nothingClose.results.misspelling ?? null).to.equal(null);
      expect(nothingClose.results.offers).to.deep.equal([]);
    });

    it('answers odd terms with a record, never a 5xx', async () => {
      for (const term of ODD_TERMS) {
        const record = await search({ term });
        expect(record.term.length, term).to.be.at.most(SEARCH_MAX_LENGTH);
      }
      expect((await search({ term: '   ' })).results.offers).to.deep.equal([]);
      await expectFieldRefusal(demo.gateway.POST('/contentServer/search', { body: { term: NUL_TERM } }), 'term');
    });

    it('pages the offers: totalOffers counts them all, later pages carry only their offers', async () => {
      const first = await search({ term: 'a' });
      const { totalOffers } = first.results;
      expect(first.results.offers).to.have.length(LIMITS.DEFAULT_OFFERS_LIMIT);
      expect(totalOffers).to.be.greaterThan(LIMITS.DEFAULT_OFFERS_LIMIT);
      expect(first.results.retailerNodes.length).to.be.greaterThan(0);
      const second = await search({ term: 'a', page: 2 });
      expect(second.results.totalOffers).to.equal(totalOffers);
      expect(second.results.offers.length).to.equal(Math.min(LIMITS.DEFAULT_OFFERS_LIMIT, totalOffers - LIMITS.DEFAULT_OFFERS_LIMIT));
      const firstIds = new Set(first.results.offers.map((offer) => offer.id));
      expect(second.results.offers.filter((offer) => firstIds.has(offer.id))).to.deep.equal([]);
      expect(second.results.retailerNodes).to.deep.equal([]);
      expect(second.results.bonuses).to.deep.equal([]);
      const small = await search({ term: 'a', page: 2, limit: 10 });
      expect(small.results.offers.map((offer) => offer.id)).to.deep.equal(first.results.offers.slice(10, 20).map((offer) => offer.id));
      const beyond = await search({ term: 'a', page: Math.ceil(totalOffers / 10) + 1, limit: 10 });
      expect(beyond.results.offers).to.deep.equal([]);
      expect((await search({ term: 'qqqqzzzzxxxx' })).results.totalOffers).to.equal(0);
    });

    it('corrects a misspelled term on a later page as on the first', async () => {
      const second = await search({ term: 'Grandmrat', page: 2 });
      expect(second.results.misspelling).to.equal('grandmart');
      expect(second.results.retailerNodes).to.deep.equal([]);
    });

    it('refuses a page or limit outside the contract with 400', async () => {
      for (const paging of [{ page: 0 }, { page: 201 }, { limit: 0 }, { limit: LIMITS.DEFAULT_OFFERS_LIMIT + 1 }]) {
        await expectFieldRefusal(demo.gateway.POST('/contentServer/search', { body: { term: 'a', ...paging } }), Object.keys(paging)[0] ?? '');
      }
    });

    it('refuses an empty or too long term with 400', async () => {
      for (const term of ['', 'a'.repeat(256)]) {
        expect((await rejectionOf(demo.gateway.POST('/contentServer/search', { body: { term } }))).status).to.equal(400);
      }
    });
  });

  describe('type-ahead', () => {
    it('needs a token', async () => {
      expect(await rejectionOf(harness.anonymous.gateway.POST('/contentServer/typeAheadSuggestion', { body: { prefix: 'g' } }))).to.be.instanceOf(AuthenticationError);
    });

    it('answers at most 8 suggestions by default, highlighting the prefix case-insensitively', async () => {
      for (const prefix of ['g', 'GRAND', 'mi', 'Any brand', 'oat m', 'pet']) {
        const suggestions = await typeAhead(prefix);
        expect(suggestions.length, prefix).to.be.within(1, LIMITS.TYPE_AHEAD_LIMIT);
        expect(new Set(suggestions.map((suggestion) => suggestion.text.toLowerCase())).size, prefix).to.equal(suggestions.length);
        for (const { text, highlights } of suggestions) {
          expect(highlights.length, text).to.be.greaterThan(0);
          const marked = highlights.map(({ offset, length }) => text.slice(offset, offset + length).toLowerCase()).join(' ');
          for (const word of prefix.toLowerCase().split(' ')) expect(marked, `${prefix} → ${text}`).to.include(word);
        }
      }
    });

    it('puts retailer names starting with the prefix first, with the highlight at offset 0', async () => {
      const suggestions = await typeAhead('GRANDMART');
      expect(suggestions.slice(0, 2).map((suggestion) => suggestion.text).sort()).to.deep.equal(['Grandmart Grocery', 'Grandmart Superstore']);
      expect(suggestions[0]!.highlights).to.deep.equal([{ offset: 0, length: 'GRANDMART'.length }]);
    });

    it('honours a smaller limit', async () => {
      expect((await typeAhead('a', 3)).length).to.equal(3);
      expect((await typeAhead('a', 50)).length).to.be.greaterThan(LIMITS.TYPE_AHEAD_LIMIT);
    });

    it('leaves out hidden retailers', async () => {
      for (const prefix of ['Driftwood', 'Pocket Perks']) {
        const texts = (await typeAhead(prefix)).map((suggestion) => suggestion.text);
        expect(texts, prefix).not.to.include('Driftwood Home Goods');
        expect(texts, prefix).not.to.include('Pocket Perks Arcade');
      }
    });

    it('includes popular terms', async () => {
      const texts = (await typeAhead('coff')).map((suggestion) => suggestion.text);
      expect(texts).to.include('coffee');
    });

    it("gives a retailer's name its retailer id, and no other suggestion one", async () => {
      const [byName] = (await search({ term: 'Grandmart Grocery' })).results.retailerNodes.filter((node) => node.name === 'Grandmart Grocery');
      const suggestions = await typeAhead('Grandmart G');
      expect(suggestions.find((suggestion) => suggestion.text === 'Grandmart Grocery')?.retailerId).to.equal(byName!.id);
      const coffee = (await typeAhead('coff')).find((suggestion) => suggestion.text === 'coffee');
      expect(coffee?.retailerId ?? null).to.equal(null);
    });

    it('answers odd prefixes with a list, never a 5xx', async () => {
      for (const prefix of [...ODD_TERMS, '%', '_', '\\']) {
        const suggestions = await typeAhead(prefix);
        expect(suggestions.length, prefix).to.be.at.most(LIMITS.TYPE_AHEAD_LIMIT);
      }
      expect(await typeAhead('   ')).to.deep.equal([]);
      await expectFieldRefusal(demo.gateway.POST('/contentServer/typeAheadSuggestion', { body: { prefix: NUL_TERM } }), 'prefix');
      expect((await rejectionOf(demo.gateway.POST('/contentServer/typeAheadSuggestion', { body: { prefix: 'a', limit: 51 } }))).status).to.equal(400);
    });
  });

  describe('popular search terms', () => {
    it('answers the site-wide terms, and a retailer’s when asked', async () => {
      const { data: global } = await demo.gateway.POST('/contentServer/popularSearchTerms', {});
      expect(global?.globalSearches.length).to.be.greaterThan(0);
      expect(global?.retailerSpecificSearches).to.deep.equal([]);
      const { data: atRetailer } = await demo.gateway.POST('/contentServer/popularSearchTerms', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION } });
      expect(atRetailer?.globalSearches).to.deep.equal(global?.globalSearches);
      expect(atRetailer?.retailerSpecificSearches.length).to.be.greaterThan(0);
      const { data: unknown } = await demo.gateway.POST('/contentServer/popularSearchTerms', { body: { retailerId: UNKNOWN_ID } });
      expect(unknown?.retailerSpecificSearches).to.deep.equal([]);
      await expectFieldRefusal(demo.gateway.POST('/contentServer/popularSearchTerms', { body: { retailerId: HUGE_ID } }), 'retailerId');
    });
  });
});

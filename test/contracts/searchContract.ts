// What every SearchGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { SearchGateway } from '../../adapters/search/SearchGateway';
import { LIMITS } from '../../domain/constants/limits';
import { AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

/** The customer: a signed-in customer. */
export interface SearchContractSubject extends PortCallers<SearchGateway> {
  /** A listed retailer whose name's first word has at least 4 letters. */
  retailer: { id: number; name: string };
  /** A term without hits, one slip away from `retailer.name`. */
  misspelledRetailerName: string;
  /** A retailer with more than one offer, and a word its offers' names share. */
  retailerWithOffers: { id: number; offerWord: string };
}

export function describeSearchContract(name: string, setup: () => Promise<SearchContractSubject>): void {
  describeContract(`SearchGateway contract: ${name}`, setup, (subject) => {
    it('refuses a visitor every call with an authentication error', async () => {
      const { visitor, retailer } = subject;
      expect(await rejection(visitor.search({ term: retailer.name, retailerId: null, correctSpelling: true }))).to.be.instanceOf(AuthenticationError);
      expect(await rejection(visitor.typeAheadSuggestions(retailer.name.slice(0, 3), LIMITS.TYPE_AHEAD_LIMIT))).to.be.instanceOf(AuthenticationError);
      expect(await rejection(visitor.popularSearchTerms(null))).to.be.instanceOf(AuthenticationError);
    });

    it('finds a retailer by its name and records the term as asked, when it was searched', async () => {
      const before = Date.now();
      const record = await subject.customer.search({ term: subject.retailer.name, retailerId: null, correctSpelling: true });
      expect(record.term).to.equal(subject.retailer.name);
      expect(record.timeSearched).to.be.within(before - 1000, Date.now() + 1000);
      expect(record.results.retailerNodes.map((retailer) => retailer.id)).to.include(subject.retailer.id);
      expect(record.results.misspelling ?? null).to.equal(null);
    });

    it('answers a misspelled term with the corrected results, unless asked to search it exactly as typed', async () => {
      const { customer, misspelledRetailerName, retailer } = subject;
      const corrected = await customer.search({ term: misspelledRetailerName, retailerId: null, correctSpelling: true });
      expect(corrected.term).to.equal(misspelledRetailerName);
      expect(corrected.results.misspelling?.toLowerCase()).to.equal(retailer.name.toLowerCase());
      expect(corrected.results.retailerNodes.map((node) => node.id)).to.include(retailer.id);
      const asTyped = await customer.search({ term: misspelledRetailerName, retailerId: null, correctSpelling: false });
      expect(asTyped.results.misspelling ?? null).to.equal(null);
      expect(asTyped.results.retailerNodes).to.deep.equal([]);
    });

    it("keeps a retailer's search to that retailer's offers", async () => {
      const { id, offerWord } = subject.retailerWithOffers;
      const record = await subject.customer.search({ term: offerWord, retailerId: id, correctSpelling: true });
      expect(record.results.offers.length).to.be.greaterThan(0);
      for (const offer of record.results.offers) expect(offer.retailers).to.include(id);
    });

    it('pages the offers by `limit`, counting them all, with retailers and bonuses on page 1 only', async () => {
      const { id, offerWord } = subject.retailerWithOffers;
      const page = (number: number) => subject.customer.search({ term: offerWord, retailerId: id, correctSpelling: true, page: number, limit: 1 });
      const [first, second] = [await page(1), await page(2)];
      expect(first.results.offers).to.have.length(1);
      expect(first.results.totalOffers).to.be.at.least(2);
      expect(second.results.totalOffers).to.equal(first.results.totalOffers);
      expect(second.results.offers).to.have.length(1);
      expect(second.results.offers[0]?.id).not.to.equal(first.results.offers[0]?.id);
      expect(second.results.retailerNodes).to.deep.equal([]);
      expect(second.results.bonuses).to.deep.equal([]);
      const whole = await subject.customer.search({ term: offerWord, retailerId: id, correctSpelling: true });
      expect(whole.results.offers.length).to.equal(Math.min(whole.results.totalOffers, LIMITS.DEFAULT_OFFERS_LIMIT));
    });

    it('suggests at most `limit` names for a prefix, marking the typed letters', async () => {
      const { customer, retailer } = subject;
      const prefix = retailer.name.slice(0, 3).toLowerCase();
      const suggestions = await customer.typeAheadSuggestions(prefix, LIMITS.TYPE_AHEAD_LIMIT);
      expect(suggestions.length).to.be.within(1, LIMITS.TYPE_AHEAD_LIMIT);
      const named = suggestions.find((suggestion) => suggestion.text === retailer.name);
      expect(named?.highlights).to.deep.equal([{ offset: 0, length: 3 }]);
      expect(named?.retailerId, "a retailer's name carries its id").to.equal(retailer.id);
      for (const { text, highlights } of suggestions) {
        for (const { offset, length } of highlights) expect(offset + length).to.be.at.most(text.length);
      }
      expect(await customer.typeAheadSuggestions(prefix, 1)).to.have.length(1);
    });

    it('answers popular terms site-wide, and none specific to a retailer when none is given', async () => {
      const terms = await subject.customer.popularSearchTerms(null);
      expect(terms.globalSearches.length).to.be.greaterThan(0);
      expect(terms.retailerSpecificSearches).to.deep.equal([]);
      const atRetailer = await subject.customer.popularSearchTerms(subject.retailer.id);
      expect(atRetailer.globalSearches).to.deep.equal(terms.globalSearches);
      expect(atRetailer.retailerSpecificSearches.length).to.be.greaterThan(0);
    });
  });
}

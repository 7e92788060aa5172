// What every ShoppingListGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { ShoppingListGateway } from '../../adapters/shoppingList/ShoppingListGateway';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

/** The customer: a signed-in customer with no list and no feedback yet, and their id. */
export interface ShoppingListContractSubject extends PortCallers<ShoppingListGateway> {
  customerId: string;
  /** Someone else's customer id. */
  otherCustomerId: string;
  /** A retailer with offers, and a word one of their names holds. */
  retailer: { id: number; offerWord: string };
}

export function describeShoppingListContract(name: string, setup: () => Promise<ShoppingListContractSubject>): void {
  describeContract(`ShoppingListGateway contract: ${name}`, setup, (subject) => {
    it('refuses a visitor every call with an authentication error', async () => {
      const { visitor, customerId, retailer } = subject;
      expect(await rejection(visitor.fetchList(customerId))).to.be.instanceOf(AuthenticationError);
      expect(await rejection(visitor.matchList(customerId, { list: retailer.offerWord, retailerId: retailer.id }))).to.be.instanceOf(AuthenticationError);
      expect(await rejection(visitor.sendFeedback(customerId, { frequency: 'often' }))).to.be.instanceOf(AuthenticationError);
    });

    it("refuses another customer's id with a 403 on every call", async () => {
      const { customer, otherCustomerId, retailer } = subject;
      const refusals = [
        await rejection<ApiError>(customer.fetchList(otherCustomerId)),
        await rejection<ApiError>(customer.matchList(otherCustomerId, { list: retailer.offerWord, retailerId: retailer.id })),
        await rejection<ApiError>(customer.sendFeedback(otherCustomerId, { frequency: 'often' })),
      ];
      for (const error of refusals) {
        expect(error).to.be.instanceOf(ApiError);
        expect(error.status).to.equal(403);
      }
    });

    it('answers null before the customer matched any list', async () => {
      expect(await subject.customer.fetchList(subject.customerId)).to.equal(null);
    });

    it('matches one titled group per distinct non-blank line, and stores the list as the latest', async () => {
      const { customer, customerId, retailer } = subject;
      const list = `${retailer.offerWord}\n\n  ${retailer.offerWord.toUpperCase()} \nxqzvy wplkt`;
      const match = await customer.matchList(customerId, { list, retailerId: retailer.id });
      expect(match.retailerId).to.equal(retailer.id);
      expect(match.list).to.equal(list);
      const offerWord = retailer.offerWord;
      expect(match.matchedOffers.map(({ searchTerm, title }) => ({ searchTerm, title }))).to.deep.equal([
        { searchTerm: offerWord, title: offerWord.charAt(0).toUpperCase() + offerWord.slice(1) },
        { searchTerm: 'xqzvy wplkt', title: 'Xqzvy wplkt' },
      ]);
      const [matched, unrelated] = match.matchedOffers;
      expect(matched?.offers.length).to.be.greaterThan(0);
      expect(matched?.offers.some((offer) => offer.name.toLowerCase().includes(offerWord.toLowerCase()))).to.equal(true);
      for (const offer of matched?.offers ?? []) expect(offer.retailers).to.include(retailer.id);
      expect(unrelated?.offers).to.deep.equal([]);
      expect(await customer.fetchList(customerId)).to.deep.equal(match);
    });

    it('matches whole words only, never a fragment of one, and refuses a blank list with a 400', async () => {
      const { customer, customerId, retailer } = subject;
      const fragment = retailer.offerWord.slice(1);
      const match = await customer.matchList(customerId, { list: fragment, retailerId: retailer.id });
      expect(match.matchedOffers.map((group) => [group.searchTerm, group.offers])).to.deep.equal([[fragment, []]]);
      const blank = await rejection<ApiError>(customer.matchList(customerId, { list: ' \n ', retailerId: retailer.id }));
      expect(blank).to.be.instanceOf(ApiError);
      expect(blank.status).to.equal(400);
    });

    it('takes feedback once, then refuses it with a 409', async () => {
      const { customer, customerId, retailer } = subject;
      await customer.sendFeedback(customerId, { frequency: 'sometimes', additionalText: 'Handy', retailerId: retailer.id });
      const again = await rejection<ApiError>(customer.sendFeedback(customerId, { frequency: 'always' }));
      expect(again).to.be.instanceOf(ApiError);
      expect(again.status).to.equal(409);
    });
  });
}

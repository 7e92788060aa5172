// What every EarningsGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { EarningsGateway } from '../../adapters/earnings/EarningsGateway';
import type { EarningsHistoryItem } from '../../domain/money/transactionDetails';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

/** The customer: signed in as `customerId`, whose history holds more than 3 items, one with a receipt and one with a gift card. */
export interface EarningsContractSubject extends PortCallers<EarningsGateway> {
  customerId: string;
  /** Some other customer's id. */
  otherCustomerId: string;
}

export function describeEarningsContract(name: string, setup: () => Promise<EarningsContractSubject>): void {
  describeContract(`EarningsGateway contract: ${name}`, setup, (subject) => {
    let everything: EarningsHistoryItem[];
    before(async () => {
      everything = (await subject.customer.listEarnings(subject.customerId, { limit: 100 })).items;
    });

    it('pages the history newest first: `limit` items a page, `nextBefore` leading to the next, null on the last', async () => {
      const { customer, customerId } = subject;
      expect(everything.length).to.be.greaterThan(3);
      const walked: EarningsHistoryItem[] = [];
      let before: string | undefined;
      for (;;) {
        const page = await customer.listEarnings(customerId, { limit: 3, ...(before ? { before } : {}) });
        expect(page.items.length).to.be.at.most(3);
        walked.push(...page.items);
        if (page.nextBefore === null) break;
        expect(page.items).to.have.length(3);
        before = page.nextBefore;
      }
      expect(walked.map((item) => item.id)).to.deep.equal(everything.map((item) => item.id));
      const dates = walked.map((item) => Date.parse(item.date));
      expect(dates).to.deep.equal([...dates].sort((a, b) => b - a));
    });

    it("answers an item's details with its receipt lines, or its gift card", async () => {
      const { customer, customerId } = subject;
      const withReceipt = everything.find((item) => item.receiptId !== null)!;
      const receiptDetails = await customer.fetchTransaction(customerId, withReceipt.id);
      expect(receiptDetails?.item).to.deep.equal(withReceipt);
      expect(receiptDetails?.receipt?.id).to.equal(withReceipt.receiptId);
      expect(receiptDetails?.receipt?.lines.length).to.be.greaterThan(0);
      expect(receiptDetails?.giftCard).to.equal(null);
      const withGiftCard = everything.find((item) => item.giftCardId !== null)!;
      const giftCardDetails = await customer.fetchTransaction(customerId, withGiftCard.id);
      expect(giftCardDetails?.giftCard?.id).to.equal(withGiftCard.giftCardId);
      expect(giftCardDetails?.giftCard?.name).to.be.a('string').and.not.equal('');
      expect(giftCardDetails?.receipt).to.equal(null);
    });

    it('answers null for an item the customer does not have', async () => {
      expect(await subject.customer.fetchTransaction(subject.customerId, 'earn-nobody-999')).to.equal(null);
    });

    it("refuses another customer's history (403) and a visitor (authentication error)", async () => {
      const other = await rejection(subject.customer.listEarnings(subject.otherCustomerId, { limit: 5 }));
      expect(other).to.be.instanceOf(ApiError);
      expect((other as ApiError).status).to.equal(403);
      expect(await rejection(subject.visitor.listEarnings(subject.customerId, { limit: 5 }))).to.be.instanceOf(AuthenticationError);
      expect(await rejection(subject.visitor.fetchTransaction(subject.customerId, everything[0]!.id))).to.be.instanceOf(AuthenticationError);
    });
  });
}

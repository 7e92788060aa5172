// What every AccountLinkingGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { AccountLinkingGateway } from '../../adapters/linking/AccountLinkingGateway';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';

export interface AccountLinkingContractSubject {
  /** No token: a visitor. */
  visitor: AccountLinkingGateway;
  /** Signed in as `customerId`. */
  customer: AccountLinkingGateway;
  customerId: string;
  /** The customer's link at one retailer, as it must be answered. */
  link: RetailerAccountLink;
  /** A retailer the customer has no link at. */
  unlinkedRetailerId: number;
}

export function describeAccountLinkingContract(name: string, setup: () => Promise<AccountLinkingContractSubject>): void {
  describe(`AccountLinkingGateway contract: ${name}`, function () {
    this.timeout(30_000);
    let subject: AccountLinkingContractSubject;
    before(async () => {
      subject = await setup();
    });

    it("answers the customer's link at a retailer, and null where there is none", async () => {
      expect(await subject.customer.fetchAccountLink(subject.customerId, subject.link.retailerId)).to.deep.equal(subject.link);
      expect(await subject.customer.fetchAccountLink(subject.customerId, subject.unlinkedRetailerId)).to.equal(null);
    });

    it('refuses a visitor with an authentication error', async () => {
      const refused = await rejection(subject.visitor.fetchAccountLink(subject.customerId, subject.link.retailerId));
      expect(refused).to.be.instanceOf(AuthenticationError);
    });
  });
}

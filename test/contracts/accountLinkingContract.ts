// What every AccountLinkingGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import * as MESSAGES from '../../domain/constants/messages';
import { expect } from 'chai';
import type { AccountLinkingGateway } from '../../adapters/linking/AccountLinkingGateway';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { retailerLinkState } from '../../domain/retailers/linkState';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

/** The customer: signed in as `customerId`. */
export interface AccountLinkingContractSubject extends PortCallers<AccountLinkingGateway> {
  customerId: string;
  /** The customer's link at one retailer, as it must be answered. */
  link: RetailerAccountLink;
  /** A retailer the customer has no link at. */
  unlinkedRetailerId: number;
  /** A retailer that links with e-mail and password, where the customer has no link (the suite leaves none). */
  linkableRetailerId: number;
  /** An e-mail another customer's link holds at linkableRetailerId. */
  takenEmail: string;
}

export function describeAccountLinkingContract(name: string, setup: () => Promise<AccountLinkingContractSubject>): void {
  describeContract(`AccountLinkingGateway contract: ${name}`, setup, (subject) => {
    it("answers the customer's link at a retailer, and null where there is none", async () => {
      expect(await subject.customer.fetchAccountLink(subject.customerId, subject.link.retailerId)).to.deep.equal(subject.link);
      expect(await subject.customer.fetchAccountLink(subject.customerId, subject.unlinkedRetailerId)).to.equal(null);
    });

    it('lists every link of the customer', async () => {
      const links = await subject.customer.listAccountLinks(subject.customerId);
      expect(links).to.deep.include(subject.link);
      expect(links.map((link) => link.retailerId)).not.to.include(subject.unlinkedRetailerId);
    });

    it('links with e-mail and password (pending), then unlinks; unlinking nothing is a 404', async () => {
      const { customer, customerId, linkableRetailerId } = subject;
      const link = await customer.linkAccount(customerId, { retailerId: linkableRetailerId, email: 'contract@example.com', password: 'secret', sharePurchaseHistory: true });
      expect(link.retailerId).to.equal(linkableRetailerId);
      expect(retailerLinkState(link.status, link.retailerId, link.locked === true)).to.equal('pending');
      expect(await customer.fetchAccountLink(customerId, linkableRetailerId)).to.deep.equal(link);
      await customer.unlinkAccount(customerId, linkableRetailerId);
      expect(await customer.fetchAccountLink(customerId, linkableRetailerId)).to.equal(null);
      const refused = await rejection(customer.unlinkAccount(customerId, linkableRetailerId));
      expect(refused).to.be.instanceOf(ApiError).with.property('status', 404);
    });

    it("refuses a retailer account another customer holds: 409 'Duplicate Account Found'", async () => {
      const refused = await rejection(
        subject.customer.linkAccount(subject.customerId, { retailerId: subject.linkableRetailerId, email: subject.takenEmail, password: 'x', sharePurchaseHistory: false }),
      );
      expect(refused).to.be.instanceOf(ApiError).with.property('status', 409);
      expect((refused as ApiError).message).to.equal(MESSAGES.DUPLICATE_ACCOUNT);
      expect(await subject.customer.fetchAccountLink(subject.customerId, subject.linkableRetailerId)).to.equal(null);
    });

    it('refuses a visitor with an authentication error', async () => {
      const refused = await rejection(subject.visitor.fetchAccountLink(subject.customerId, subject.link.retailerId));
      expect(refused).to.be.instanceOf(AuthenticationError);
      expect(await rejection(subject.visitor.listAccountLinks(subject.customerId))).to.be.instanceOf(AuthenticationError);
    });
  });
}

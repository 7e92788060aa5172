// What every CustomerGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { CustomerGateway } from '../../adapters/customers/CustomerGateway';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';

export interface CustomersContractSubject {
  /** No token: a visitor. */
  visitor: CustomerGateway;
  /** Signed in as `customerId`. */
  customer: CustomerGateway;
  customerId: string;
  /** Some other customer's id. */
  otherCustomerId: string;
}

export function describeCustomersContract(name: string, setup: () => Promise<CustomersContractSubject>): void {
  describe(`CustomerGateway contract: ${name}`, function () {
    this.timeout(30_000);
    let subject: CustomersContractSubject;
    before(async () => {
      subject = await setup();
    });

    it("answers the signed-in customer's own record", async () => {
      const info = await subject.customer.fetchCustomerInfo(subject.customerId);
      expect(info.customerId).to.equal(subject.customerId);
      for (const key of ['firstName', 'lastName', 'email', 'zip', 'referralCode', 'joinDate'] as const) expect(info[key]).to.be.a('string');
      expect(info.email).to.not.equal('');
      expect(info.balance).to.be.a('number');
      expect(info.lifetimeEarnings).to.be.a('number');
      expect(info.auth0Accounts).to.be.an('array');
    });

    it("refuses another customer's record (403) and a visitor (authentication error)", async () => {
      const other = await rejection(subject.customer.fetchCustomerInfo(subject.otherCustomerId));
      expect(other).to.be.instanceOf(ApiError);
      expect((other as ApiError).status).to.equal(403);
      expect(await rejection(subject.visitor.fetchCustomerInfo(subject.customerId))).to.be.instanceOf(AuthenticationError);
    });
  });
}

// What every CustomerGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { CustomerGateway } from '../../adapters/customers/CustomerGateway';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

/** The customer: signed in as `customerId`. */
export interface CustomersContractSubject extends PortCallers<CustomerGateway> {
  customerId: string;
  /** Some other customer's id. */
  otherCustomerId: string;
  /** The signed-in customer's password. */
  password: string;
}

export function describeCustomersContract(name: string, setup: () => Promise<CustomersContractSubject>): void {
  describeContract(`CustomerGateway contract: ${name}`, setup, (subject) => {
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

    it('saves a profile change confirmed with the password, and answers the changed record', async () => {
      const { customer, customerId, password } = subject;
      const before = await customer.fetchCustomerInfo(customerId);
      const changed = await customer.changeProfile(customerId, { firstName: '  Contract ', zip: '10001' }, password);
      expect(changed.firstName).to.equal('Contract');
      expect(changed.zip).to.equal('10001');
      expect((await customer.fetchCustomerInfo(customerId)).firstName).to.equal('Contract');
      await customer.changeProfile(customerId, { firstName: before.firstName, zip: before.zip }, password);
    });

    it("refuses a wrong password or a broken field with 400 and the documents' messages keyed by the form's names, changing nothing", async () => {
      const { customer, customerId, password } = subject;
      const before = await customer.fetchCustomerInfo(customerId);
      const wrong = await rejection(customer.changeProfile(customerId, { firstName: 'Nobody' }, `${password}-wrong`));
      expect(wrong).to.be.instanceOf(ApiError);
      expect((wrong as ApiError).status).to.equal(400);
      expect((wrong as ApiError).fields).to.deep.include({ password: 'Incorrect password.' });
      const broken = await rejection(customer.changeProfile(customerId, { zip: '1234', birthDate: '2020-01-01' }, password));
      expect((broken as ApiError).status).to.equal(400);
      expect((broken as ApiError).fields).to.deep.include({
        zip: "Hm, that zip code doesn't look right.",
        birthDate: 'You need to be 18 or over to use our app.',
      });
      expect(await customer.fetchCustomerInfo(customerId)).to.deep.equal(before);
      expect(await rejection(subject.visitor.changeProfile(customerId, { firstName: 'Nobody' }, password))).to.be.instanceOf(AuthenticationError);
    });
  });
}

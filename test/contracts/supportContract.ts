// What every SupportGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { SupportGateway } from '../../adapters/support/SupportGateway';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

/** The customer: signed in as `customerId`, whose security checkup is complete. */
export interface SupportContractSubject extends PortCallers<SupportGateway> {
  customerId: string;
  customerEmail: string;
  /** Signed in as a customer whose security checkup is incomplete. */
  unchecked: SupportGateway;
  otherCustomerId: string;
  /** The help centre's origin (where return_to must point to be honoured). */
  helpCentreHome: string;
}

export function describeSupportContract(name: string, setup: () => Promise<SupportContractSubject>): void {
  describeContract(`SupportGateway contract: ${name}`, setup, (subject) => {
    it('answers the help desk URL with return_to inside the help centre, its home otherwise', async () => {
      const article = new URL('/hc/en-us/articles/42', subject.helpCentreHome).href;
      const url = new URL(await subject.customer.helpdeskLogin(article));
      expect(url.searchParams.get('return_to')).to.equal(article);
      expect(url.searchParams.get('jwt')).to.be.a('string').and.not.equal('');
      const away = new URL(await subject.customer.helpdeskLogin('https://evil.example/'));
      expect(away.searchParams.get('return_to')).to.equal(subject.helpCentreHome);
      const home = new URL(await subject.customer.helpdeskLogin());
      expect(home.searchParams.get('return_to')).to.equal(subject.helpCentreHome);
    });

    it("refuses the help desk with 412 before the checkup, and a visitor with the authentication message", async () => {
      const unchecked = await rejection<ApiError>(subject.unchecked.helpdeskLogin());
      expect(unchecked).to.be.instanceOf(ApiError);
      expect(unchecked.status).to.equal(412);
      const visitor = await rejection<ApiError>(subject.visitor.helpdeskLogin());
      expect(visitor).to.be.instanceOf(AuthenticationError);
      expect(visitor.message).to.equal('There was a problem authenticating your request');
    });

    it("invites each address once, never the customer's own, and refuses a malformed address with 400", async () => {
      const { customer, customerId, customerEmail } = subject;
      const invited = await customer.sendReferralInvites(customerId, ['Pal.One@Example.com', 'pal.two@example.com', customerEmail]);
      expect(invited).to.have.members(['pal.one@example.com', 'pal.two@example.com']);
      const bad = await rejection<ApiError>(customer.sendReferralInvites(customerId, ['not-an-address']));
      expect(bad).to.be.instanceOf(ApiError);
      expect(bad.status).to.equal(400);
    });

    it("refuses invites for another customer (403) and from a visitor", async () => {
      const other = await rejection<ApiError>(subject.customer.sendReferralInvites(subject.otherCustomerId, ['pal@example.com']));
      expect(other.status).to.equal(403);
      expect(await rejection(subject.visitor.sendReferralInvites(subject.customerId, ['pal@example.com']))).to.be.instanceOf(AuthenticationError);
    });

    it('texts the app link to a US number, signed in or not, and refuses an invalid one with the phone message', async () => {
      await subject.visitor.sendAppDownloadLink('+12015550123');
      await subject.customer.sendAppDownloadLink('2015550124');
      const bad = await rejection<ApiError>(subject.visitor.sendAppDownloadLink('+10000000000'));
      expect(bad.status).to.equal(400);
      expect(bad.fields).to.deep.equal({ phone: "Hm, that doesn't look right" });
    });
  });
}

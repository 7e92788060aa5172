// What every AccountSecurityGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { AccountSecurityGateway } from '../../adapters/accountSecurity/AccountSecurityGateway';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import * as MESSAGES from '../../domain/constants/messages';
import { ONBOARDING_STEPS } from '../../domain/customers/onboarding';
import { SECURITY_CHECKUP_STATUS } from '../../domain/customers/securityCheckup';
import { AuthenticationError } from '../../sdk/src';
import { serviceRefusalOf } from '../../domain/platform/serviceRefusal';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';
import { PHONE_MESSAGES } from '../../domain/validation/phone';

/** The customer: signed in as `customerId`, whose checkup is not complete. */
export interface AccountSecurityContractSubject extends PortCallers<AccountSecurityGateway> {
  customerId: string;
  otherCustomerId: string;
  /** A number another account has verified (any US spelling). */
  takenPhone: string;
  /** A number nobody has verified. */
  freePhone: string;
  /** The token of the newest e-mail confirmation link sent to the customer. */
  latestEmailToken(): Promise<string>;
  /** The newest code texted to `phone`. */
  latestCode(phone: string): Promise<string>;
  /** Locks the customer's account and answers the token of the unlock link it was sent. */
  lockAccount(): Promise<string>;
}

const statusOf = async (gateway: AccountSecurityGateway, id: string) => (await gateway.checkupStatus()).find((item) => item.id === id)?.status;

export function describeAccountSecurityContract(name: string, setup: () => Promise<AccountSecurityContractSubject>): void {
  describeContract(`AccountSecurityGateway contract: ${name}`, setup, (subject) => {
    it('answers the checkup items in onboarding order with their statuses, and refuses a visitor', async () => {
      const items = await subject.customer.checkupStatus();
      expect(items.map((item) => item.id)).to.deep.equal([...ONBOARDING_STEPS]);
      for (const item of items) expect(item.name).to.be.a('string').and.not.equal('');
      expect(items.some((item) => item.status === SECURITY_CHECKUP_STATUS.INCOMPLETE)).to.equal(true);
      expect(await rejection(subject.visitor.checkupStatus())).to.be.instanceOf(AuthenticationError);
    });

    it('confirms the e-mail with the token of the link it sent; an unknown token is gone (410) with the expired-link message', async () => {
      const { customer } = subject;
      const sent = await customer.sendEmailConfirmation();
      expect(sent.email).to.include('@');
      const unknown = serviceRefusalOf(await rejection(customer.confirmEmail('ect-not-a-real-token')));
      expect(unknown.status).to.equal(410);
      expect(unknown.message).to.equal(MESSAGES.TOKEN_EXPIRED);
      const confirmed = await subject.visitor.confirmEmail(await subject.latestEmailToken());
      expect(confirmed.email).to.equal(sent.email);
      expect(await statusOf(customer, 'emailConfirmation')).to.equal(SECURITY_CHECKUP_STATUS.COMPLETE);
      expect(await rejection(subject.visitor.sendEmailConfirmation())).to.be.instanceOf(AuthenticationError);
    });

    it("refuses a malformed or taken phone with the documents' messages on the phone field", async () => {
      const { customer, customerId } = subject;
      const malformed = serviceRefusalOf(await rejection(customer.createPhoneVerification(customerId, '555-01')));
      expect(malformed.status).to.equal(400);
      expect(malformed.fields).to.deep.equal({ phone: PHONE_MESSAGES.PHONE_INVALID });
      const taken = serviceRefusalOf(await rejection(customer.createPhoneVerification(customerId, subject.takenPhone)));
      expect(taken.status).to.equal(409);
      expect(taken.code).to.equal('PHONE_TAKEN');
      expect(taken.fields).to.deep.equal({ phone: ACCOUNT_MESSAGES.PHONE_TAKEN });
      const other = serviceRefusalOf(await rejection(customer.createPhoneVerification(subject.otherCustomerId, subject.freePhone)));
      expect(other.status).to.equal(403);
    });

    it('verifies a phone with the texted code after a wrong one, a resend replacing the code, and completes the item', async () => {
      const { customer, customerId, freePhone } = subject;
      const verification = await customer.createPhoneVerification(customerId, freePhone);
      expect(verification.verified).to.equal(false);
      expect(verification.phoneNumber).to.match(/^\+1\d{10}$/);
      const first = await subject.latestCode(freePhone);
      expect(first).to.match(/^\d{7}$/);
      const wrongCode = first === '1234567' ? '7654321' : '1234567';
      const wrong = serviceRefusalOf(await rejection(customer.verifyPhoneCode(customerId, verification.id, wrongCode)));
      expect(wrong.status).to.equal(400);
      expect(wrong.fields).to.deep.equal({ code: ACCOUNT_MESSAGES.VERIFICATION_CODE_WRONG });
      const resent = await customer.resendPhoneCode(customerId, verification.id);
      expect(resent.id).to.equal(verification.id);
      const verified = await customer.verifyPhoneCode(customerId, verification.id, await subject.latestCode(freePhone));
      expect(verified.verified).to.equal(true);
      expect(await statusOf(customer, 'phoneVerification')).to.equal(SECURITY_CHECKUP_STATUS.COMPLETE);
    });

    it('unlocks a locked account with the e-mailed token once; a used or unknown token is gone (410)', async () => {
      const token = await subject.lockAccount();
      await subject.visitor.unlockAccount(token);
      const again = serviceRefusalOf(await rejection(subject.visitor.unlockAccount(token)));
      expect(again.status).to.equal(410);
      expect(again.message).to.equal(MESSAGES.TOKEN_EXPIRED);
    });
  });
}

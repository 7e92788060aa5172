// What every DirectLinkingGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { DirectLinkingGateway } from '../../adapters/directLinking/DirectLinkingGateway';
import { RETAILER_ID } from '../../domain/constants/retailers';
import { MFA_CODE_MESSAGES } from '../../domain/retailers/mfaCode';
import { serviceRefusalOf } from '../../domain/platform/serviceRefusal';
import { AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

/** The customer: signed in as `customerId`, whose link at 1144 waits for the multi-factor code. */
export interface DirectLinkingContractSubject extends PortCallers<DirectLinkingGateway> {
  customerId: string;
  /** Where the retailer's Allow (or Deny) sends the browser back from the URL startDirectLink answered. */
  consentReturn(redirectUri: string, choice?: 'allow' | 'deny'): Promise<URL>;
  /** The code the retailer sends for the multi-factor step. */
  mfaCode: string;
}

const GOTO = '/retailers/Grandmart-Superstore/1408/link';

export function describeDirectLinkingContract(name: string, setup: () => Promise<DirectLinkingContractSubject>): void {
  describeContract(`DirectLinkingGateway contract: ${name}`, setup, (subject) => {
    it('starts a link whose Allow returns to the goto path with a code and the state; finishing it answers 1408 verified', async () => {
      const started = await subject.customer.startDirectLink(GOTO);
      const back = await subject.consentReturn(started.redirectUri);
      expect(back.pathname).to.equal(GOTO);
      expect(back.searchParams.get('state')).to.equal(started.state);
      const code = back.searchParams.get('code') ?? '';
      expect(serviceRefusalOf(await rejection(subject.customer.finishDirectLink('wrong', started.state))).status).to.equal(400);
      expect(await subject.customer.finishDirectLink(code, started.state)).to.deep.equal({
        retailerId: RETAILER_ID.DIRECT_INTEGRATION,
        status: 'verified',
        locked: false,
      });
      expect(serviceRefusalOf(await rejection(subject.customer.finishDirectLink(code, started.state))).status, 'a spent state').to.equal(409);
    });

    it("answers Deny with error=access_denied and no code", async () => {
      const started = await subject.customer.startDirectLink(GOTO);
      const back = await subject.consentReturn(started.redirectUri, 'deny');
      expect(back.searchParams.get('error')).to.equal('access_denied');
      expect(back.searchParams.has('code')).to.equal(false);
    });

    it('refuses a goto outside the app inline', async () => {
      const refusal = serviceRefusalOf(await rejection(subject.customer.startDirectLink('https://evil.example/x')));
      expect(refusal.status).to.equal(400);
      expect(refusal.fields).to.have.property('goto');
    });

    it('unlinks the direct link, then answers 404 when nothing is linked', async () => {
      await subject.customer.unlinkDirect();
      expect(serviceRefusalOf(await rejection(subject.customer.unlinkDirect())).status).to.equal(404);
    });

    it('finishes the multi-factor step with the right code only, then needs none (409)', async () => {
      const { customer, customerId } = subject;
      const malformed = serviceRefusalOf(await rejection(customer.finishMfaLink(customerId, RETAILER_ID.MFA, '12')));
      expect(malformed.fields).to.deep.equal({ code: MFA_CODE_MESSAGES.INVALID });
      const wrong = serviceRefusalOf(await rejection(customer.finishMfaLink(customerId, RETAILER_ID.MFA, '000000')));
      expect(wrong.fields).to.deep.equal({ code: MFA_CODE_MESSAGES.WRONG });
      expect(await customer.finishMfaLink(customerId, RETAILER_ID.MFA, subject.mfaCode)).to.deep.equal({
        retailerId: RETAILER_ID.MFA,
        status: 'verified',
        locked: false,
      });
      expect(serviceRefusalOf(await rejection(customer.finishMfaLink(customerId, RETAILER_ID.MFA, subject.mfaCode))).status).to.equal(409);
    });

    it('refuses a visitor with an authentication error', async () => {
      expect(await rejection(subject.visitor.startDirectLink(GOTO))).to.be.instanceOf(AuthenticationError);
      expect(await rejection(subject.visitor.unlinkDirect())).to.be.instanceOf(AuthenticationError);
    });
  });
}

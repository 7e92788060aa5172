// What every RegistrationGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { RegistrationGateway } from '../../adapters/registration/RegistrationGateway';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import type { RegistrationPayload } from '../../domain/validation/registration';
import { ApiError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract } from './contractSuite';
import { BIRTH_DATE_MESSAGES } from '../../domain/validation/birthDate';
import { ZIP_INVALID } from '../../domain/validation/zip';

export interface RegistrationContractSubject {
  /** Signed in at the provider as `identity`, which has no customer yet. */
  gateway: RegistrationGateway;
  identity: { auth0UserId: string; email: string };
  /** A referral code that exists. */
  knownReferralCode: string;
  /** A well-formed zip the service does not recognise, and one it refuses as outside the United States. */
  unrecognisedZip: string;
  forbiddenZip: string;
}

function payload(subject: RegistrationContractSubject, customer: Partial<RegistrationPayload['customer']> = {}): RegistrationPayload {
  return {
    app_version: '4.485.0',
    device_id: 'contract-device',
    customer: {
      first_name: 'Riley',
      email: subject.identity.email,
      birth_date: '1994-03-09',
      auth0_user_id: subject.identity.auth0UserId,
      zip: '80202',
      early_identifier: undefined,
      referral_code: undefined,
      ip_address: undefined,
      ...customer,
    },
  };
}

export function describeRegistrationContract(name: string, setup: () => Promise<RegistrationContractSubject>): void {
  describeContract(`RegistrationGateway contract: ${name}`, setup, (subject) => {
    it('checks a zip and a referral code with the server: an outcome for each value given', async () => {
      const { gateway } = subject;
      expect(await gateway.validate({ zip: '80202' })).to.deep.equal({ zip_code: { outcome: true } });
      expect(await gateway.validate({ zip: '8020' })).to.deep.equal({ zip_code: { outcome: false } });
      expect(await gateway.validate({ zip: subject.unrecognisedZip })).to.deep.equal({ zip_code: { outcome: false } });
      expect(await gateway.validate({ referralCode: subject.knownReferralCode.toLowerCase() })).to.deep.equal({ referral_code: { outcome: true } });
      expect(await gateway.validate({ zip: '80202', referralCode: 'NOPE00000' })).to.deep.equal({
        zip_code: { outcome: true },
        referral_code: { outcome: false },
      });
    });

    it('answers the documented refusal { error: true, http_status: 403 } instead of rejecting', async () => {
      expect(await subject.gateway.validate({ zip: subject.forbiddenZip })).to.deep.equal({ error: true, http_status: 403 });
    });

    it("refuses rule breaks with 422 and the documents' messages keyed by the form's names", async () => {
      const refused = await rejection<ApiError>(
        subject.gateway.register(payload(subject, { zip: '1234', birth_date: '2015-06-01', referral_code: 'NOPE00000' })),
      );
      expect(refused).to.be.instanceOf(ApiError);
      expect(refused.status).to.equal(422);
      expect(refused.fields).to.deep.include({
        zip: ZIP_INVALID,
        birthDate: BIRTH_DATE_MESSAGES.TOO_YOUNG,
        referralCode: ACCOUNT_MESSAGES.REFERRAL_CODE_NOT_FOUND,
      });
    });

    it('creates the customer with trimmed values and the referral code, then refuses the same identity again (403)', async () => {
      const created = await subject.gateway.register(
        payload(subject, { first_name: '  Riley ', zip: ' 80202 ', referral_code: ` ${subject.knownReferralCode} ` }),
      );
      expect(created).to.include({ firstName: 'Riley', email: subject.identity.email, zip: '80202', birthDate: '1994-03-09', balance: 0 });
      expect(created.customerId).to.match(/^\d+$/);
      expect(created.referralCode).to.match(/^RILEY/);
      const again = await rejection<ApiError>(subject.gateway.register(payload(subject)));
      expect(again).to.be.instanceOf(ApiError);
      expect(again.status).to.equal(403);
    });
  });
}

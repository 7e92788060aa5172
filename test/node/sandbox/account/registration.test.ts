import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import * as MESSAGES from '../../../../domain/constants/messages';
import { createClipbackSdk } from '../../../../sdk/src';
import { FORBIDDEN_TEST_ZIP } from '../../../../scripts/sandbox/services/account/zipRules';
import { DEMO, NEW, apiError, freshIdentity, rawRequest, registrationBody, useAccountHarness, startAccountHarness } from './support';
import { NAME_MESSAGES } from '../../../../domain/validation/names';
import { BIRTH_DATE_MESSAGES } from '../../../../domain/validation/birthDate';
import { ZIP_INVALID } from '../../../../domain/validation/zip';

describe('sandbox account: registration and field validation', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();

  describe('POST /v1/validations.json', () => {
    const validate = (query: { zip_code?: string; referral_code?: string }) =>
      harness.anonymous.main.POST('/v1/validations.json', { params: { query } });

    it('recognises a 5-digit US zip and refuses others with outcome false', async () => {
      expect((await validate({ zip_code: '80202' })).data).to.deep.equal({ zip_code: { outcome: true } });
      for (const zip of ['00000', '00500', '99990', '8020', 'abcde', '']) {
        expect((await validate({ zip_code: zip })).data, zip).to.deep.equal({ zip_code: { outcome: false } });
      }
    });

    it('finds existing referral codes (case-insensitively) and answers both fields at once', async () => {
      const { data } = await validate({ zip_code: '80011', referral_code: DEMO.referralCode.toLowerCase() });
      expect(data).to.deep.equal({ zip_code: { outcome: true }, referral_code: { outcome: true } });
      expect((await validate({ referral_code: 'NOPE123' })).data).to.deep.equal({ referral_code: { outcome: false } });
    });

    it(`answers the documented refusal { error: true, http_status: 403 } for the forbidden test zip ${FORBIDDEN_TEST_ZIP}`, async () => {
      const error = await apiError(validate({ zip_code: FORBIDDEN_TEST_ZIP, referral_code: DEMO.referralCode }), 403);
      expect(error.body).to.deep.equal({ error: true, http_status: 403 });
    });

    it('answers 400 when neither value is given', async () => {
      await apiError(validate({}), 400);
    });
  });

  describe('POST /auth0_customers', () => {
    it('creates the customer for a signed-in identity without one, links the identity, and the next token carries the customer id', async () => {
      const identity = await freshIdentity(harness);
      const { data, response } = await identity.sdk.main.POST('/auth0_customers', {
        body: registrationBody(identity.identityId, identity.email, { first_name: '  Riley ', referral_code: ` ${DEMO.referralCode} ` }),
      });
      expect(response.status).to.equal(201);
      expect(data).to.include({ firstName: 'Riley', email: identity.email, zip: '80202', birthDate: '1994-03-09', balance: 0, lifetimeEarnings: 0 });
      const customerId = String(data?.customerId);
      expect(Number(customerId)).to.be.at.least(100_100);
      expect(data?.referralCode).to.match(/^RILEY\d{2,4}$/);
      expect(data?.auth0Accounts).to.deep.equal([{ auth0AccountId: identity.identityId, connection: 'Username-Password-Authentication' }]);
      expect(Math.abs(Date.parse(String(data?.joinDate)) - harness.clock.now().getTime())).to.be.below(60_000);

      const row = await harness.sandbox.db.one<{ referred_by_customer_id: string; device_id: string }>(
        'SELECT referred_by_customer_id, device_id FROM customers WHERE id = $1',
        [customerId],
      );
      expect(row).to.deep.equal({ referred_by_customer_id: DEMO.id, device_id: 'test-device' });
      expect((await harness.sandbox.identity.accounts.findById(identity.account.id))?.customerId).to.equal(customerId);

      const token = await harness.sandbox.identity.issueTestToken(identity.email);
      expect(token.customerId).to.equal(customerId);
      const registered = createClipbackSdk({ origin: harness.origin, getAccessToken: () => token.accessToken });
      const { data: checkup } = await registered.gateway.POST('/monolith/securityCheckupStatus', {});
      expect(checkup?.items.map((item) => item.status)).to.deep.equal([
        SECURITY_CHECKUP_STATUS.INCOMPLETE, SECURITY_CHECKUP_STATUS.INCOMPLETE, SECURITY_CHECKUP_STATUS.INCOMPLETE,
      ]);
      await apiError(registered.main.POST('/web_v1/helpdesk/login', { params: { query: { context: 'HELPCENTER' } }, body: { variables: {} } }), 412);

      // A second registration of the same identity, with the old token or the new one, is refused.
      const again = await apiError(identity.sdk.main.POST('/auth0_customers', { body: registrationBody(identity.identityId, identity.email) }), 403);
      expect(again.code).to.equal('FORBIDDEN');
      await apiError(registered.main.POST('/auth0_customers', { body: registrationBody(identity.identityId, identity.email) }), 403);
      const count = await harness.sandbox.db.one<{ count: number }>('SELECT count(*)::int AS count FROM customers WHERE lower(email) = $1', [identity.email]);
      expect(count?.count).to.equal(1);
    });

    it('accepts a registration without a token when auth0_user_id names an identity without a customer (same e-mail)', async () => {
      const identity = await freshIdentity(harness);
      const { response } = await harness.anonymous.main.POST('/auth0_customers', { body: registrationBody(identity.identityId, identity.email) });
      expect(response.status).to.equal(201);
      await apiError(harness.anonymous.main.POST('/auth0_customers', { body: registrationBody(identity.identityId, identity.email) }), 403);
    });

    it('refuses an unknown identity, another identity than the token’s, and an e-mail other than the identity’s', async () => {
      const identity = await freshIdentity(harness);
      const other = await freshIdentity(harness);
      await apiError(harness.anonymous.main.POST('/auth0_customers', { body: registrationBody('auth0|ffffffffffffffffffffffff', identity.email) }), 403);
      await apiError(identity.sdk.main.POST('/auth0_customers', { body: registrationBody(other.identityId, other.email) }), 403);
      await apiError(identity.sdk.main.POST('/auth0_customers', { body: registrationBody(identity.identityId, other.email) }), 403);
      expect((await harness.sandbox.identity.accounts.findById(identity.account.id))?.customerId).to.equal(null);
    });

    it('gives an anonymous caller one answer whether the identity is unknown, registered already, or has another e-mail', async () => {
      const registered = await freshIdentity(harness);
      await harness.anonymous.main.POST('/auth0_customers', { body: registrationBody(registered.identityId, registered.email) });
      const unregistered = await freshIdentity(harness);
      const refusals = await Promise.all([
        registrationBody('auth0|ffffffffffffffffffffffff', registered.email),
        registrationBody(registered.identityId, registered.email),
        registrationBody(unregistered.identityId, registered.email),
      ].map(async (body) => {
        const { status, body: answer } = await rawRequest(harness, 'POST', '/api/main/auth0_customers', { body });
        return { status, answer };
      }));
      expect(refusals[0]?.status).to.equal(403);
      expect(refusals[1], 'registered identity vs unknown').to.deep.equal(refusals[0]);
      expect(refusals[2], 'other e-mail vs unknown').to.deep.equal(refusals[0]);
    });

    it('answers rule breaks with 422 and the documents’ exact messages per field', async () => {
      const identity = await freshIdentity(harness);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ birth_date: '2015-06-01' }, { birth_date: BIRTH_DATE_MESSAGES.TOO_YOUNG }],
        [{ birth_date: '1850-06-01' }, { birth_date: BIRTH_DATE_MESSAGES.TOO_OLD }],
        [{ birth_date: '0090-06-01' }, { birth_date: BIRTH_DATE_MESSAGES.TOO_OLD }],
        [{ first_name: '   ' }, { first_name: NAME_MESSAGES.FIRST_NAME_REQUIRED }],
        // Rules the contract's schema only bounds: the documents' own messages come back, not a schema's wording.
        [{ first_name: 'A'.repeat(31) }, { first_name: NAME_MESSAGES.NAME_TOO_LONG }],
        [{ first_name: '' }, { first_name: NAME_MESSAGES.FIRST_NAME_REQUIRED }],
        [{ zip: '8020' }, { zip: ZIP_INVALID }],
        [{ zip: 'ABCDE' }, { zip: ZIP_INVALID }],
        [{ birth_date: '06/01/1990' }, { birth_date: BIRTH_DATE_MESSAGES.BIRTH_DATE_INVALID }],
        [{ zip: '00000' }, { zip: ACCOUNT_MESSAGES.ZIP_UNRECOGNISED }],
        [{ referral_code: 'NOSUCHCODE' }, { referral_code: ACCOUNT_MESSAGES.REFERRAL_CODE_NOT_FOUND }],
        [{ zip: '00123', referral_code: 'NOSUCHCODE', birth_date: '2012-01-01' }, {
          zip: ACCOUNT_MESSAGES.ZIP_UNRECOGNISED, referral_code: ACCOUNT_MESSAGES.REFERRAL_CODE_NOT_FOUND, birth_date: BIRTH_DATE_MESSAGES.TOO_YOUNG,
        }],
      ];
      for (const [overrides, fields] of cases) {
        const error = await apiError(identity.sdk.main.POST('/auth0_customers', { body: registrationBody(identity.identityId, identity.email, overrides) }), 422);
        expect(error.fields, JSON.stringify(overrides)).to.deep.equal(fields);
        expect(error.code).to.equal('VALIDATION_FAILED');
      }
      expect((await harness.sandbox.identity.accounts.findById(identity.account.id))?.customerId).to.equal(null);
    });

    it('answers the forbidden region with 403 and the forbidden message', async () => {
      const identity = await freshIdentity(harness);
      const error = await apiError(identity.sdk.main.POST('/auth0_customers', { body: registrationBody(identity.identityId, identity.email, { zip: FORBIDDEN_TEST_ZIP }) }), 403);
      expect(error.message).to.equal(MESSAGES.FORBIDDEN);
    });

    it("answers a registration without an e-mail with 422 EMAIL_MISSING and the documents' emailMissing message", async () => {
      const identity = await freshIdentity(harness);
      for (const email of ['', '   ']) {
        const error = await apiError(identity.sdk.main.POST('/auth0_customers', { body: registrationBody(identity.identityId, email) }), 422);
        expect(error.code).to.equal('EMAIL_MISSING');
        expect(error.message).to.equal('Sorry, there was a problem saving your email. Please try again.');
      }
      expect((await harness.sandbox.identity.accounts.findById(identity.account.id))?.customerId).to.equal(null);
    });

    it("answers an e-mail another customer uses with 422 EMAIL_TAKEN and the documents' emailTaken message", async () => {
      // An identity whose address a customer already has (the customer changed to it after signing up elsewhere).
      const identity = await freshIdentity(harness, 'taken-later@example.com');
      await harness.sandbox.db.query("UPDATE customers SET email = 'taken-later@example.com' WHERE id = $1", [NEW.id]);
      const error = await apiError(identity.sdk.main.POST('/auth0_customers', { body: registrationBody(identity.identityId, identity.email) }), 422);
      expect(error.code).to.equal('EMAIL_TAKEN');
      expect(error.message).to.equal(ACCOUNT_MESSAGES.EMAIL_TAKEN);
      expect(error.fields).to.deep.equal({ email: ACCOUNT_MESSAGES.EMAIL_IN_USE });
    });

    it('never answers a 5xx for a malformed body', async () => {
      const identity = await freshIdentity(harness);
      for (const body of ['{', '[]', '{"customer": 5}', JSON.stringify({ ...registrationBody(identity.identityId, identity.email), extra: 1 })]) {
        const { status } = await rawRequest(harness, 'POST', '/api/main/auth0_customers', { token: identity.accessToken, body });
        expect(status, body).to.equal(400);
      }
    });
  });
});

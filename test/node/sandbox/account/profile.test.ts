import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import * as MESSAGES from '../../../../domain/constants/messages';
import { DAY_MS, SECOND_MS } from '../../../../domain/constants/timing';
import type { ClipbackSdk } from '../../../../sdk/src';
import { MAX_FAILED_ATTEMPTS } from '../../../../scripts/sandbox/identity';
import { DEMO_EMAIL, NEW_EMAIL } from '../support/sandbox';
import { DEMO, DEMO_PASSWORD, FRIEND, NEW, apiError, useAccountHarness, startAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';
import { BIRTH_DATE_MESSAGES } from '../../../../domain/validation/birthDate';
import { ZIP_INVALID } from '../../../../domain/validation/zip';
import { PHONE_MESSAGES } from '../../../../domain/validation/phone';

describe('sandbox account: profile, e-mail, messages and personal data', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const demo = builtBefore(() => harness.sdkFor(DEMO_EMAIL));
  const fresh = builtBefore(() => harness.sdkFor(NEW_EMAIL));
  const db = () => harness.sandbox.db;
  const outbox = (template: string, recipient: string) =>
    db().query<{ payload: Record<string, string> }>(
      'SELECT payload FROM outbox_messages WHERE template = $1 AND recipient = $2 ORDER BY id DESC',
      [template, recipient],
    );

  describe('profile save with password (PUT /v2/customers/{id}/profile.json)', () => {
    it('refuses a wrong password with fields.password "Incorrect password." and changes nothing', async () => {
      const error = await apiError(
        fresh.main.PUT('/v2/customers/{id}/profile.json', { params: { path: { id: NEW.id } }, body: { last_name: 'Rivera', password: 'wrong-password' } }),
        400,
      );
      expect(error.fields).to.deep.equal({ password: ACCOUNT_MESSAGES.PASSWORD_INCORRECT });
      expect(error.code).to.equal('INCORRECT_PASSWORD');
      expect((await db().one<{ last_name: string | null }>('SELECT last_name FROM customers WHERE id = $1', [NEW.id]))?.last_name).to.equal(null);
    });

    it('saves with the right password, completes the name step and resets the failure count', async () => {
      const { data } = await fresh.main.PUT('/v2/customers/{id}/profile.json', {
        params: { path: { id: NEW.id } },
        body: { first_name: ' Sam ', last_name: 'Rivera', password: DEMO_PASSWORD },
      });
      expect(data).to.include({ customerId: NEW.id, firstName: 'Sam', lastName: 'Rivera' });
      const { data: checkup } = await fresh.gateway.POST('/monolith/securityCheckupStatus', {});
      expect(checkup?.items.find((item) => item.id === 'personalInfo')?.status).to.equal(SECURITY_CHECKUP_STATUS.COMPLETE);
      const identity = await db().one<{ failed_login_count: number }>('SELECT failed_login_count FROM identity_accounts WHERE customer_id = $1', [NEW.id]);
      expect(identity?.failed_login_count).to.equal(0);
    });

    it('answers field rule breaks with the documents’ messages', async () => {
      const error = await apiError(
        fresh.main.PUT('/v2/customers/{id}/profile.json', {
          params: { path: { id: NEW.id } },
          body: { birth_date: '2020-01-01', zip: '00000', password: DEMO_PASSWORD },
        }),
        400,
      );
      expect(error.fields).to.deep.equal({ birth_date: BIRTH_DATE_MESSAGES.TOO_YOUNG, zip: ACCOUNT_MESSAGES.ZIP_UNRECOGNISED });
    });

    it('answers 409 with fields.email when the e-mail belongs to someone else', async () => {
      const error = await apiError(
        fresh.main.PUT('/v2/customers/{id}/profile.json', { params: { path: { id: NEW.id } }, body: { email: FRIEND.email, password: DEMO_PASSWORD } }),
        409,
      );
      expect(error.fields).to.deep.equal({ email: ACCOUNT_MESSAGES.EMAIL_IN_USE });
    });

    it(`locks the account after ${MAX_FAILED_ATTEMPTS} wrong passwords (403 ACCOUNT_LOCKED) until the e-mailed unlock link is used`, async () => {
      const attempt = (password: string) =>
        fresh.main.PUT('/v2/customers/{id}/profile.json', { params: { path: { id: NEW.id } }, body: { zip: '80011', password } });
      for (let i = 1; i < MAX_FAILED_ATTEMPTS; i++) await apiError(attempt('wrong-password'), 400);
      const locked = await apiError(attempt('wrong-password'), 403);
      expect(locked.code).to.equal('ACCOUNT_LOCKED');
      // Even the right password is refused while locked.
      expect((await apiError(attempt(DEMO_PASSWORD), 403)).code).to.equal('ACCOUNT_LOCKED');

      const [mail] = await outbox('account_unlock', NEW_EMAIL);
      const token = String(mail?.payload.token);
      expect(token).to.match(/^unl-/);
      await apiError(harness.anonymous.main.POST('/web_v1/account_unlocks.json', { body: { token: 'unl-nope' } }), 410);
      const { data } = await harness.anonymous.main.POST('/web_v1/account_unlocks.json', { body: { token } });
      expect(data).to.deep.equal({ unlocked: true });
      const reused = await apiError(harness.anonymous.main.POST('/web_v1/account_unlocks.json', { body: { token } }), 410);
      expect(reused.message).to.equal(MESSAGES.TOKEN_EXPIRED);
      const { data: saved } = await attempt(DEMO_PASSWORD);
      expect(saved?.zip).to.equal('80011');
    });
  });

  describe('changeCustomerInfo (gateway REST and content GraphQL share one implementation)', () => {
    it('changes only the given fields', async () => {
      const { data } = await demo.gateway.POST('/monolith/changeCustomerInfo', { body: { zip: '80203', lastName: 'Thompson-Lee', password: DEMO_PASSWORD } });
      expect(data).to.include({ customerId: DEMO.id, zip: '80203', lastName: 'Thompson-Lee', firstName: 'Avery', email: DEMO.email });
    });

    it('answers invalid values with 400 and the 001 §5 messages, an e-mail in use with 409', async () => {
      const invalid = await apiError(demo.gateway.POST('/monolith/changeCustomerInfo', { body: { birthDate: '1850-01-01', zip: '99990' } }), 400);
      expect(invalid.fields).to.deep.equal({ birthDate: BIRTH_DATE_MESSAGES.TOO_OLD, zip: ACCOUNT_MESSAGES.ZIP_UNRECOGNISED });
      const taken = await apiError(demo.gateway.POST('/monolith/changeCustomerInfo', { body: { email: FRIEND.email.toUpperCase(), password: DEMO_PASSWORD } }), 409);
      expect(taken.fields).to.deep.equal({ email: ACCOUNT_MESSAGES.EMAIL_IN_USE });
    });

    it('GraphQL changeCustomerInfo saves and answers BAD_USER_INPUT with fields', async () => {
      const { changeCustomerInfo } = await demo.content.changeCustomerInfo({ firstName: 'Ave', password: DEMO_PASSWORD });
      expect(changeCustomerInfo).to.include({ customerId: DEMO.id, firstName: 'Ave', zip: '80203' });
      let error: any;
      try {
        await demo.content.changeCustomerInfo({ zip: '12' });
      } catch (caught) {
        error = caught;
      }
      expect(error?.code).to.equal('BAD_USER_INPUT');
      expect(error?.fields).to.deep.equal({ zip: ZIP_INVALID });
      const taken = await demo.content.changeCustomerInfo({ email: FRIEND.email, password: DEMO_PASSWORD }).catch((caught) => caught);
      expect(taken?.fields).to.deep.equal({ email: ACCOUNT_MESSAGES.EMAIL_IN_USE });
      const anonymous = await harness.anonymous.content.changeCustomerInfo({ firstName: 'X' }).catch((caught) => caught);
      expect(anonymous?.code).to.equal('UNAUTHENTICATED');
    });
  });

  describe('e-mail confirmation', () => {
    it('sends a link, confirms with its token, completes the checkup item; a bad token is 410', async () => {
      const { data } = await fresh.gateway.GET('/monolith/sendEmailConfirmation');
      expect(data).to.deep.equal({ sent: true, email: NEW_EMAIL });
      const [mail] = await outbox('email_confirmation', NEW_EMAIL);
      const token = String(mail?.payload.token);
      expect(String(mail?.payload.link)).to.equal(`${harness.origin}/confirm-email?token=${token}`);

      const bad = await apiError(harness.anonymous.main.POST('/web_v1/email_confirmations.json', { body: { token: 'ect-unknown' } }), 410);
      expect(bad.message).to.equal(MESSAGES.TOKEN_EXPIRED);
      const { data: confirmed } = await harness.anonymous.main.POST('/web_v1/email_confirmations.json', { body: { token } });
      expect(confirmed).to.deep.equal({ confirmed: true, email: NEW_EMAIL });
      const { data: checkup } = await fresh.gateway.POST('/monolith/securityCheckupStatus', {});
      expect(checkup?.items.find((item) => item.id === 'emailConfirmation')?.status).to.equal(SECURITY_CHECKUP_STATUS.COMPLETE);
    });

    it('refuses an expired link with 410', async () => {
      await fresh.gateway.GET('/monolith/sendEmailConfirmation');
      const [mail] = await outbox('email_confirmation', NEW_EMAIL);
      harness.clock.advance(2 * DAY_MS);
      try {
        await apiError(harness.anonymous.main.POST('/web_v1/email_confirmations.json', { body: { token: String(mail?.payload.token) } }), 410);
      } finally {
        harness.clock.advance(-2 * DAY_MS);
      }
    });
  });

  describe('e-mail settings from an e-mail link (token)', () => {
    let token: string;
    before(async () => {
      token = String((await db().one<{ token: string }>('SELECT token FROM email_settings_tokens WHERE customer_id = $1', [DEMO.id]))?.token);
      const now = harness.clock.now();
      await db().query('INSERT INTO email_settings_tokens (token, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        'est-expired', DEMO.id, new Date(now.getTime() - 40 * DAY_MS), new Date(now.getTime() - 10 * DAY_MS),
      ]);
    });

    it('answers only the e-mail settings, without a sign-in', async () => {
      const { data } = await harness.anonymous.gateway.POST('/monolith/fetchEmailSettingsWithToken', { body: { token } });
      expect(data?.settings_collections.map((collection) => collection.name)).to.deep.equal(['Email']);
    });

    it('changes e-mail settings, and refuses privacy ones', async () => {
      const { data } = await harness.anonymous.gateway.POST('/monolith/updateEmailSettingsWithToken', { body: { token, settings: { email_new_offers: '0' } } });
      expect(data?.settings_collections[0]?.settings.find((setting) => setting.name === 'email_new_offers')?.value).to.equal('0');
      const refused = await apiError(harness.anonymous.gateway.POST('/monolith/updateEmailSettingsWithToken', { body: { token, settings: { limit_ad_tracking: '0' } } }), 400);
      expect(refused.fields).to.have.property('settings.limit_ad_tracking');
    });

    it("answers an expired or unknown token with 401 'Looks like that link is expired or invalid.' (code TOKEN_INVALID)", async () => {
      for (const call of [
        harness.anonymous.gateway.POST('/monolith/fetchEmailSettingsWithToken', { body: { token: 'est-expired' } }),
        harness.anonymous.gateway.POST('/monolith/updateEmailSettingsWithToken', { body: { token: 'est-expired', settings: { email_bonuses: '0' } } }),
        harness.anonymous.gateway.POST('/monolith/fetchEmailSettingsWithToken', { body: { token: 'est-never-issued' } }),
      ]) {
        const error = await apiError(call, 401);
        expect(error.message).to.equal(MESSAGES.TOKEN_EXPIRED);
        expect(error.code).to.equal('TOKEN_INVALID');
      }
      const row = await db().one<{ value: boolean }>("SELECT value FROM customer_settings WHERE customer_id = $1 AND name = 'email_bonuses'", [DEMO.id]);
      expect(row?.value).to.equal(true);
    });
  });

  describe('messages the sandbox sends (outbox)', () => {
    it('password reset answers 202 for known and unknown addresses, and mails only the known one', async () => {
      await harness.anonymous.main.POST('/web_v1/password_resets.json', { body: { email: FRIEND.email } });
      await harness.anonymous.main.POST('/web_v1/password_resets.json', { body: { email: 'nobody@example.com' } });
      expect(await outbox('password_reset', FRIEND.email)).to.have.length(1);
      expect(await outbox('password_reset', 'nobody@example.com')).to.have.length(0);
    });

    it('referral invites answer 202 with the invited addresses and queue one e-mail each', async () => {
      const { data, response } = await demo.main.POST('/v2/customers/{id}/referral_invites.json', {
        params: { path: { id: DEMO.id } },
        body: { emails: ['Pat@Example.com', 'lee@example.com', DEMO.email] },
      });
      expect(response.status).to.equal(202);
      expect(data?.invited).to.deep.equal(['pat@example.com', 'lee@example.com']);
      const [mail] = await outbox('referral_invite', 'pat@example.com');
      expect(mail?.payload.link).to.equal(`${harness.origin}/register?friend=${DEMO.referralCode}`);
      const invites = await db().query("SELECT email FROM referral_invites WHERE customer_id = $1 AND status = 'sent' ORDER BY email", [DEMO.id]);
      expect(invites.map((invite) => invite.email)).to.include.members(['pat@example.com', 'lee@example.com']);
    });

    it('app download link answers 202, texts the number, refuses a bad one with the phone message and rate-limits', async () => {
      const { response } = await harness.anonymous.main.POST('/web_v1/app_download_links.json', { body: { phone: '3035550111' } });
      expect(response.status).to.equal(202);
      expect(await outbox('app_download_link', '+13035550111')).to.have.length(1);
      const bad = await apiError(harness.anonymous.main.POST('/web_v1/app_download_links.json', { body: { phone: '1111111111' } }), 400);
      expect(bad.fields).to.deep.equal({ phone: PHONE_MESSAGES.PHONE_INVALID });
      await harness.anonymous.main.POST('/web_v1/app_download_links.json', { body: { phone: '3035550111' } });
      await harness.anonymous.main.POST('/web_v1/app_download_links.json', { body: { phone: '3035550111' } });
      await apiError(harness.anonymous.main.POST('/web_v1/app_download_links.json', { body: { phone: '3035550111' } }), 429);
    });
  });

  describe('personal data file', () => {
    it('is pending, then ready to download for 7 days, then gone (410)', async () => {
      const { data: requested, response } = await demo.main.POST('/v2/customers/{id}/personal_data_requests.json', { params: { path: { id: DEMO.id } } });
      expect(response.status).to.equal(202);
      expect(requested).to.include({ status: 'pending', readyAt: null, expiresAt: null });
      const path = { id: DEMO.id, requestId: String(requested?.id) };
      const notReady = await apiError(demo.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}/file', { params: { path } }), 409);
      expect(notReady.code).to.equal('NOT_READY');

      harness.clock.advance(10 * SECOND_MS);
      const { data: ready } = await demo.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}.json', { params: { path } });
      expect(ready?.status).to.equal('ready');
      expect(Date.parse(String(ready?.expiresAt)) - Date.parse(String(ready?.readyAt))).to.equal(7 * DAY_MS);
      const { data: file, response: download } = await demo.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}/file', { params: { path } });
      expect(download.headers.get('content-disposition')).to.equal('attachment; filename="clipback-personal-data.json"');
      expect((file as any).customer.customerId).to.equal(DEMO.id);
      expect((file as any).earnings).to.have.length(11);

      harness.clock.advance(7 * DAY_MS);
      const demoLater = await harness.sdkFor(DEMO_EMAIL);
      const gone = await apiError(demoLater.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}/file', { params: { path } }), 410);
      expect(gone.code).to.equal('EXPIRED');
      const { data: expired } = await demoLater.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}.json', { params: { path } });
      expect(expired?.status).to.equal('expired');
      await apiError(demoLater.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}.json', { params: { path: { id: DEMO.id, requestId: 'nope' } } }), 404);
    });
  });
});

// Issue 29, defect 5: the security findings on the new surfaces, each tried as an attacker would over loopback.
import { expect } from 'chai';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { DIRECT_LINK_MESSAGES } from '../../../../domain/retailers/directLinkReturn';
import { MFA_CODE_MESSAGES, MFA_WRONG_CODE_WINDOW_MS, MFA_WRONG_CODES_PER_LINK } from '../../../../domain/retailers/mfaCode';
import { SANDBOX_MFA_CODE } from '../../../../scripts/sandbox/services/main/mfaLinking';
import { APP_LINKS_PER_CLIENT } from '../../../../scripts/sandbox/services/main/referral';
import { SANDBOX_MESSAGES } from '../../../../scripts/sandbox/services/account/refusals';
import type { ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL } from '../support/sandbox';
import { DEMO, DEMO_PASSWORD, apiError, freshIdentity, rawRequest, registrationBody, useAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';

describe('sandbox: issue 29 security findings', function () {
  this.timeout(120_000);
  const harness = useAccountHarness();
  const demo = builtBefore(() => harness.sdkFor(DEMO_EMAIL));

  describe('the 1144 multi-factor code', () => {
    const finish = (code: string) =>
      demo.main.POST('/account_linking/mfa', { body: { customer_id: DEMO.id, retailer_id: RETAILER_ID.MFA, code } });

    it(`counts wrong codes per link: after ${MFA_WRONG_CODES_PER_LINK} wrong ones even the right code is 429 until the window ends`, async () => {
      for (let guess = 0; guess < MFA_WRONG_CODES_PER_LINK; guess += 1) {
        const wrong = await apiError(finish(String(100000 + guess)), 400);
        expect(wrong.fields).to.deep.equal({ code: MFA_CODE_MESSAGES.WRONG });
      }
      // Parallel guesses cannot slip through either: the count lives in the database, beside the link.
      const burst = await Promise.allSettled(Array.from({ length: 20 }, (_, guess) => finish(String(200000 + guess))));
      for (const outcome of burst) expect(outcome.status).to.equal('rejected');
      const limited = await apiError(finish(SANDBOX_MFA_CODE), 429);
      expect(limited.message).to.equal(MFA_CODE_MESSAGES.TOO_MANY_WRONG);
      const { data: links } = await demo.main.GET('/account_linking/loyalty_connections', { params: { query: { customer_id: DEMO.id, retailer_id: RETAILER_ID.MFA } } });
      expect(links?.loyaltyConnections).to.deep.equal([{ retailerId: RETAILER_ID.MFA, status: 'verified', locked: true }]);

      harness.clock.advance(MFA_WRONG_CODE_WINDOW_MS);
      const { data } = await finish(SANDBOX_MFA_CODE);
      expect(data).to.deep.equal({ retailerId: RETAILER_ID.MFA, status: 'verified', locked: false });
    });
  });

  describe('the OAuth goto path', () => {
    const dotSegmentEscapes = ['/.//evil.example/login', '/x/..//evil.example', '/%2e%2e//evil.example', '/./%2e//evil.example/x'];

    it('walmartOAuthServiceLogin refuses a goto whose dot segments normalise to another host (400 with fields.goto)', async () => {
      for (const goto of dotSegmentEscapes) {
        const refused = await apiError(demo.gateway.POST('/walmartOAuthService/walmartOAuthServiceLogin', { body: { goto } }), 400);
        expect(refused.fields, goto).to.deep.equal({ goto: DIRECT_LINK_MESSAGES.GOTO_INVALID });
      }
    });

    it('fetchLinkingUri refuses them too', async () => {
      for (const goto of dotSegmentEscapes) {
        const refused = await apiError(demo.gateway.POST('/monolith/fetchLinkingUri', { body: { retailerId: RETAILER_ID.DIRECT_INTEGRATION, goto } }), 400);
        expect(refused.fields, goto).to.deep.equal({ goto: DIRECT_LINK_MESSAGES.GOTO_INVALID });
      }
    });

    it('the consent page checks the stored path again: one that leaves the app links nowhere', async () => {
      const { data } = await demo.gateway.POST('/walmartOAuthService/walmartOAuthServiceLogin', { body: { goto: '/retailers/Grandmart-Superstore/1408/link' } });
      const state = String(data?.state);
      await harness.sandbox.db.query('UPDATE oauth_link_states SET goto = $2 WHERE state = $1', [state, '//evil.example/login']);
      const page = await fetch(String(data?.redirect_uri));
      expect(page.status).to.equal(400);
      expect(await page.text()).not.to.include('evil.example');
    });
  });

  describe('app download links by text message', () => {
    it(`one client may text ${APP_LINKS_PER_CLIENT} numbers a window, whatever the numbers: then 429 with a message`, async () => {
      const statuses: number[] = [];
      let refusal: { message?: string } | undefined;
      for (let n = 0; n < 30; n += 1) {
        const answer = await rawRequest(harness, 'POST', '/api/main/web_v1/app_download_links.json', { body: { phone: `30355501${String(n).padStart(2, '0')}` } });
        statuses.push(answer.status);
        if (answer.status === 429) refusal = answer.body;
      }
      expect(statuses.filter((status) => status === 202)).to.have.length(APP_LINKS_PER_CLIENT);
      expect(statuses.slice(APP_LINKS_PER_CLIENT).every((status) => status === 429)).to.equal(true);
      expect(refusal?.message).to.equal(SANDBOX_MESSAGES.TOO_MANY_MESSAGES);
    });
  });

  describe('what a cache may keep (Cache-Control)', () => {
    it('an anonymous public catalogue read is no-cache; the same read signed in is private, no-store; anything else no-store', async () => {
      const body = { retailerIds: [RETAILER_ID.DIRECT_INTEGRATION] };
      const anonymous = await fetch(`${harness.origin}/api/gateway/contentServer/fetchGenericRetailers`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-app-token': WEB_APP_TOKEN }, body: JSON.stringify(body),
      });
      expect(anonymous.status, await anonymous.clone().text()).to.equal(200);
      expect(anonymous.headers.get('cache-control')).to.equal('no-cache');
      const { accessToken } = await harness.tokenFor(DEMO_EMAIL);
      const signedIn = await fetch(`${harness.origin}/api/gateway/contentServer/fetchGenericRetailers`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-app-token': WEB_APP_TOKEN, authorization: `Bearer ${accessToken}` }, body: JSON.stringify(body),
      });
      expect(signedIn.status).to.equal(200);
      expect(signedIn.headers.get('cache-control')).to.equal('private, no-store');
      const graphqlAnonymous = await fetch(`${harness.origin}/api/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(graphqlAnonymous.headers.get('cache-control')).to.equal('no-cache');
      const graphqlSignedIn = await fetch(`${harness.origin}/api/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(graphqlSignedIn.headers.get('cache-control')).to.equal('private, no-store');
      const other = await fetch(`${harness.origin}/api/main/web_v1/app_download_links.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
      expect(other.headers.get('cache-control')).to.equal('no-store');
    });
  });

  describe('e-mailed links after the sign-in address changed', () => {
    it('a password reset link and an unlock link issued for the old address are refused once the address changed', async () => {
      const identity = await freshIdentity(harness, `moving-${Date.now()}@example.com`);
      const registered = await rawRequest(harness, 'POST', '/api/main/auth0_customers', { token: identity.accessToken, body: registrationBody(identity.identityId, identity.email) });
      expect(registered.status).to.equal(201);
      const { accessToken } = await harness.sandbox.identity.issueTestToken(identity.email);

      const reset = await rawRequest(harness, 'POST', '/api/main/web_v1/password_resets.json', { body: { email: identity.email } });
      expect(reset.status).to.equal(202);
      const [mail] = await harness.sandbox.db.query<{ payload: { link: string } }>(
        "SELECT payload FROM outbox_messages WHERE template = 'password_reset' AND recipient = $1 ORDER BY id DESC LIMIT 1",
        [identity.email],
      );
      const link = new URL(mail?.payload.link ?? '');
      expect((await fetch(link)).status, 'the fresh link opens').to.equal(200);
      const rowId = (await harness.sandbox.db.one<{ id: string }>('SELECT id FROM identity_accounts WHERE email = $1', [identity.email]))?.id;
      const now = harness.clock.now();
      await harness.sandbox.db.query(
        'INSERT INTO account_unlock_tokens (token, identity_account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        ['unl-before-the-move', rowId, now, new Date(now.getTime() + 60 * 60 * 1000)],
      );

      const changed = await rawRequest(harness, 'POST', '/api/gateway/monolith/changeCustomerInfo', {
        token: accessToken,
        body: { email: `moved-${Date.now()}@example.com`, password: DEMO_PASSWORD },
      });
      expect(changed.status).to.equal(200);

      expect((await fetch(link)).status, 'the old reset link is void').to.equal(410);
      const unlock = await rawRequest(harness, 'POST', '/api/main/web_v1/account_unlocks.json', { body: { token: 'unl-before-the-move' } });
      expect(unlock.status, JSON.stringify(unlock.body)).to.equal(410);
    });
  });
});

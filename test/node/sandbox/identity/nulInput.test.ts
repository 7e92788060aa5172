// A NUL character (which PostgreSQL text cannot hold) in the sign-in form or the provider's parameters is
// the caller's mistake: a 4xx, never a 500 (issue 12, finding 5).
import { expect } from 'chai';
import { WEB_CLIENT_ID } from '../../../../scripts/sandbox/identity';
import { DEMO_CUSTOMERS } from '../../../../scripts/sandbox/seed/fixtures';
import { type SandboxHarness } from '../support/sandbox';
import { CookieJarClient } from './support/cookieJarClient';
import { authorizationRequest, openSignInPage, tokenRequest, type IdentityEndpoint } from './support/identitySandbox';
import { useSharedSandbox } from '../../../support/sharedSandbox';

const NUL = '\u0000';

describe('sandbox identity provider: NUL characters in its input (database storage)', function () {
  this.timeout(60_000);
  let endpoint: IdentityEndpoint;
  const harness = useSharedSandbox();
  before(async () => {
    endpoint = { base: harness.origin, identity: harness.sandbox.identity };
  });

  it('answers the sign-in form with a NUL in the e-mail as a wrong sign-in (401), and sign-up as a bad e-mail (400)', async () => {
    const client = new CookieJarClient(harness.origin);
    const interactionPath = await openSignInPage(client, authorizationRequest(endpoint));
    const signIn = await client.postForm(`${interactionPath}/login`, { email: `${DEMO_CUSTOMERS.DEMO.email}${NUL}`, password: 'a-guess-1' });
    expect(signIn.status).to.equal(401);
    expect(signIn.text).to.contain('Wrong email or password.');
    const signUp = await client.postForm(`${interactionPath}/signup`, { email: `nul${NUL}@example.com`, password: 'a fine long passphrase' });
    expect(signUp.status).to.equal(400);
  });

  it('answers POST /oauth/token with a NUL code, refresh token or client id with a 4xx OAuth error', async () => {
    const forms: Record<string, string>[] = [
      { grant_type: 'authorization_code', client_id: WEB_CLIENT_ID, code: NUL, code_verifier: 'v'.repeat(43), redirect_uri: harness.origin },
      { grant_type: 'refresh_token', client_id: WEB_CLIENT_ID, refresh_token: NUL },
      { grant_type: 'refresh_token', client_id: `${WEB_CLIENT_ID}${NUL}`, refresh_token: 'r' },
    ];
    for (const form of forms) {
      const { status, body } = await tokenRequest(endpoint, form);
      expect(status, JSON.stringify(form)).to.be.within(400, 499);
      expect(body.error).to.be.oneOf(['invalid_grant', 'invalid_client']);
    }
    const revoked = await fetch(`${endpoint.identity.domain}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: WEB_CLIENT_ID, token: NUL }).toString(),
    });
    expect(revoked.status).to.be.below(500);
  });

  it('sends an authorization request with a NUL parameter back to the app as invalid_request', async () => {
    const extras: Record<string, string>[] = [{ state: `s${NUL}` }, { login_hint: `a${NUL}@example.com` }, { nonce: NUL }];
    for (const extra of extras) {
      const started = await new CookieJarClient(harness.origin).get(authorizationRequest(endpoint, extra).url);
      expect(started.status, JSON.stringify(extra)).to.equal(303);
      const back = new URL(started.location ?? '');
      expect(back.origin).to.equal(harness.origin);
      expect(back.searchParams.get('error')).to.equal('invalid_request');
    }
  });
});

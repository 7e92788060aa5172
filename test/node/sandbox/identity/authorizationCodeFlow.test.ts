import { expect } from 'chai';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { API_AUDIENCE, IDENTITY_ID_CLAIM, WEB_CLIENT_ID } from '../../../../scripts/sandbox/identity';
import { CookieJarClient } from './support/cookieJarClient';
import {
  ANN,
  authorizationRequest,
  decodeJwt,
  exchangeCode,
  followToApp,
  openSignInPage,
  signInWithPassword,
  startIdentitySandbox,
  submitCredentials,
  tokenRequest,
  type IdentitySandbox,
} from './support/identitySandbox';

describe('sandbox identity provider: discovery', () => {
  let sandbox: IdentitySandbox;
  before(async () => {
    sandbox = await startIdentitySandbox();
  });
  after(() => sandbox.stop());

  it('publishes the issuer auth0-spa-js expects (`${domain}/`) and the Auth0 paths', async () => {
    const response = await fetch(`${sandbox.base}/identity/.well-known/openid-configuration`);
    expect(response.status).to.equal(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    const domain = `${sandbox.base}/identity`;
    expect(sandbox.identity.domain).to.equal(domain);
    expect(discovery.issuer).to.equal(`${domain}/`);
    expect(discovery.authorization_endpoint).to.equal(`${domain}/authorize`);
    expect(discovery.token_endpoint).to.equal(`${domain}/oauth/token`);
    expect(discovery.end_session_endpoint).to.equal(`${domain}/v2/logout`);
    expect(discovery.jwks_uri).to.equal(`${domain}/.well-known/jwks.json`);
    expect(discovery.revocation_endpoint).to.equal(`${domain}/oauth/revoke`);
    expect(discovery.code_challenge_methods_supported).to.deep.equal(['S256']);
    expect(discovery.response_modes_supported).to.include('web_message');
    expect(discovery.id_token_signing_alg_values_supported).to.deep.equal(['RS256']);
  });

  it('serves the public signing keys only', async () => {
    const response = await fetch(`${sandbox.base}/identity/.well-known/jwks.json`);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).to.have.length(1);
    expect(keys[0]).to.include({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.to.have.property('d');
    expect(keys).to.deep.equal(sandbox.identity.jwks.keys);
  });

  it('leaves the app its own paths', async () => {
    const response = await fetch(`${sandbox.base}/home`);
    expect(response.status).to.equal(200);
    expect(await response.text()).to.contain('<title>app</title>');
  });
});

describe('sandbox identity provider: authorization code + PKCE', () => {
  let sandbox: IdentitySandbox;
  before(async () => {
    sandbox = await startIdentitySandbox();
  });
  after(() => sandbox.stop());

  it('signs in through its own page and issues tokens the way auth0-spa-js asks for them', async () => {
    const client = new CookieJarClient(sandbox.base);
    const request = authorizationRequest(sandbox, { app_version: '4.485.0', global_session_id: 'g-1', early_identifier: 'e-1' });
    const interactionPath = await openSignInPage(client, request);

    const page = await client.get(interactionPath);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    expect(page.text).to.contain('<h1 id="page-title">Sign in</h1>');
    expect(page.text).to.contain(`action="${interactionPath}/login"`);

    const code = await submitCredentials(client, interactionPath, request, ANN);
    const { status, body, headers } = await exchangeCode(sandbox, request, code);
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(headers.get('access-control-allow-origin')).to.equal(sandbox.base);
    expect(body).to.include({ token_type: 'Bearer' });
    expect(body.access_token).to.be.a('string');
    expect(body.id_token).to.be.a('string');
    expect(body.refresh_token).to.be.a('string');
    expect(body.expires_in).to.be.a('number');
  });

  it('issues an RS256 JWT access token for the API audience that the verifier accepts', async () => {
    const { tokens } = await signInWithPassword(sandbox, ANN);
    const account = await sandbox.accounts.findByEmail(ANN.email);
    const { header, payload } = decodeJwt(tokens.access_token);
    expect(header.alg).to.equal('RS256');
    expect(header.kid).to.equal(sandbox.identity.jwks.keys[0]?.kid);
    expect(payload.aud).to.equal(API_AUDIENCE);
    expect(payload.iss).to.equal(`${sandbox.base}/identity/`);
    expect(payload.sub).to.equal(ANN.customerId);
    expect(payload.rat).to.equal(Math.floor((account?.createdAt.getTime() ?? 0) / 1000));
    expect(payload[IDENTITY_ID_CLAIM]).to.equal(`auth0|${account?.id}`);

    const verified = await sandbox.identity.verifyAccessToken(tokens.access_token);
    expect(verified).to.deep.equal({
      customerId: ANN.customerId,
      identityId: `auth0|${account?.id}`,
      joinDate: new Date(Math.floor((account?.createdAt.getTime() ?? 0) / 1000) * 1000),
    });
  });

  it('issues an id token auth0-spa-js accepts: RS256, aud = client id, nonce, exp, iat, iss `${domain}/`', async () => {
    const { tokens, request } = await signInWithPassword(sandbox, ANN);
    const account = await sandbox.accounts.findByEmail(ANN.email);
    const keys = createLocalJWKSet(sandbox.identity.jwks);
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, keys, {
      issuer: `${sandbox.base}/identity/`,
      audience: WEB_CLIENT_ID,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).to.equal('RS256');
    expect(payload.nonce).to.equal(request.nonce);
    expect(payload.exp).to.be.a('number');
    expect(payload.iat).to.be.a('number');
    expect(payload.sub).to.equal(`auth0|${account?.id}`);
    expect(payload.email).to.equal(ANN.email);
    expect(payload.nickname).to.equal('ann');
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const client = new CookieJarClient(sandbox.base);
    const request = authorizationRequest(sandbox);
    const code = await submitCredentials(client, await openSignInPage(client, request), request, ANN);
    const { status, body } = await exchangeCode(sandbox, { ...request, codeVerifier: 'x'.repeat(43) }, code);
    expect(status).to.equal(400);
    expect(body.error).to.equal('invalid_grant');
  });

  it('requires PKCE', async () => {
    const client = new CookieJarClient(sandbox.base);
    const request = authorizationRequest(sandbox);
    const url = new URL(request.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await client.get(url.href);
    expect(response.status).to.equal(303);
    const back = new URL(response.location ?? '');
    expect(back.origin).to.equal(sandbox.base);
    expect(back.searchParams.get('error')).to.equal('invalid_request');
  });

  it('refreshes with the refresh_token grant, rotating the refresh token', async () => {
    const { tokens } = await signInWithPassword(sandbox, ANN);
    const refreshed = await tokenRequest(sandbox, {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT_ID,
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).to.equal(200);
    expect(refreshed.body.refresh_token).to.be.a('string').and.not.equal(tokens.refresh_token);
    expect(decodeJwt(refreshed.body.access_token as string).payload.aud).to.equal(API_AUDIENCE);
    expect((await sandbox.identity.verifyAccessToken(refreshed.body.access_token as string)).customerId).to.equal(
      ANN.customerId,
    );
    expect(decodeJwt(refreshed.body.id_token as string).payload.aud).to.equal(WEB_CLIENT_ID);

    const reused = await tokenRequest(sandbox, {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT_ID,
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(reused.status).to.equal(400);
    expect(reused.body.error).to.equal('invalid_grant');
  });

  it('answers the CORS preflight for the app origin and refuses another origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${sandbox.base}/identity/oauth/token`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'auth0-client,content-type',
        },
      });
    const allowed = await preflight(sandbox.base);
    expect(allowed.status).to.equal(204);
    expect(allowed.headers.get('access-control-allow-origin')).to.equal(sandbox.base);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).to.contain('auth0-client');

    const refused = await preflight('http://evil.example');
    expect(refused.status).to.equal(403);
    expect(refused.headers.get('access-control-allow-origin')).to.equal(null);
  });

  it('refuses a token request from another origin', async () => {
    const client = new CookieJarClient(sandbox.base);
    const request = authorizationRequest(sandbox);
    const code = await submitCredentials(client, await openSignInPage(client, request), request, ANN);
    const response = await tokenRequest(
      sandbox,
      { grant_type: 'authorization_code', client_id: WEB_CLIENT_ID, code, code_verifier: request.codeVerifier, redirect_uri: request.redirectUri },
      'http://evil.example',
    );
    expect(response.status).to.equal(400);
    expect(response.headers.get('access-control-allow-origin')).to.equal(null);
  });

  it('signs in silently with prompt=none while the session lasts (web_message for the iframe)', async () => {
    const { client } = await signInWithPassword(sandbox, ANN);
    const request = authorizationRequest(sandbox, { prompt: 'none', response_mode: 'web_message' });
    const response = await client.get(request.url);
    expect(response.status).to.equal(200);
    expect(response.text).to.contain('authorization_response');
    expect(response.text).to.contain(request.state);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).to.match(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).not.to.contain('unsafe-inline');
    expect(csp).not.to.contain('frame-ancestors');
    expect(response.headers.get('x-frame-options')).to.equal(null);
  });

  it('answers login_required to a silent request without a session', async () => {
    const client = new CookieJarClient(sandbox.base);
    const request = authorizationRequest(sandbox, { prompt: 'none' });
    const response = await client.get(request.url);
    expect(response.status).to.equal(303);
    expect(new URL(response.location ?? '').searchParams.get('error')).to.equal('login_required');
  });

  it('signs out through /v2/logout, returns to the app address and ends the session and its refresh tokens', async () => {
    const { client, tokens } = await signInWithPassword(sandbox, ANN);
    const returnTo = `${sandbox.base}/referral`;
    const logout = await client.get(
      `/identity/v2/logout?client_id=${WEB_CLIENT_ID}&returnTo=${encodeURIComponent(returnTo)}`,
    );
    expect(logout.status).to.equal(200);
    expect(logout.text).to.contain('data-auto-submit');
    expect(logout.text).to.contain('src="/identity/assets/auto-submit.js"');
    expect(logout.text).not.to.match(/<script>/);
    const action = /action="([^"]+)"/.exec(logout.text)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.text)?.[1] ?? '';
    expect(action).to.equal(`${sandbox.base}/identity/v2/logout/confirm`);

    const confirmed = await client.postForm(action, { xsrf, logout: 'yes' });
    expect(confirmed.status).to.equal(303);
    const back = await followToApp(client, confirmed);
    expect(back).to.be.instanceOf(URL);
    expect((back as URL).href).to.equal(returnTo);

    const silent = await client.get(authorizationRequest(sandbox, { prompt: 'none' }).url);
    expect(new URL(silent.location ?? '').searchParams.get('error')).to.equal('login_required');
    const refreshed = await tokenRequest(sandbox, {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT_ID,
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.status).to.equal(400);
  });

  it('never returns from sign-out to another origin', async () => {
    const { client } = await signInWithPassword(sandbox, ANN);
    const logout = await client.get(
      `/identity/v2/logout?client_id=${WEB_CLIENT_ID}&returnTo=${encodeURIComponent('http://evil.example/')}`,
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.text)?.[1] ?? '';
    const confirmed = await client.postForm('/identity/v2/logout/confirm', { xsrf, logout: 'yes' });
    const back = await followToApp(client, confirmed);
    expect(back).not.to.be.instanceOf(URL);
    expect((back as { text: string }).text).to.contain("You're signed out");
    const forwarded = await client.get('/identity/logout/return?state=' + encodeURIComponent('http://evil.example/'));
    expect(forwarded.location).to.equal(`${sandbox.base}/`);
  });

  it('revokes a refresh token at /oauth/revoke', async () => {
    const { tokens } = await signInWithPassword(sandbox, ANN);
    const revoked = await fetch(`${sandbox.base}/identity/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: sandbox.base },
      body: new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        token: tokens.refresh_token ?? '',
        token_type_hint: 'refresh_token',
      }).toString(),
    });
    expect(revoked.status).to.equal(200);
    const refreshed = await tokenRequest(sandbox, {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT_ID,
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.status).to.equal(400);
  });
});

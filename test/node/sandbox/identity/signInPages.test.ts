import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { NEW_PASSWORD_MESSAGES } from '../../../../domain/validation/newPassword';
import { LOCK_DURATION_MS, WEB_CLIENT_ID } from '../../../../scripts/sandbox/identity';
import { CookieJarClient } from './support/cookieJarClient';
import {
  ANN,
  authorizationRequest,
  BOB,
  decodeJwt,
  exchangeCode,
  openSignInPage,
  startIdentitySandbox,
  submitCredentials,
  tokenRequest,
  type IdentitySandbox,
} from './support/identitySandbox';

/** The text of the first role=alert element, tags stripped. */
function alertText(html: string): string | null {
  const match = /<(div|p)[^>]*role="alert"[^>]*>([\s\S]*?)<\/\1>/.exec(html);
  return match ? (match[2] ?? '').replace(/<[^>]+>/g, '').replace(/&#39;/g, "'").trim() : null;
}

describe('sandbox identity provider: sign-in and sign-up pages', () => {
  let sandbox: IdentitySandbox;
  let now: Date;

  before(async () => {
    now = new Date('2025-06-01T10:00:00Z');
    sandbox = await startIdentitySandbox({ clock: () => now });
  });
  after(() => sandbox.stop());

  async function startSignIn(extra: Record<string, string> = {}) {
    const client = new CookieJarClient(sandbox.base);
    const request = authorizationRequest(sandbox, extra);
    const interactionPath = await openSignInPage(client, request);
    return { client, request, interactionPath };
  }

  it("links the app's icon (built into dist/ as /favicon.ico and /favicon.svg), so the browser asks for nothing missing", async () => {
    const { client, interactionPath } = await startSignIn();
    const page = await client.get(interactionPath);
    expect(page.text).to.contain('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">');
    expect(page.text).to.contain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('says why the app sent the shopper (ext-reason), for a known reason only, after a wrong password too', async () => {
    const lead = (html: string) => /<p class="lead">([^<]*)<\/p>/.exec(html)?.[1];
    const plain = await startSignIn();
    expect(lead((await plain.client.get(plain.interactionPath)).text)).to.equal('Welcome back to Clipback.');
    const bonuses = await startSignIn({ 'ext-reason': 'bonuses' });
    expect(lead((await bonuses.client.get(bonuses.interactionPath)).text)).to.equal('Sign in to see your bonuses: extra cash back for Clipback members.');
    const wrong = await bonuses.client.postForm(`${bonuses.interactionPath}/login`, { email: ANN.email, password: 'not it at all' });
    expect(lead(wrong.text)).to.equal('Sign in to see your bonuses: extra cash back for Clipback members.');
    const crafted = await startSignIn({ 'ext-reason': 'Your account is locked: call +1 555 0100' });
    const page = (await crafted.client.get(crafted.interactionPath)).text;
    expect(lead(page)).to.equal('Welcome back to Clipback.');
    expect(page).not.to.contain('555 0100');
  });

  it('is an accessible, branded page with no inline script or style', async () => {
    const { client, interactionPath } = await startSignIn();
    const page = await client.get(interactionPath);
    expect(page.text).to.match(/<html lang="en">/);
    expect(page.text).to.contain('<title>Sign in · Clipback</title>');
    expect(page.text).to.contain('>Clipback</a>');
    expect(page.text).to.contain('<label for="email">Email</label>');
    expect(page.text).to.match(/<input id="email" name="email" type="email" autocomplete="email"[^>]* required/);
    expect(page.text).to.contain('<label for="password">Password</label>');
    expect(page.text).to.match(/<input id="password"[^>]*autocomplete="current-password"/);
    expect(page.text).to.contain('<link rel="stylesheet" href="/identity/assets/identity.css">');
    expect(page.text).not.to.match(/<script(?![^>]*\ssrc=)/);
    expect(page.text).not.to.match(/<style|\sstyle="/);
    expect(page.text).to.contain(`href="${interactionPath}?screen=signup"`);
    expect(alertText(page.text)).to.equal(null);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).to.contain("script-src 'self'");
    expect(csp).not.to.contain('unsafe-inline');

    const css = await fetch(`${sandbox.base}/identity/assets/identity.css`);
    expect(css.status).to.equal(200);
    expect(css.headers.get('content-type')).to.match(/^text\/css/);
  });

  it('opens sign-up for screen_hint=signup, and each page links to the other', async () => {
    const { client, interactionPath } = await startSignIn({ screen_hint: 'signup', friend: 'ABC123' });
    const signUp = await client.get(interactionPath);
    expect(signUp.text).to.contain('<h1 id="page-title">Create your account</h1>');
    expect(signUp.text).to.match(/<input id="password"[^>]*autocomplete="new-password"[^>]*minlength="8"/);
    expect(signUp.text).to.contain(`action="${interactionPath}/signup"`);
    expect(signUp.text).to.contain(`href="${interactionPath}?screen=login"`);
    const signIn = await client.get(`${interactionPath}?screen=login`);
    expect(signIn.text).to.contain('<h1 id="page-title">Sign in</h1>');
  });

  it("answers a wrong password with the form again and 'Wrong email or password.'", async () => {
    const { client, interactionPath } = await startSignIn();
    const wrong = await client.postForm(`${interactionPath}/login`, { email: ANN.email, password: 'not it at all' });
    expect(wrong.status).to.equal(401);
    expect(alertText(wrong.text)).to.equal('Wrong email or password.');
    expect(wrong.text).to.contain(`value="${ANN.email}"`);
    const unknown = await client.postForm(`${interactionPath}/login`, { email: 'nobody@example.com', password: 'whatever1' });
    expect(alertText(unknown.text)).to.equal('Wrong email or password.');
    await sandbox.accounts.resetFailedAttempts((await sandbox.accounts.findByEmail(ANN.email))?.id ?? '');
  });

  it('matches the email case-insensitively', async () => {
    const { client, request, interactionPath } = await startSignIn();
    const code = await submitCredentials(client, interactionPath, request, { email: ' Ann@Example.COM ', password: ANN.password });
    const { status } = await exchangeCode(sandbox, request, code);
    expect(status).to.equal(200);
  });

  it('locks the account after 5 wrong passwords in a row for 15 minutes, and says so', async () => {
    const { client, request, interactionPath } = await startSignIn();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await client.postForm(`${interactionPath}/login`, { email: BOB.email, password: `wrong-${attempt}` });
      expect(wrong.status, `attempt ${attempt}`).to.equal(401);
    }
    const fifth = await client.postForm(`${interactionPath}/login`, { email: BOB.email, password: 'wrong-5' });
    expect(fifth.status).to.equal(423);
    expect(alertText(fifth.text)).to.equal(
      'Your account is locked after 5 wrong passwords in a row. Try again in 15 minutes.',
    );

    now = new Date(now.getTime() + 10 * 60_000);
    const rightButLocked = await client.postForm(`${interactionPath}/login`, BOB);
    expect(rightButLocked.status).to.equal(423);
    expect(alertText(rightButLocked.text)).to.contain('Try again in 5 minutes.');

    now = new Date(now.getTime() + LOCK_DURATION_MS);
    const code = await submitCredentials(client, interactionPath, request, BOB);
    expect((await exchangeCode(sandbox, request, code)).status).to.equal(200);
    const account = await sandbox.accounts.findByEmail(BOB.email);
    expect(account?.failedAttempts).to.equal(0);
  });

  it('resets the count on a right password: four wrong, one right, four wrong does not lock', async () => {
    const { client, interactionPath } = await startSignIn();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await client.postForm(`${interactionPath}/login`, { email: ANN.email, password: `wrong-${attempt}` });
    }
    const second = await startSignIn();
    await submitCredentials(second.client, second.interactionPath, second.request, ANN);
    expect((await sandbox.accounts.findByEmail(ANN.email))?.failedAttempts).to.equal(0);
    const third = await startSignIn();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await third.client.postForm(`${third.interactionPath}/login`, { email: ANN.email, password: `x-${attempt}` });
      expect(wrong.status).to.equal(401);
    }
    const code = await submitCredentials(third.client, third.interactionPath, third.request, ANN);
    expect((await exchangeCode(sandbox, third.request, code)).status).to.equal(200);
  });

  it('signs up a new account: the flow completes and the access token sub is auth0|… until registration', async () => {
    const { client, request, interactionPath } = await startSignIn({ screen_hint: 'signup' });
    const code = await submitCredentials(
      client,
      interactionPath,
      request,
      { email: 'New.Saver@Example.com', password: 'a-good-password' },
      'signup',
    );
    const { body } = await exchangeCode(sandbox, request, code);
    const account = await sandbox.accounts.findByEmail('new.saver@example.com');
    expect(account).to.not.equal(null);
    expect(account?.passwordHash).to.match(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(account?.createdAt.toISOString()).to.equal(now.toISOString());

    const accessToken = decodeJwt(body.access_token as string).payload;
    expect(accessToken.sub).to.equal(`auth0|${account?.id}`);
    expect(accessToken.rat).to.equal(Math.floor(now.getTime() / 1000));
    expect(decodeJwt(body.id_token as string).payload).to.include({ sub: `auth0|${account?.id}`, email: 'new.saver@example.com' });
    const verified = await sandbox.identity.verifyAccessToken(body.access_token as string);
    expect(verified).to.deep.include({ customerId: null, identityId: `auth0|${account?.id}` });

    // Registration (POST /auth0_customers) links a customer: the next token carries it as sub.
    await sandbox.accounts.linkCustomer(account?.id ?? '', '9100');
    const refreshed = await tokenRequest(sandbox, {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT_ID,
      refresh_token: body.refresh_token as string,
    });
    expect(decodeJwt(refreshed.body.access_token as string).payload.sub).to.equal('9100');
    expect(await sandbox.identity.verifyAccessToken(refreshed.body.access_token as string)).to.deep.include({
      customerId: '9100',
      identityId: `auth0|${account?.id}`,
    });
  });

  it('refuses to sign up an email already in use, with a clear message and a way to sign in', async () => {
    const { client, interactionPath } = await startSignIn({ screen_hint: 'signup' });
    const taken = await client.postForm(`${interactionPath}/signup`, { email: 'ANN@example.com', password: 'another-password' });
    expect(taken.status).to.equal(409);
    expect(alertText(taken.text)).to.equal(ACCOUNT_MESSAGES.EMAIL_IN_USE);
    expect(taken.text).to.match(/<input id="email"[^>]*aria-invalid="true"[^>]*aria-describedby="email-error"/);
    expect(taken.text).to.contain('Sign in with this email');
  });

  it('refuses a weak password (under 8 characters) and a malformed email', async () => {
    const { client, interactionPath } = await startSignIn({ screen_hint: 'signup' });
    const weak = await client.postForm(`${interactionPath}/signup`, { email: 'weak@example.com', password: 'short7!' });
    expect(weak.status).to.equal(400);
    expect(alertText(weak.text)).to.equal('Use at least 8 characters for your password.');
    expect(weak.text).to.match(/<input id="password"[^>]*aria-invalid="true"[^>]*aria-describedby="password-hint password-error"/);
    expect(await sandbox.accounts.findByEmail('weak@example.com')).to.equal(null);

    const malformed = await client.postForm(`${interactionPath}/signup`, { email: 'not-an-email', password: 'long-enough-1' });
    expect(malformed.status).to.equal(400);
    expect(alertText(malformed.text)).to.equal(ACCOUNT_MESSAGES.EMAIL_INVALID);
  });

  it('refuses common and context-specific passwords with a clear message: password, eight spaces, the e-mail itself', async () => {
    const { client, interactionPath } = await startSignIn({ screen_hint: 'signup' });
    const email = 'pat.saver@example.com';
    for (const password of ['password', '        ', email, 'patsaver1', 'qwertyuiop']) {
      const weak = await client.postForm(`${interactionPath}/signup`, { email, password });
      expect(weak.status, JSON.stringify(password)).to.equal(400);
      expect(alertText(weak.text)).to.equal(NEW_PASSWORD_MESSAGES.PASSWORD_TOO_GUESSABLE);
    }
    expect(await sandbox.accounts.findByEmail(email)).to.equal(null);
  });

  it('shows an expired-session page for a post without the interaction cookie', async () => {
    const { interactionPath } = await startSignIn();
    const stranger = new CookieJarClient(sandbox.base);
    const response = await stranger.postForm(`${interactionPath}/login`, ANN);
    expect(response.status).to.equal(400);
    expect(alertText(response.text)).to.contain('expired');
  });

  it('refuses a body that is not a form', async () => {
    const { client, interactionPath } = await startSignIn();
    const response = await client.request(`${interactionPath}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ANN),
    });
    expect(response.status).to.equal(415);
  });
});

// Password reset end to end (issue 12, findings 7 and 8): the e-mailed link opens the provider's page, a
// single-use, expiring token sets a new (not guessable) password, clears the lock and ends every other
// sign-in; requests are throttled per address and per client with 429 + Retry-After.
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import * as MESSAGES from '../../../../domain/constants/messages';
import { NEW_PASSWORD_MESSAGES } from '../../../../domain/validation/newPassword';
import { addIdentityAccount, MAX_FAILED_ATTEMPTS, WEB_CLIENT_ID } from '../../../../scripts/sandbox/identity';
import {
  PASSWORD_RESET_LINK_TTL_MS,
  PASSWORD_RESET_THROTTLE_WINDOW_MS,
  PASSWORD_RESETS_PER_ADDRESS,
  PASSWORD_RESETS_PER_CLIENT,
} from '../../../../scripts/sandbox/services/account/passwordReset';
import { useAccountHarness } from '../account/support';
import { CookieJarClient } from './support/cookieJarClient';
import {
  authorizationRequest,
  openSignInPage,
  signInWithPassword,
  tokenRequest,
  type IdentityEndpoint,
} from './support/identitySandbox';
import { readThrough } from '../../../support/builtBefore';

/** A message as the page's HTML spells it. */
const asHtml = (message: string) => message.replace(/'/g, '&#39;');

const OLD_PASSWORD = 'the old garden gate';
const NEW_PASSWORD = 'violet tram under moonlight';

describe('sandbox identity provider: password reset', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const endpoint: IdentityEndpoint = readThrough(() => ({ base: harness.origin, identity: harness.sandbox.identity }));
  let counter = 0;

  /** Each test starts in a fresh throttle window. */
  beforeEach(() => harness.clock.advance(PASSWORD_RESET_THROTTLE_WINDOW_MS));

  async function newAccount(): Promise<{ email: string; password: string }> {
    const credentials = { email: `reset-${(counter += 1)}@example.com`, password: OLD_PASSWORD };
    await addIdentityAccount(harness.sandbox.identity.accounts, credentials);
    return credentials;
  }

  function requestReset(email: string): Promise<Response> {
    return fetch(`${harness.origin}/api/main/web_v1/password_resets.json`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-app-token': WEB_APP_TOKEN },
      body: JSON.stringify({ email }),
    });
  }

  async function mailedLink(email: string): Promise<URL> {
    expect((await requestReset(email)).status).to.equal(202);
    const rows = await harness.sandbox.db.query<{ payload: { link: string } }>(
      "SELECT payload FROM outbox_messages WHERE template = 'password_reset' AND recipient = $1 ORDER BY id DESC LIMIT 1",
      [email],
    );
    return new URL(rows[0]?.payload.link ?? '');
  }

  const client = () => new CookieJarClient(harness.origin);
  const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';
  const submit = (link: URL, password: string, confirm = password) =>
    client().postForm(link.pathname, { token: tokenOf(link), password, confirm });

  it('mails a link to a labelled new-password page on the provider (no inline script); only the token hash is stored', async () => {
    const { email } = await newAccount();
    const link = await mailedLink(email);
    expect(link.origin + link.pathname).to.equal(`${endpoint.identity.domain}/password-reset`);
    const page = await client().get(link.href);
    expect(page.status).to.equal(200);
    expect(page.text).to.contain('<label for="password">New password</label>');
    expect(page.text).to.contain('<label for="confirm">Confirm new password</label>');
    expect(page.text).to.match(/<input id="password"[^>]*autocomplete="new-password"/);
    expect(page.text).not.to.match(/<script(?![^>]*\ssrc=)/);
    expect(page.text).not.to.match(/<style|\sstyle="/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).to.contain("script-src 'self'");
    expect(csp).not.to.contain('unsafe-inline');
    expect(page.headers.get('referrer-policy')).to.equal('no-referrer');

    const stored = await harness.sandbox.db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(stored.map((row) => row.token_hash)).to.include(createHash('sha256').update(tokenOf(link)).digest('hex'));
    expect(stored.map((row) => row.token_hash)).not.to.include(tokenOf(link));
  });

  it('refuses a guessable password and a confirmation that does not match, with field messages', async () => {
    const { email } = await newAccount();
    const link = await mailedLink(email);
    for (const weak of ['password', '        ', email]) {
      const refused = await submit(link, weak);
      expect(refused.status, JSON.stringify(weak)).to.equal(400);
      expect(refused.text).to.contain(asHtml(NEW_PASSWORD_MESSAGES.PASSWORD_TOO_GUESSABLE));
      expect(refused.text).to.match(/<input id="password"[^>]*aria-invalid="true"/);
    }
    const mismatch = await submit(link, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.status).to.equal(400);
    expect(mismatch.text).to.contain(asHtml(NEW_PASSWORD_MESSAGES.PASSWORD_MISMATCH));
    expect(mismatch.text).to.match(/<input id="confirm"[^>]*aria-invalid="true"/);
    // The link still works after refusals.
    expect((await client().get(link.href)).status).to.equal(200);
  });

  it('sets the new password, clears the lock, ends refresh tokens and sessions; the old password stops working; single use', async () => {
    const credentials = await newAccount();
    const { tokens, client: signedIn } = await signInWithPassword(endpoint, credentials);
    expect(tokens.refresh_token).to.be.a('string');
    // Lock the account with wrong passwords: the reset unlocks it.
    const guesser = client();
    const guessPath = await openSignInPage(guesser, authorizationRequest(endpoint));
    for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS; attempt += 1) {
      await guesser.postForm(`${guessPath}/login`, { email: credentials.email, password: `wrong-${attempt}` });
    }
    expect((await harness.sandbox.identity.accounts.findByEmail(credentials.email))?.lockedAt).not.to.equal(null);

    const link = await mailedLink(credentials.email);
    const changed = await submit(link, NEW_PASSWORD);
    expect(changed.status).to.equal(200);
    expect(changed.text).to.contain('Your password is changed');

    const refreshed = await tokenRequest(endpoint, { grant_type: 'refresh_token', client_id: WEB_CLIENT_ID, refresh_token: tokens.refresh_token ?? '' });
    expect(refreshed.status).to.equal(400);
    expect(refreshed.body.error).to.equal('invalid_grant');
    // The browser that was signed in is asked to sign in again instead of getting a code.
    const again = await signedIn.get(authorizationRequest(endpoint).url);
    expect(again.status).to.equal(303);
    expect(new URL(again.location ?? '', harness.origin).pathname).to.match(/^\/identity\/interaction\//);

    const form = client();
    const formPath = await openSignInPage(form, authorizationRequest(endpoint));
    expect((await form.postForm(`${formPath}/login`, credentials)).status).to.equal(401);
    await signInWithPassword(endpoint, { email: credentials.email, password: NEW_PASSWORD });

    const reused = await client().get(link.href);
    expect(reused.status).to.equal(410);
    expect(reused.text).to.contain(asHtml(MESSAGES.TOKEN_EXPIRED));
    expect((await submit(link, 'yet another long phrase')).status).to.equal(410);
  });

  it(`a link expires after ${PASSWORD_RESET_LINK_TTL_MS / 60_000} minutes, and a second link voids none until one is used`, async () => {
    const { email } = await newAccount();
    const first = await mailedLink(email);
    const second = await mailedLink(email);
    expect((await client().get(first.href)).status).to.equal(200);
    expect((await submit(second, NEW_PASSWORD)).status).to.equal(200);
    expect((await client().get(first.href)).status, 'using one link voids the others').to.equal(410);

    const other = await newAccount();
    const late = await mailedLink(other.email);
    harness.clock.advance(PASSWORD_RESET_LINK_TTL_MS);
    expect((await client().get(late.href)).status).to.equal(410);
    expect((await submit(late, NEW_PASSWORD)).status).to.equal(410);
    expect((await client().get(`${endpoint.identity.domain}/password-reset?token=pwr-never-issued`)).status).to.equal(410);
  });

  it(`30 parallel requests for one address: ${PASSWORD_RESETS_PER_ADDRESS} accepted, the rest 429 with Retry-After; unknown addresses alike`, async () => {
    const { email } = await newAccount();
    for (const address of [email, 'nobody-here@example.com']) {
      harness.clock.advance(PASSWORD_RESET_THROTTLE_WINDOW_MS);
      const answers = await Promise.all(Array.from({ length: 30 }, () => requestReset(address)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 202), address).to.have.length(PASSWORD_RESETS_PER_ADDRESS);
      expect(statuses.filter((status) => status === 429), address).to.have.length(30 - PASSWORD_RESETS_PER_ADDRESS);
      const refused = answers.find((answer) => answer.status === 429);
      const retryAfter = Number(refused?.headers.get('retry-after'));
      expect(retryAfter).to.be.within(1, PASSWORD_RESET_THROTTLE_WINDOW_MS / 1000);
      expect(((await refused?.json()) as { code: string }).code).to.equal('RATE_LIMITED');
    }
    const mailed = await harness.sandbox.db.query(
      "SELECT 1 FROM outbox_messages WHERE template = 'password_reset' AND recipient = $1",
      [email],
    );
    expect(mailed).to.have.length(PASSWORD_RESETS_PER_ADDRESS);
    harness.clock.advance(PASSWORD_RESET_THROTTLE_WINDOW_MS);
    expect((await requestReset(email)).status, 'a new window').to.equal(202);
  });

  it(`one client may ask for ${PASSWORD_RESETS_PER_CLIENT} resets a window, whatever the addresses`, async () => {
    for (let request = 1; request <= PASSWORD_RESETS_PER_CLIENT; request += 1) {
      expect((await requestReset(`sweep-${request}@example.com`)).status).to.equal(202);
    }
    const refused = await requestReset('sweep-last@example.com');
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, PASSWORD_RESET_THROTTLE_WINDOW_MS / 1000);
  });
});

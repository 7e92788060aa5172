// Issue 14: the identity provider's account lock e-mails the unlock link (to the app's /unlock-account page),
// once per lock; its sign-in page offers "Forgot password?", which e-mails the reset link.
import { expect } from 'chai';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import * as MESSAGES from '../../../../domain/constants/messages';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { addIdentityAccount, MAX_FAILED_ATTEMPTS } from '../../../../scripts/sandbox/identity';
import { PASSWORD_RESET_THROTTLE_WINDOW_MS } from '../../../../scripts/sandbox/services/account/passwordReset';
import { readOutbox } from '../../../support/outboxReader';
import { useAccountHarness } from '../account/support';
import { CookieJarClient } from './support/cookieJarClient';
import { authorizationRequest, openSignInPage, submitCredentials, type IdentityEndpoint } from './support/identitySandbox';
import { readThrough } from '../../../support/builtBefore';

const PASSWORD = 'lantern over quiet harbour';
const asHtml = (message: string) => message.replace(/'/g, '&#39;');

describe('sandbox identity provider: unlock e-mail and forgotten password', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const endpoint: IdentityEndpoint = readThrough(() => ({ base: harness.origin, identity: harness.sandbox.identity }));
  let counter = 0;
  beforeEach(() => harness.clock.advance(PASSWORD_RESET_THROTTLE_WINDOW_MS));

  async function newAccount(): Promise<string> {
    const email = `lock-${(counter += 1)}@example.com`;
    await addIdentityAccount(harness.sandbox.identity.accounts, { email, password: PASSWORD });
    return email;
  }

  const signInPage = async () => {
    const client = new CookieJarClient(harness.origin);
    const request = authorizationRequest(endpoint);
    return { client, request, path: await openSignInPage(client, request) };
  };

  it('e-mails one unlock link to the app when wrong passwords lock the account; the link unlocks it and sign-in works again', async () => {
    const email = await newAccount();
    const { client, request, path } = await signInPage();
    for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS + 2; attempt += 1) {
      await client.postForm(`${path}/login`, { email, password: `wrong-${attempt}` });
    }
    const mails = await readOutbox(harness.origin, email);
    expect(mails).to.have.length(1);
    expect(mails[0]?.subject).to.equal('Your Clipback account is locked');
    const link = new URL(mails[0]?.links[0] ?? '');
    expect(link.origin + link.pathname).to.equal(`${harness.origin}/unlock-account`);

    const locked = await client.postForm(`${path}/login`, { email, password: PASSWORD });
    expect(locked.status).to.equal(423);

    const unlock = (token: string) =>
      fetch(`${harness.origin}/api/main/web_v1/account_unlocks.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-app-token': WEB_APP_TOKEN },
        body: JSON.stringify({ token }),
      });
    expect((await unlock(link.searchParams.get('token') ?? '')).status).to.equal(200);
    const used = await unlock(link.searchParams.get('token') ?? '');
    expect(used.status).to.equal(410);
    expect(((await used.json()) as { message: string }).message).to.equal(MESSAGES.TOKEN_EXPIRED);
    expect(await submitCredentials(client, path, request, { email, password: PASSWORD })).to.be.a('string');
  });

  it('the sign-in page links "Forgot password?" to a labelled form that returns to this sign-in', async () => {
    const { client, path } = await signInPage();
    const page = await client.get(path);
    const href = /<a href="([^"]+)">Forgot password\?<\/a>/.exec(page.text)?.[1]?.replace(/&amp;/g, '&');
    expect(href, 'the Forgot password? link').to.be.a('string');
    const forgot = await client.get(href ?? '');
    expect(forgot.status).to.equal(200);
    expect(forgot.text).to.contain('<label for="email">Email</label>');
    expect(forgot.text).to.contain(`<a href="${path}?screen=login">Back to sign in</a>`);
  });

  it('e-mails a reset link for a known address; an unknown one gets the same answer and no mail; a malformed one a field message', async () => {
    const email = await newAccount();
    const client = new CookieJarClient(harness.origin);
    const sent = await client.postForm('/identity/forgot-password', { email, return: 'https://elsewhere.example/' });
    expect(sent.status).to.equal(200);
    expect(sent.text).to.contain('Check your email');
    // A return address outside the provider's sign-in pages goes back to the app instead.
    expect(sent.text).to.contain(`<a href="${harness.origin}/">Back to sign in</a>`);
    const [mail] = await readOutbox(harness.origin, email);
    const link = new URL(mail?.links[0] ?? '');
    expect(link.href.startsWith(`${endpoint.identity.domain}/password-reset?token=`)).to.equal(true);
    expect((await client.get(link.href)).status).to.equal(200);

    const unknown = await client.postForm('/identity/forgot-password', { email: 'nobody-here@example.com' });
    expect(unknown.status).to.equal(200);
    expect(unknown.text).to.contain('Check your email');
    expect(await readOutbox(harness.origin, 'nobody-here@example.com')).to.deep.equal([]);

    const malformed = await client.postForm('/identity/forgot-password', { email: 'not-an-address' });
    expect(malformed.status).to.equal(400);
    expect(malformed.text).to.contain(`<p class="field-error" id="email-error" role="alert">${asHtml(ACCOUNT_MESSAGES.EMAIL_INVALID)}</p>`);
    expect(malformed.text).to.match(/<input id="email"[^>]*aria-invalid="true"/);
  });
});

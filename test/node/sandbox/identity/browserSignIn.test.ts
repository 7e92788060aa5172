import { expect } from 'chai';
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../support/chromium.mjs';
import { ANN, startIdentitySandbox, type IdentitySandbox } from './support/identitySandbox';

const INDEX = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>auth0-spa-js fixture</title><script type="module" src="/assets/app.js"></script></head>
<body>
<button id="sign-in" type="button">Sign in</button>
<button id="sign-up" type="button">Sign up</button>
<button id="sign-out" type="button">Sign out</button>
<button id="iframe-token" type="button">Token through the iframe</button>
<output id="status">loading</output>
<p id="email"></p><p id="sub"></p><pre id="token"></pre><pre id="refreshed"></pre><pre id="iframe-result"></pre>
</body>
</html>
`;

describe('sandbox identity provider in Chromium: @auth0/auth0-spa-js signs in', function () {
  this.timeout(90_000);

  let distDir: string;
  let sandbox: IdentitySandbox;
  let browser: Browser;
  const problems: string[] = [];

  before(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'clipback-identity-spa-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX);
    await build({
      entryPoints: [join(import.meta.dirname, 'fixtures/spaSignIn.ts')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outfile: join(distDir, 'assets/app.js'),
      logLevel: 'silent',
    });
    sandbox = await startIdentitySandbox({ distDir });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  after(async () => {
    await browser?.close();
    await sandbox?.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(sandbox.base)) problems.push(`left loopback: ${request.url()}`);
    });
    return page;
  }

  const statusOf = (page: Page, status: string) =>
    page.locator('#status').filter({ hasText: new RegExp(`^${status}$`) }).waitFor({ timeout: 20_000 });

  it('signs in with the provider’s own form, then getUser() and getTokenSilently() work', async () => {
    const page = await newPage();
    await page.goto(`${sandbox.base}/home`);
    await statusOf(page, 'signed-out');

    await page.click('#sign-in');
    await page.waitForURL(/\/identity\/interaction\//);
    expect(await page.title()).to.equal('Sign in · Clipback');
    await page.getByLabel('Email').fill(ANN.email);
    await page.getByLabel('Password').fill('wrong password!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByRole('alert').textContent()).to.equal('Wrong email or password.');
    await page.getByLabel('Password').fill(ANN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await statusOf(page, 'signed-in').catch(async (error: unknown) => {
      throw new Error(`${String(error)}; page says ${await page.locator('#status').textContent()}`);
    });
    expect(new URL(page.url()).pathname).to.equal('/home');
    const account = await sandbox.accounts.findByEmail(ANN.email);
    expect(await page.locator('#email').textContent()).to.equal(ANN.email);
    expect(await page.locator('#sub').textContent()).to.equal(`auth0|${account?.id}`);

    for (const id of ['#token', '#refreshed']) {
      const token = (await page.locator(id).textContent()) ?? '';
      expect(token.split('.'), id).to.have.length(3);
      expect(await sandbox.identity.verifyAccessToken(token), id).to.deep.include({
        customerId: ANN.customerId,
        identityId: `auth0|${account?.id}`,
      });
    }
    expect(await page.locator('#refreshed').textContent()).not.to.equal(await page.locator('#token').textContent());

    // Silent authentication in an iframe (web_message) works under the sandbox's CSP while the session lasts.
    await page.click('#iframe-token');
    await page.locator('#iframe-result').filter({ hasText: /./ }).waitFor({ timeout: 20_000 });
    const iframeToken = (await page.locator('#iframe-result').textContent()) ?? '';
    expect(iframeToken).not.to.match(/^error/);
    expect((await sandbox.identity.verifyAccessToken(iframeToken)).customerId).to.equal(ANN.customerId);

    await page.click('#sign-out');
    await page.waitForURL(`${sandbox.base}/signed-out`);
    await statusOf(page, 'signed-out');
    expect(problems).to.deep.equal([]);
    await page.context().close();
  });

  it('signs up from screen_hint=signup and comes back signed in as auth0|…', async () => {
    const page = await newPage();
    await page.goto(`${sandbox.base}/home`);
    await statusOf(page, 'signed-out');
    await page.click('#sign-up');
    await page.waitForURL(/\/identity\/interaction\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal('Create your account');
    await page.getByLabel('Email').fill('browser.saver@example.com');
    await page.getByLabel('Password').fill('a strong password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await statusOf(page, 'signed-in');
    const account = await sandbox.accounts.findByEmail('browser.saver@example.com');
    expect(await page.locator('#sub').textContent()).to.equal(`auth0|${account?.id}`);
    const token = (await page.locator('#token').textContent()) ?? '';
    expect(await sandbox.identity.verifyAccessToken(token)).to.deep.include({
      customerId: null,
      identityId: `auth0|${account?.id}`,
    });
    expect(problems).to.deep.equal([]);
    await page.context().close();
  });
});

import { expect } from 'chai';
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import * as MESSAGES from '../../../../domain/constants/messages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../support/chromium.mjs';
import type { SandboxHarness } from '../support/sandbox';
import { achVariables, createCustomer, startPaymentsHarness, type LinkSuccess, type TestCustomer } from './support';

const CDN_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

const page = (title: string, bundle: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><title>${title}</title>
<script src="/sandbox/plaid/link-initialize.js"></script>
<script type="module" src="/assets/${bundle}"></script>
</head>
<body>${body}</body>
</html>
`;

const PLAIN_BODY = '<button id="open" type="button">Link a bank account</button><output id="status">loading</output><pre id="result"></pre>';

describe('bank-linking stand-in in Chromium (Plaid.create and react-plaid-link 5.0.0)', function () {
  this.timeout(90_000);

  let distDir: string;
  let harness: SandboxHarness;
  let browser: Browser;
  let problems: string[] = [];

  before(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'clipback-plaid-link-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'plain.html'), page('Plaid.create fixture', 'plain.js', PLAIN_BODY));
    writeFileSync(join(distDir, 'react.html'), page('react-plaid-link fixture', 'react.js', '<div id="root"></div>'));
    const common = { bundle: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'silent', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' } } as const;
    await build({ ...common, entryPoints: [join(import.meta.dirname, 'fixtures/plaidCreate.ts')], outfile: join(distDir, 'assets/plain.js') });
    await build({ ...common, entryPoints: [join(import.meta.dirname, 'fixtures/reactPlaidLink.tsx')], outfile: join(distDir, 'assets/react.js') });
    harness = await startPaymentsHarness({ distDir });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  after(async () => {
    await browser?.close();
    await harness?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    problems = [];
  });
  afterEach(() => {
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    const tab = await context.newPage();
    tab.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    tab.on('request', (request) => {
      if (!request.url().startsWith(harness.origin)) problems.push(`left the sandbox origin: ${request.url()}`);
    });
    await tab.route('https://cdn.plaid.com/**', (route) => route.abort());
    return tab;
  }

  async function linkToken(customer: TestCustomer): Promise<string> {
    const { getLinkToken } = await customer.sdk.payments.getLinkToken({ customerId: customer.customerId });
    return getLinkToken.linkToken;
  }

  /** What has focus, looking through the stand-in's shadow root. */
  const focused = (tab: Page) =>
    tab.evaluate(() => {
      let active = document.activeElement;
      const inLink = Boolean(active?.closest('[data-clipback-plaid-link]'));
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      const input = active as HTMLInputElement | null;
      return {
        inLink,
        tag: active?.tagName.toLowerCase() ?? null,
        text: active?.textContent?.trim() ?? '',
        id: active?.id ?? '',
        value: input?.type === 'radio' ? input.value : null,
      };
    });

  const statusIs = (tab: Page, status: string) => tab.locator('#status').filter({ hasText: new RegExp(`^${status}$`) }).waitFor({ timeout: 20_000 });

  async function result(tab: Page) {
    return JSON.parse((await tab.locator('#result').textContent()) ?? 'null');
  }

  /** onSuccess's arguments (the fixture page prints them) as the app reads them. */
  const linkSuccess = (publicToken: string, metadata: { link_session_id: string; institution: LinkSuccess['institution']; accounts: [LinkSuccess['account'], ...unknown[]] }): LinkSuccess => ({
    publicToken,
    linkSessionId: metadata.link_session_id,
    institution: metadata.institution,
    account: metadata.accounts[0],
  });

  it('Plaid.create(): picks a bank and an account with the keyboard; createACHAccount accepts the public token', async () => {
    const customer = await createCustomer(harness);
    const tab = await newPage();
    await tab.goto(`${harness.origin}/plain.html?token=${encodeURIComponent(await linkToken(customer))}`);
    await statusIs(tab, 'ready');

    // The stand-in left a never-run script[src=<CDN URL>] for react-plaid-link's loader to find.
    expect(await tab.evaluate((src) => [...document.querySelectorAll(`script[src="${src}"]`)].map((node) => node.getAttribute('type')), CDN_URL)).to.deep.equal([
      'application/x-clipback-sandbox',
    ]);

    await tab.focus('#open');
    await tab.keyboard.press('Enter');
    await tab.getByRole('dialog', { name: 'Select your bank' }).waitFor();
    await tab.getByRole('button', { name: 'Sandbox Credit Union' }).waitFor();
    expect(await focused(tab)).to.include({ inLink: true, tag: 'button', text: 'Sandbox Credit Union' });

    await tab.keyboard.press('Tab');
    expect(await focused(tab)).to.include({ text: 'First Platypus Bank' });
    await tab.keyboard.press('Enter');
    await tab.getByRole('dialog', { name: 'Choose an account' }).waitFor();
    expect(await focused(tab)).to.include({ tag: 'input', value: 'acc_platypus_checking' });
    await tab.keyboard.press('ArrowDown');
    expect(await focused(tab)).to.include({ value: 'acc_platypus_savings' });
    expect(await tab.getByRole('radio', { name: /Plaid Saving/ }).isChecked()).to.equal(true);
    await tab.keyboard.press('Tab');
    expect(await focused(tab)).to.include({ text: 'Back' });
    await tab.keyboard.press('Tab');
    expect(await focused(tab)).to.include({ text: 'Continue' });
    await tab.keyboard.press('Enter');

    await statusIs(tab, 'success');
    const { publicToken, metadata } = await result(tab);
    expect(publicToken).to.match(/^public-sandbox-/);
    expect(metadata.institution).to.deep.equal({ institution_id: 'ins_109508', name: 'First Platypus Bank' });
    expect(metadata.accounts).to.have.length(1);
    expect(metadata.accounts[0]).to.include({ id: 'acc_platypus_savings', name: 'Plaid Saving', mask: '1111', subtype: 'savings' });
    expect(metadata.link_session_id).to.match(/^link-session-/);
    expect(await tab.getByRole('dialog').count()).to.equal(0);
    expect(await focused(tab)).to.include({ inLink: false, id: 'open' });

    const { createACHAccount } = await customer.sdk.payments.createACHAccount(achVariables(customer, linkSuccess(publicToken, metadata)));
    expect(createACHAccount).to.include({ fundingType: 'SAVINGS', last4: '1111', institutionName: 'First Platypus Bank', status: 'ACTIVE' });
  });

  it('traps focus in the dialog; Escape closes it, calls onExit and gives focus back', async () => {
    const customer = await createCustomer(harness);
    const tab = await newPage();
    await tab.goto(`${harness.origin}/plain.html?token=${encodeURIComponent(await linkToken(customer))}`);
    await statusIs(tab, 'ready');
    await tab.click('#open');
    await tab.getByRole('button', { name: 'Sandbox Credit Union' }).waitFor();

    const seen = new Set<string>();
    for (let step = 0; step < 12; step += 1) {
      await tab.keyboard.press('Tab');
      const now = await focused(tab);
      expect(now.inLink, `Tab ${step + 1} left the dialog`).to.equal(true);
      seen.add(now.text);
    }
    // The close button and every bank were reached, and nothing else.
    expect([...seen].sort()).to.deep.equal(['First Platypus Bank', 'Prairie State Credit Union', 'Sandbox Credit Union', 'Tartan Bank', '×'].sort());
    for (let step = 0; step < 7; step += 1) {
      await tab.keyboard.press('Shift+Tab');
      expect((await focused(tab)).inLink).to.equal(true);
    }
    expect(await tab.getByRole('button', { name: 'Close' }).count()).to.equal(1);

    await tab.keyboard.press('Escape');
    await statusIs(tab, 'exit');
    const exit = await result(tab);
    expect(exit.error).to.equal(null);
    expect(exit.metadata.status).to.equal('requires_institution');
    expect(exit.metadata.link_session_id).to.match(/^link-session-/);
    expect(await tab.getByRole('dialog').count()).to.equal(0);
    expect(await focused(tab)).to.include({ inLink: false, id: 'open' });

    // It opens again after an exit.
    await tab.click('#open');
    await tab.getByRole('dialog', { name: 'Select your bank' }).waitFor();
    await tab.getByRole('button', { name: 'Close' }).click();
    await statusIs(tab, 'exit');
  });

  it('shows the expired-link message for an unknown link token and exits with INVALID_LINK_TOKEN', async () => {
    const tab = await newPage();
    await tab.goto(`${harness.origin}/plain.html?token=link-sandbox-not-a-real-token`);
    await statusIs(tab, 'ready');
    problems = problems.filter((problem) => !/status of 400/.test(problem)); // the refused session fetch
    await tab.click('#open');
    await tab.getByRole('dialog', { name: 'Something went wrong' }).waitFor();
    expect(await tab.getByText(MESSAGES.TOKEN_EXPIRED).count()).to.equal(1);
    await tab.getByRole('button', { name: 'Close', exact: true }).last().click();
    await statusIs(tab, 'exit');
    const exit = await result(tab);
    expect(exit.error).to.include({ error_code: 'INVALID_LINK_TOKEN', error_type: 'INVALID_INPUT' });
    problems = problems.filter((problem) => !/status of 400/.test(problem));
  });

  it('react-plaid-link 5.0.0: usePlaidLink opens the stand-in (mouse), no request reaches the CDN', async () => {
    const customer = await createCustomer(harness);
    const tab = await newPage();
    await tab.goto(`${harness.origin}/react.html?token=${encodeURIComponent(await linkToken(customer))}`);
    await statusIs(tab, 'ready');
    await tab.click('#open');
    await tab.getByRole('button', { name: 'Sandbox Credit Union' }).click();
    await tab.getByRole('dialog', { name: 'Choose an account' }).waitFor();
    await tab.getByText('High-Yield Savings').click();
    await tab.getByRole('button', { name: 'Continue' }).click();
    await tab.locator('#result').filter({ hasText: 'publicToken' }).waitFor({ timeout: 20_000 });
    const { publicToken, metadata } = await result(tab);
    expect(metadata.accounts[0]).to.include({ id: 'acc_sandbox_cu_savings', mask: '2020', subtype: 'savings' });

    const { createACHAccount } = await customer.sdk.payments.createACHAccount(achVariables(customer, linkSuccess(publicToken, metadata)));
    expect(createACHAccount).to.include({ institutionName: 'Sandbox Credit Union', last4: '2020' });
    expect(await tab.evaluate((src) => document.querySelectorAll(`script[src="${src}"]`).length, CDN_URL)).to.equal(1);
  });
});

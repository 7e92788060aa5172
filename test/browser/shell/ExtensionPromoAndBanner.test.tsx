import { expect } from 'chai';
import { act } from 'react';
import { COOKIE } from '../../../domain/constants/cookies';
import { FLAG } from '../../../domain/constants/flags';
import { SECOND_MS } from '../../../domain/constants/timing';
import { AppShell } from '../../../ui/app/AppShell';
import { EXTENSION_PROMO } from '../../../ui/app/header/copy';
import { cleanup, click } from '../support/render';
import { setViewport } from '../support/viewport';
import { isShown, renderShell, settle, type ShellSetup } from './support/shellHarness';

const promo = () => document.querySelector<HTMLElement>(`section[aria-label="${EXTENSION_PROMO.LABEL}"]`);
const shell = (
  <AppShell>
    <h1>Page</h1>
  </AppShell>
);

/** The shell after extension detection answered `version` (none by default). */
function renderPromo(setup: ShellSetup & { version?: string | null; dismissed?: boolean } = {}) {
  return renderShell(shell, {
    ...setup,
    arrange: async ({ extension, cookies, stores }) => {
      extension.version = setup.version ?? null;
      if (setup.dismissed) cookies.set(COOKIE.EXTENSION_HEADER_DISMISSED.name, '1');
      await stores.extension.detect();
    },
  });
}

describe('extension promo header in Chromium', () => {
  afterEach(cleanup);

  it('shows on home on desktop when no extension answers, linking to /browser-extension, above the header', async () => {
    await renderPromo({ path: '/home' });
    expect(promo()).to.exist;
    expect(promo()!.querySelector('a')?.getAttribute('href')).to.equal('/browser-extension');
    const header = document.querySelector('header')!;
    expect(promo()!.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });

  it('waits for the detection, and stays hidden when an extension version is known', async () => {
    await renderShell(shell, { path: '/home' });
    expect(promo()).to.equal(null);
    cleanup();
    await renderPromo({ path: '/home', version: '4.1.0' });
    expect(promo()).to.equal(null);
  });

  it('shows on a retailer page but never for retailer 1058', async () => {
    await renderPromo({ path: '/retailers/Acme/12' });
    expect(promo()).to.exist;
    cleanup();
    await renderPromo({ path: '/retailers/Hidden/1058' });
    expect(promo()).to.equal(null);
  });

  it('stays hidden on other pages and under the desktop width (680), where its chunk is not even fetched', async () => {
    await renderPromo({ path: '/categories' });
    expect(promo()).to.equal(null);
    cleanup();
    const { stores } = await renderPromo({ path: '/home', width: 679 });
    expect(promo(), 'a phone has no extension to install: nothing to fetch').to.equal(null);
    // Widened past 680 (a window made wider), it comes.
    await setViewport(680, 800);
    act(() => stores.layout.setWidth(680));
    await settle();
    expect(isShown(promo())).to.equal(true);
    cleanup();
    await renderPromo({ path: '/home', width: 680 });
    expect(isShown(promo())).to.equal(true);
  });

  it('dismissing it hides it and sets the cookie for 7 days', async () => {
    const { cookies, clock } = await renderPromo({ path: '/home' });
    click(promo()!.querySelector('button[aria-label="Dismiss the extension promotion"]'));
    expect(promo()).to.equal(null);
    expect(cookies.get(COOKIE.EXTENSION_HEADER_DISMISSED.name)).to.equal('1');
    clock.advance(COOKIE.EXTENSION_HEADER_DISMISSED.maxAgeMs - SECOND_MS);
    expect(cookies.get(COOKIE.EXTENSION_HEADER_DISMISSED.name)).to.equal('1');
    clock.advance(2 * SECOND_MS);
    expect(cookies.get(COOKIE.EXTENSION_HEADER_DISMISSED.name)).to.equal(null);
  });

  it('stays hidden while the dismissal cookie is set', async () => {
    await renderPromo({ path: '/home', dismissed: true });
    expect(promo()).to.equal(null);
  });
});

describe('temporary banner in Chromium', () => {
  afterEach(cleanup);

  const flags = { [FLAG.TEMPORARY_BANNER_COPY]: [{ page: 'home', text: 'Holiday hours: cash back may post late.' }] };
  /** The status regions that say something (the shell's connectivity region is always there, empty while online). */
  const speakingStatuses = () => [...document.querySelectorAll('[role="status"]')].filter((region) => region.textContent !== '');

  it("shows the flag's text for this page below the header, as a status", async () => {
    await renderShell(shell, { path: '/home', flags });
    expect(speakingStatuses().map((region) => region.textContent)).to.deep.equal(['Holiday hours: cash back may post late.']);
    const banner = speakingStatuses()[0]!;
    const header = document.querySelector('header')!;
    expect(header.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });

  it('shows nothing on a page without an entry, or without the flag', async () => {
    await renderShell(shell, { path: '/categories', flags });
    expect(speakingStatuses()).to.have.length(0);
    cleanup();
    await renderShell(shell, { path: '/home' });
    expect(speakingStatuses()).to.have.length(0);
  });
});

import { SHELL_RULES, expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { act } from 'react';
import type { MemorySupportGateway } from '../../../adapters/support/MemorySupportGateway';
import { FLAG } from '../../../domain/constants/flags';
import { TIMING } from '../../../domain/constants/timing';
import { matchRoute } from '../../../domain/navigation/matchRoute';
import { FOOTER_GROUPS, FOOTER_LEGAL_LINKS } from '../../../ui/app/footer/copy';
import { pageOf } from '../../../ui/app/pages';
import BetaOnlyPage from '../../../ui/pages/betaOnly/BetaOnlyPage';
import FaqPage from '../../../ui/pages/faq/FaqPage';
import GetTheAppPage from '../../../ui/pages/getTheApp/GetTheAppPage';
import HelpdeskErrorPage from '../../../ui/pages/helpdeskError/HelpdeskErrorPage';
import PrivacyPage from '../../../ui/pages/legal/PrivacyPage';
import TermsPage from '../../../ui/pages/legal/TermsPage';
import ReferralPage from '../../../ui/pages/referral/ReferralPage';
import WelcomePage from '../../../ui/pages/welcome/WelcomePage';
import { loadRoute } from '../../../ui/app/routeLoaders';
import type { Stores } from '../../../ui/stores/Stores';
import { DEMO_CUSTOMER_ID } from '../../support/testStores';
import { cleanup, click, type, useTitledDocument } from '../support/render';
import { byText, press, renderShell, settle } from '../shell/support/shellHarness';

async function submit(form: HTMLFormElement) {
  act(() => form.requestSubmit());
  await settle();
}

/** The message a field's aria-describedby points to, besides its hint. */
function describedMessages(field: Element): string[] {
  return (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
}

async function renderReferral() {
  const shell = await renderShell(<main><ReferralPage /></main>, {
    path: '/referral',
    signedIn: true,
    balance: 1200,
    // The route's loader, as the app runs it.
    arrange: ({ stores }) => loadRoute(stores, stores.router.route),
  });
  Object.assign(shell.support as MemorySupportGateway, { signedInAs: DEMO_CUSTOMER_ID, ownEmail: 'demo@clipback.test' });
  await settle();
  return shell;
}

/** The route's loader, as the app runs it beside the page. */
const loadCurrentRoute = ({ stores }: { stores: Stores }) => loadRoute(stores, stores.router.route);

describe('account support pages in Chromium', () => {
  useTitledDocument('Support pages');

  describe('referral', () => {
    it('shows the code and link; Copy shows the copy-success indicator for 2000 ms', async function () {
      this.timeout(TIMING.COPY_SUCCESS_MS + 3000);
      const { container, clipboard } = await renderReferral();
      expect(container.querySelector('h1')?.textContent).to.equal('Give friends Clipback, earn $10');
      expect(container.textContent).to.contain('JAMIE1');
      const copyCode = container.querySelector<HTMLButtonElement>('button[aria-label="Copy your referral code"]')!;
      click(copyCode);
      await settle();
      expect((clipboard as { text: string | null }).text).to.equal('JAMIE1');
      expect(copyCode.textContent).to.equal('Copied!');
      await settle(TIMING.COPY_SUCCESS_MS - 300);
      expect(copyCode.textContent, 'still shown just before 2000 ms').to.equal('Copied!');
      await settle(400);
      expect(copyCode.textContent).to.equal('Copy');
      expect(container.textContent).to.contain('within 7 days of registering');
    });

    it('the invite form: the rule’s message inline with focus on the field, then a sent confirmation; axe clean', async () => {
      const { container, support } = await renderReferral();
      const form = byText(container, 'h2', 'Invite friends by email')!.closest('form')!;
      const field = form.querySelector('textarea')!;
      await submit(form);
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      expect(describedMessages(field)).to.include('Enter at least one email address.');
      expect(document.activeElement).to.equal(field);
      type(field, 'pal@example.com, nope');
      await submit(form);
      expect(describedMessages(field)).to.include('Hm, "nope" doesn\'t look like an email address.');
      expect((support as MemorySupportGateway).invites).to.deep.equal([]);
      await expectAccessible({ ignore: SHELL_RULES });
      type(field, 'pal@example.com');
      await submit(form);
      expect(field.hasAttribute('aria-invalid')).to.equal(false);
      expect(form.querySelector('[role="status"]')?.textContent).to.equal('Invite sent to pal@example.com.');
      expect((support as MemorySupportGateway).invites).to.have.length(1);
      await expectAccessible({ ignore: SHELL_RULES });
    });
  });

  describe('get-the-app', () => {
    it('masks the phone, shows the documents’ messages with focus on the field, then confirms; axe clean', async () => {
      const { container, support } = await renderShell(<main><GetTheAppPage /></main>, { path: '/get-the-app' });
      const form = container.querySelector('form')!;
      const phone = form.querySelector<HTMLInputElement>('input[type="tel"]')!;
      await submit(form);
      expect(describedMessages(phone)).to.include('Whoops, you need a phone number to continue');
      expect(document.activeElement).to.equal(phone);
      type(phone, '000000');
      expect(phone.value).to.equal('(000) 000');
      await submit(form);
      expect(describedMessages(phone)).to.include("Hm, that doesn't look right");
      // The documents' words, with the expected format beside them (issue 29).
      expect(describedMessages(phone)).to.include('Enter a 10-digit US number, like (303) 555-0188.');
      await expectAccessible({ ignore: SHELL_RULES });
      type(phone, '2015550123');
      expect(phone.value).to.equal('(201) 555-0123');
      await submit(form);
      expect(form.querySelector('[role="status"]')?.textContent).to.equal('We texted the download link to (201) 555-0123.');
      expect((support as MemorySupportGateway).appLinks).to.deep.equal(['+12015550123']);
      await expectAccessible({ ignore: SHELL_RULES });
    });
  });

  describe('welcome carousel', () => {
    const shown = () => document.querySelector<HTMLElement>('[aria-roledescription="slide"]:not([hidden])');

    it('moves with Next/Previous, the dots and the arrow keys, announcing "n of N"; axe clean', async () => {
      const { container } = await renderShell(<main><WelcomePage /></main>, {
        path: '/welcome?source=register',
        signedIn: true,
        categories: [{ id: 20, name: 'Shoes' }],
        arrange: loadCurrentRoute,
      });
      expect(shown()?.getAttribute('aria-label')).to.equal('1 of 5');
      const previous = container.querySelector<HTMLButtonElement>('button[aria-label="Previous slide"]')!;
      const next = container.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!;
      expect(previous.getAttribute('aria-disabled')).to.equal('true');
      click(next);
      expect(shown()?.querySelector('h2')?.textContent).to.equal('Shop and earn');
      next.focus();
      await press('ArrowRight');
      expect(shown()?.getAttribute('aria-label')).to.equal('3 of 5');
      await press('ArrowLeft');
      expect(shown()?.getAttribute('aria-label')).to.equal('2 of 5');
      await press('End');
      await settle();
      expect(shown()?.getAttribute('aria-label')).to.equal('5 of 5');
      expect(next.getAttribute('aria-disabled')).to.equal('true');
      expect(document.activeElement, 'focus stays on Next').to.equal(next);
      expect(byText(shown()!, 'a', 'Shoes')).to.exist;
      // The favourites slide saves a category through its heart (FavoriteCategoriesStore).
      expect(shown()?.querySelector('button[aria-label="Favorite Shoes"]')?.getAttribute('aria-pressed')).to.equal('false');
      expect(byText(container, 'a', 'Start shopping')?.getAttribute('href')).to.equal('/home');
      const dots = [...container.querySelectorAll('[aria-label="Choose a slide"] button')];
      expect(dots.map((dot) => dot.getAttribute('aria-current'))).to.deep.equal([null, null, null, null, 'true']);
      await press('Home');
      expect(shown()?.getAttribute('aria-label')).to.equal('1 of 5');
      click(dots[3]!);
      expect(shown()?.querySelector('h2')?.textContent).to.equal('New-member bonus');
      await expectAccessible({ ignore: SHELL_RULES });
    });
  });

  it("the favourites onboarding slide says what failed when the categories with retailer ids could not be fetched", async () => {
    const { container } = await renderShell(<main><WelcomePage /></main>, {
      path: '/welcome?source=register',
      signedIn: true,
      arrange: (harness) => {
        harness.catalogue.failures.set('fetchCategoriesWithRetailerIds', new Error('No categories with retailer ids were returned'));
        return loadCurrentRoute(harness);
      },
    });
    const dots = [...container.querySelectorAll('[aria-label="Choose a slide"] button')];
    click(dots[4]!);
    await settle();
    const slide = container.querySelector('[aria-roledescription="slide"]:not([hidden])');
    expect(slide?.querySelector('[role="alert"]')?.textContent).to.equal('No categories with retailer ids were returned');
  });

  it("every in-app footer link leads to a page of its own (not the not-found page); the others are external", () => {
    const links = [...FOOTER_LEGAL_LINKS, ...FOOTER_GROUPS.flatMap((group) => group.links)];
    for (const link of links) {
      if (link.external) {
        expect(link.href, link.label).to.match(/^https:\/\//);
        continue;
      }
      const url = new URL(link.href, 'http://localhost');
      expect(pageOf(matchRoute(url.pathname, url.search).name).found, `${link.label} → ${link.href}`).to.equal(true);
    }
  });

  describe('other screens', () => {
    it('helpdesk-error offers to try again and the contact options; axe clean', async () => {
      const { container } = await renderShell(<main><HelpdeskErrorPage /></main>, { path: '/helpdesk-error?x=1' });
      expect(byText(container, 'button', 'Try again')).to.exist;
      expect(container.querySelector('a[href^="mailto:"]')).to.exist;
      await expectAccessible({ ignore: SHELL_RULES });
    });

    it('the FAQ answers from the documents’ facts in disclosures; axe clean', async () => {
      const { container } = await renderShell(<main><FaqPage /></main>, { path: '/faq' });
      const answers = container.textContent ?? '';
      for (const fact of ['$20', '1-3 business days', 'up to 24 hours', '18 or over', '$10']) expect(answers).to.contain(fact);
      expect(container.querySelectorAll('details > summary').length).to.be.greaterThan(5);
      await expectAccessible({ ignore: SHELL_RULES });
    });

    it('terms and privacy are documents with headings and contents links; axe clean', async () => {
      for (const Page of [TermsPage, PrivacyPage]) {
        const { container } = await renderShell(<main><Page /></main>, { path: '/docs/terms' });
        const headings = [...container.querySelectorAll('h2')];
        expect(headings.length).to.be.greaterThan(4);
        expect(container.querySelector(`nav a[href="#${headings[0]!.id}"]`)).to.exist;
        await expectAccessible({ ignore: SHELL_RULES });
        cleanup();
      }
    });

    it('beta-only: a non-tester reads it is for beta testers; a tester is welcomed', async () => {
      const visitor = await renderShell(<main><BetaOnlyPage /></main>, { path: '/beta-only', signedIn: true });
      expect(visitor.container.querySelector('h1')?.textContent).to.equal('For beta testers only');
      await expectAccessible({ ignore: SHELL_RULES });
      cleanup();
      const tester = await renderShell(<main><BetaOnlyPage /></main>, { path: '/beta-only', signedIn: true, flags: { [FLAG.BETA_TESTER]: true } });
      expect(tester.container.querySelector('h1')?.textContent).to.equal("You're a beta tester");
    });
  });
});

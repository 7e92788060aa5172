import { expect } from 'chai';
import { act } from 'react';
import { MemoryExtension } from '../../../adapters/extension/MemoryExtension';
import { STORAGE_KEY } from '../../../domain/constants/cookies';
import BrowserExtensionPage from '../../../ui/pages/browserExtension/BrowserExtensionPage';
import GetTheAppPage from '../../../ui/pages/getTheApp/GetTheAppPage';
import MobileOnlyPage from '../../../ui/pages/mobileOnly/MobileOnlyPage';
import { NotFound } from '../../../ui/pages/notFound/NotFound';
import NotFoundPage from '../../../ui/pages/notFound/NotFoundPage';
import SignInPage from '../../../ui/pages/signIn/SignInPage';
import WelcomePage from '../../../ui/pages/welcome/WelcomePage';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { createTestStores } from '../../support/testStores';
import { cleanup, render, texts } from '../support/render';
import type { ReactElement } from 'react';

function renderAt(path: string, element: ReactElement) {
  const twins = createTestStores({ path });
  const rendered = render(<StoresProvider stores={twins.stores}>{element}</StoresProvider>);
  return { ...twins, ...rendered };
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

describe('platform pages in Chromium', () => {
  afterEach(cleanup);

  describe('not-found', () => {
    it("shows the 404 page-missing message, a Back to Home link and the title 'Not Found | Clipback'", () => {
      const { container, stores } = renderAt('/no-such-page', <NotFoundPage />);
      expect(heading(container)).to.equal('404');
      expect(container.querySelector('p')?.textContent).to.equal("Sorry, we couldn't find the page you're looking for.");
      const home = container.querySelector('a');
      expect(home?.textContent).to.equal('Back to Home');
      expect(home?.getAttribute('href')).to.equal('/home');
      expect(stores.routeHistory.documentTitle).to.equal('Not Found | Clipback');
      expect(container.querySelector('section')?.getAttribute('aria-labelledby')).to.equal(container.querySelector('h1')?.id);
    });

    it("inside a route (a missing bonus) it keeps the 404 with the page's message and retitles the document", () => {
      const { container, stores } = renderAt('/bonuses/42', <NotFound title="Bonus not found" />);
      expect(heading(container)).to.equal('404');
      expect(container.querySelector('p')?.textContent).to.equal('Bonus not found');
      expect(stores.routeHistory.documentTitle).to.equal('Not Found | Clipback');
    });

    it('other errors show a title and description, still with the way home', () => {
      const { container } = renderAt('/offers/Milk/5', <NotFound status={500} />);
      expect(heading(container)).to.equal('Something went wrong');
      expect(container.querySelector('p')?.textContent).to.equal("We couldn't load this page. Please try again in a moment.");
      expect(container.querySelector('a')?.getAttribute('href')).to.equal('/home');
    });
  });

  describe('welcome', () => {
    const skip = (container: HTMLElement) => [...container.querySelectorAll('a')].find((link) => link.textContent === 'Skip');

    it('after sign-up, Skip goes to the redirect', () => {
      const { container } = renderAt('/welcome?source=register&redirect=%2Foffers%2FMilk%2F5%3FofferGroupId%3D3', <WelcomePage />);
      expect(heading(container)).to.equal('Welcome to Clipback!');
      expect(skip(container)?.getAttribute('href')).to.equal('/offers/Milk/5?offerGroupId=3');
    });

    it('without a redirect, or with one to another site, Skip goes home', () => {
      const plain = renderAt('/welcome?source=register', <WelcomePage />);
      expect(skip(plain.container)?.getAttribute('href')).to.equal('/home');
      cleanup();
      const evil = renderAt('/welcome?source=register&redirect=https%3A%2F%2Fevil.example%2F', <WelcomePage />);
      expect(skip(evil.container)?.getAttribute('href')).to.equal('/home');
    });
  });

  it('mobile-only names the keyword and links to the app stores', () => {
    const { container } = renderAt('/mobile-only?keyword=offer', <MobileOnlyPage />);
    expect(heading(container)).to.equal('This offer is only available in the Clipback app');
    const list = container.querySelector('ul[aria-label="Download the app"]');
    expect(list?.querySelectorAll('a')).to.have.length(2);
  });

  it('get-the-app lists the store links', () => {
    const { container } = renderAt('/get-the-app', <GetTheAppPage />);
    expect(texts(container, 'ul[aria-label="Download the app"] a')).to.deep.equal(['Download on the App Store', 'Get it on Google Play']);
  });

  it('browser-extension offers Chrome, Edge and Safari, and says when it is installed', async () => {
    const { container } = renderAt('/browser-extension', <BrowserExtensionPage />);
    expect(texts(container, 'ul[aria-label="Install the extension"] a')).to.deep.equal([
      'Add to Chrome',
      'Add to Edge',
      'Add to Safari',
    ]);
    expect(container.querySelector('[role="status"]')).to.equal(null);
    cleanup();
    const twins = createTestStores({ path: '/browser-extension' });
    (twins.extension as MemoryExtension).version = '3.2.1';
    await twins.stores.extension.detect();
    const installed = render(
      <StoresProvider stores={twins.stores}>
        <BrowserExtensionPage />
      </StoresProvider>,
    );
    expect(installed.container.querySelector('[role="status"]')?.textContent).to.equal('The extension is installed (version 3.2.1).');
  });

  describe('sign-in', () => {
    it('hands over to the provider once signed out, with the redirect target, but not again within 60 s', async () => {
      const first = renderAt('/login?redirect=%2Faccount', <SignInPage />);
      await act(async () => {
        await first.stores.auth.start(new URL('http://localhost/login?redirect=%2Faccount'));
      });
      expect(first.identity.calls.map((call) => call.request?.targetUrl)).to.deep.equal(['/account']);
      cleanup();
      // The provider bounced straight back: same browser storage, 10 s later.
      const second = createTestStores({ path: '/login?redirect=%2Faccount' });
      const marker = first.storage.get(STORAGE_KEY.LOGIN_REDIRECT_MARKER);
      if (marker) second.storage.set(STORAGE_KEY.LOGIN_REDIRECT_MARKER, marker);
      second.clock.advance(10_000);
      const rendered = render(
        <StoresProvider stores={second.stores}>
          <SignInPage />
        </StoresProvider>,
      );
      await act(async () => {
        await second.stores.auth.start(new URL('http://localhost/login?redirect=%2Faccount'));
      });
      expect(second.identity.calls).to.have.length(0);
      expect(rendered.container.querySelector('[role="status"]')).to.equal(null);
      await act(async () => {
        (rendered.container.querySelector('button') as HTMLButtonElement).click();
      });
      expect(second.identity.calls.map((call) => call.request?.targetUrl)).to.deep.equal(['/account']);
    });
  });
});

import { expect } from 'chai';
import { act } from 'react';
import { BLOG_URL, HELP_CENTER_URL, HOW_IT_WORKS_LINKS } from '../../../ui/app/copy';
import { Header } from '../../../ui/app/header/Header';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { createTestStores, TEST_NOW } from '../../support/testStores';
import { cleanup, click, render, texts } from '../support/render';
import { byText, isShown, press, renderShell, settle, type ShellSetup } from './support/shellHarness';
import { setViewport } from '../support/viewport';
import { SEARCH_MAX_LENGTH } from '../../../domain/search/searchQuery';

const renderHeader = (setup: ShellSetup = {}) => renderShell(<Header />, setup);
const header = () => document.querySelector('header')!;
const mainNav = () => document.querySelector('nav[aria-label="Main"]');
const menuButton = () => document.querySelector<HTMLButtonElement>('button[aria-label="Menu"]');
const mobilePanel = () => document.querySelector<HTMLElement>('nav[aria-label="Menu"]')!;

function type(input: HTMLInputElement, value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('<Header> in Chromium', () => {
  afterEach(cleanup);

  describe('for a visitor', () => {
    it('links the logo home and shows How it works, Blog, Help, Log In and Sign Up on wide screens', async () => {
      await renderHeader({ path: '/retailers' });
      const logo = header().querySelector<HTMLAnchorElement>('a[aria-label="Clipback home"]')!;
      expect(logo.getAttribute('href')).to.equal('/home');
      expect(texts(mainNav()!, ':scope > * > button, :scope > a')).to.deep.equal([
        'How it works',
        'Blog (opens in a new tab)',
        'Help (opens in a new tab)',
      ]);
      expect(mainNav()!.querySelector(`a[href="${BLOG_URL}"]`)).to.exist;
      expect(mainNav()!.querySelector(`a[href="${HELP_CENTER_URL}"]`)).to.exist;
      const account = document.querySelector('nav[aria-label="Account"]')!;
      expect(byText(account, 'a', 'Log In')?.getAttribute('href')).to.equal('/login?redirect=%2Fretailers');
      expect(byText(account, 'button', 'Sign Up')).to.exist;
      expect(document.querySelector('form[role="search"]')).to.equal(null);
      expect(isShown(menuButton()), 'the hamburger is display: none').to.equal(false);
    });

    it('opens How it works to its in-store and online pages', async () => {
      await renderHeader();
      click(byText(mainNav()!, 'button', 'How it works'));
      await settle(); // the links' chunk loads with the first opening
      const hrefs = [...mainNav()!.querySelectorAll('ul a')].map((link) => link.getAttribute('href'));
      expect(hrefs).to.deep.equal([HOW_IT_WORKS_LINKS.IN_STORE.href, HOW_IT_WORKS_LINKS.ONLINE.href]);
    });

    it('under 768px puts Sign up, Log in, Help, Blog, How it works and Download the app in a hamburger nav', async () => {
      const { identity } = await renderHeader({ width: 767, path: '/categories' });
      expect(isShown(mainNav())).to.equal(false);
      expect(isShown(document.querySelector('nav[aria-label="Account"]'))).to.equal(false);
      const button = menuButton()!;
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(mobilePanel().hidden).to.equal(true);
      click(button);
      await settle(); // the items load with the first opening
      expect(mobilePanel().hidden).to.equal(false);
      expect(texts(mobilePanel(), ':scope > ul > li > a, :scope > ul > li > button, :scope > ul > li > div > button')).to.deep.equal([
        'Sign Up',
        'Log In',
        'Help (opens in a new tab)',
        'Blog (opens in a new tab)',
        'How it works',
        'Download the app',
      ]);
      expect(byText(mobilePanel(), 'a', 'Log In')?.getAttribute('href')).to.equal('/login?redirect=%2Fcategories');
      expect(byText(mobilePanel(), 'a', 'Download the app')?.getAttribute('href')).to.equal('/get-the-app');
      click(byText(mobilePanel(), 'button', 'How it works'));
      expect(texts(mobilePanel(), 'ul ul a')).to.deep.equal(['In-store shopping (opens in a new tab)', 'Online shopping (opens in a new tab)']);
      await act(async () => {
        byText<HTMLButtonElement>(mobilePanel(), 'button', 'Sign Up')?.click();
      });
      expect(identity.calls.at(-1)?.request).to.deep.include({ targetUrl: '/categories', signup: true });
      await press('Escape');
      expect(mobilePanel().hidden).to.equal(true);
      expect(document.activeElement).to.equal(button);
    });
  });

  it('shows the STAGING tag outside production only', async () => {
    const { stores } = await renderHeader();
    expect(byText(header(), 'span', 'STAGING')).to.equal(null);
    act(() => stores.environment.setEnvironment('staging'));
    expect(byText(header(), 'span', 'STAGING')).to.exist;
    act(() => stores.environment.setEnvironment('production'));
    expect(byText(header(), 'span', 'STAGING')).to.equal(null);
  });

  it('is sticky and widens its grid above 2020px', async () => {
    await renderHeader({ width: 2020 });
    expect(getComputedStyle(header()).position).to.equal('sticky');
    const inner = header().firstElementChild as HTMLElement;
    expect(getComputedStyle(inner).maxWidth).to.equal('1280px');
    await setViewport(2021, 800);
    expect(getComputedStyle(inner).maxWidth).to.equal('1920px');
  });

  it('casts a shadow once the page scrolls under it', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.appendChild(spacer);
    try {
      await renderHeader();
      expect(header().dataset.scrolled).to.equal(undefined);
      await act(async () => {
        window.scrollTo(0, 200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(header().dataset.scrolled).to.equal('true');
      expect(getComputedStyle(header()).boxShadow).to.not.equal('none');
    } finally {
      window.scrollTo(0, 0);
      spacer.remove();
    }
  });

  describe('for a customer', () => {
    it('shows the search bar, the categories and help dropdowns and the account menu on wide screens', async () => {
      await renderHeader({ signedIn: true, balance: 1999 });
      const search = document.querySelector<HTMLFormElement>('form[role="search"]')!;
      const input = search.querySelector<HTMLInputElement>('input')!;
      expect(input.labels?.[0]?.textContent).to.equal('Search');
      expect(input.maxLength).to.equal(SEARCH_MAX_LENGTH);
      expect(search.querySelector('button[type="submit"]')?.getAttribute('aria-label')).to.equal('Search');
      expect(texts(mainNav()!, ':scope > div > button')).to.deep.equal(['Categories', 'Help']);
      expect(document.querySelector('nav[aria-label="Account"] button')?.textContent).to.equal('Jamie R.$19.99');
      expect(isShown(menuButton())).to.equal(false);
      expect(isShown(header().querySelector('a[aria-label^="Balance"]')), "the phone's balance chip").to.equal(false);
      expect(isShown(header().querySelector('button[aria-label="Open search"]')), "the phone's search toggle").to.equal(false);
      expect(isShown(search.querySelector('button[aria-label="Close search"]'))).to.equal(false);
    });

    it('submits the trimmed query to /search?q=', async () => {
      const { history, stores } = await renderHeader({ signedIn: true, path: '/retailers' });
      const input = document.querySelector<HTMLInputElement>('form[role="search"] input')!;
      type(input, '  winter boots ');
      act(() => document.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit());
      expect(history.location.pathname + history.location.search).to.equal('/search?q=winter%20boots');
      expect(stores.searchBar.expanded).to.equal(false);
    });

    it('shows a dismissible retailer pill on a retailer page with more than one offer', async () => {
      const { stores } = await renderHeader({ signedIn: true, path: '/retailers/Acme_Market/12' });
      act(() => stores.searchBar.setRetailerContext({ id: 12, name: 'Acme Market', offerCount: 3 }));
      const search = document.querySelector('form[role="search"]')!;
      expect(byText(search, 'span', 'Acme Market')).to.exist;
      click(search.querySelector('button[aria-label="Search all of Clipback instead of Acme Market"]'));
      expect(byText(search, 'span', 'Acme Market')).to.equal(null);
      act(() => stores.searchBar.setRetailerContext({ id: 13, name: 'Tiny Shop', offerCount: 1 }));
      expect(byText(search, 'span', 'Tiny Shop')).to.equal(null);
    });

    it('collapses the search bar on Escape and on a press outside (desktop)', async () => {
      const { stores } = await renderHeader({ signedIn: true });
      const input = document.querySelector<HTMLInputElement>('form[role="search"] input')!;
      act(() => input.focus());
      expect(stores.searchBar.expanded).to.equal(true);
      await press('Escape');
      expect(stores.searchBar.expanded).to.equal(false);
      act(() => input.focus());
      act(() => {
        document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      });
      expect(stores.searchBar.expanded).to.equal(false);
    });

    it('under 768px: hamburger nav with account info, Account, Categories, Help, Refer a friend, Log out', async () => {
      const { identity } = await renderHeader({ signedIn: true, balance: 0, width: 600, path: '/home' });
      expect(isShown(mainNav())).to.equal(false);
      expect(isShown(document.querySelector('nav[aria-label="Account"]'))).to.equal(false);
      click(menuButton());
      await settle();
      const panel = mobilePanel();
      expect(panel.querySelector('div')?.textContent).to.equal('Jamie R.Balance $0.00');
      expect(texts(panel, ':scope > ul > li > a, :scope > ul > li > button, :scope > ul > li > div > button')).to.deep.equal([
        'Account',
        'Bonuses',
        'Categories',
        'Help',
        'Refer a friend',
        'Log out',
      ]);
      expect(byText(panel, 'a', 'Refer a friend')?.getAttribute('href')).to.equal('/referral');
      expect(byText(panel, 'a', 'Bonuses')?.getAttribute('href')).to.equal('/bonuses');
      click(byText(panel, 'button', 'Help'));
      expect(panel.querySelector(`a[href="${HELP_CENTER_URL}"]`)?.getAttribute('target')).to.equal('_blank');
      await act(async () => {
        byText<HTMLButtonElement>(panel, 'button', 'Log out')?.click();
      });
      expect(identity.calls.at(-1)).to.deep.equal({ kind: 'logout', returnTo: `${window.location.origin}/home` });
    });

    it('under 768px the search expands over the header links and Escape collapses it', async () => {
      await renderHeader({ signedIn: true, width: 600 });
      expect(isShown(document.querySelector('form[role="search"]'))).to.equal(false);
      const open = document.querySelector<HTMLButtonElement>('button[aria-label="Open search"]')!;
      click(open);
      const input = document.querySelector<HTMLInputElement>('form[role="search"] input')!;
      expect(document.activeElement).to.equal(input);
      expect(isShown(header().querySelector('a[aria-label="Clipback home"]'))).to.equal(false);
      expect(isShown(menuButton())).to.equal(false);
      await press('Escape');
      expect(isShown(document.querySelector('form[role="search"]'))).to.equal(false);
      expect(isShown(header().querySelector('a[aria-label="Clipback home"]'))).to.equal(true);
      expect(document.activeElement?.getAttribute('aria-label')).to.equal('Open search');
    });

    it('on a phone keeps the balance in sight beside the logo, leading to My earnings', async () => {
      await renderHeader({ signedIn: true, balance: 4250, width: 375 });
      const chip = header().querySelector<HTMLAnchorElement>('a[aria-label="Balance $42.50: see your earnings"]')!;
      expect(chip.textContent).to.equal('$42.50');
      expect(chip.getAttribute('href')).to.equal('/account/earnings');
      expect(chip.closest('nav[aria-label="Menu"]')).to.equal(null);
      expect(chip.getBoundingClientRect().width).to.be.greaterThan(0);
    });

    it('on a phone shows no balance chip at $0 (the balance shows above 0 only)', async () => {
      await renderHeader({ signedIn: true, balance: 0, width: 375 });
      expect(header().querySelector('a[aria-label^="Balance"]')).to.equal(null);
    });
  });
});

describe('<Header> for a shopper who signed up but has not finished registering', () => {
  afterEach(cleanup);

  async function renderRegistering(width: number) {
    await setViewport(width, 800);
    const twins = createTestStores({ path: '/register', width });
    const identity = { sub: 'auth0|new-shopper', email: 'new.shopper@example.com' };
    twins.identity.signIn(identity, { sub: identity.sub, exp: TEST_NOW.getTime() / 1000 + 3600 });
    twins.registration.identities.set(identity.sub, identity.email);
    await act(async () => {
      await twins.stores.auth.start(new URL('http://localhost/register'));
      await twins.stores.flags.load({ customerId: null, platform: 'web_v2' });
    });
    render(
      <StoresProvider stores={twins.stores}>
        <Header />
      </StoresProvider>,
    );
    await settle();
    expect(twins.stores.auth.status).to.equal('needsRegistration');
    return twins;
  }

  it('offers Log out, not Log In and Sign Up, on wide screens', async () => {
    await renderRegistering(1280);
    const account = document.querySelector('nav[aria-label="Account"]')!;
    expect(texts(account, 'a, button')).to.deep.equal(['Log out']);
    expect(mainNav()).to.equal(null);
    expect(isShown(menuButton())).to.equal(false);
  });

  it('offers only Log out in the hamburger nav on a phone', async () => {
    await renderRegistering(375);
    click(menuButton());
    await settle(); // the items load with the first opening
    expect(texts(mobilePanel(), 'a, button')).to.deep.equal(['Log out']);
  });
});

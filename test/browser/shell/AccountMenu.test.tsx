import { expect } from 'chai';
import { act } from 'react';
import { HELP_CENTER_URL } from '../../../ui/app/copy';
import { AccountMenu } from '../../../ui/app/CustomerHeader';
import { cleanup, click, texts } from '../support/render';
import { byText, press, pressOutside, renderShell, settle } from './support/shellHarness';

async function renderMenu(setup: { signedIn: boolean; balance?: number; path?: string; width?: number }) {
  return renderShell(<AccountMenu />, { path: '/retailers/Acme/12', ...setup });
}

const accountButton = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('nav[aria-label="Account"] button[aria-expanded]');

describe('<AccountMenu> (the header account corner) in Chromium', () => {
  afterEach(cleanup);

  it('offers Log In (returning to the current page) and Sign Up to a visitor', async () => {
    const { container } = await renderMenu({ signedIn: false, path: '/retailers/Acme/12' });
    const login = container.querySelector('nav[aria-label="Account"] a');
    expect(login?.textContent).to.equal('Log In');
    expect(login?.getAttribute('href')).to.equal('/login?redirect=%2Fretailers%2FAcme%2F12');
    const signUp = container.querySelector('nav[aria-label="Account"] button');
    expect(signUp?.textContent).to.equal('Sign Up');
  });

  it("opens the provider's sign-up directly, carrying the page and a referral code from the URL", async () => {
    const { container, identity } = await renderMenu({ signedIn: false, path: '/referral?friend=PAL123' });
    await act(async () => {
      (container.querySelector('nav[aria-label="Account"] button') as HTMLButtonElement).click();
    });
    expect(identity.calls.at(-1)?.request).to.deep.include({ targetUrl: '/referral?friend=PAL123', signup: true, friendCode: 'PAL123' });
  });

  it('shows first name with last initial and the balance when it is above 0', async () => {
    const { container } = await renderMenu({ signedIn: true, balance: 4250 });
    expect(accountButton(container)?.textContent).to.equal('Jamie R.$42.50');
  });

  it('hides the balance when it is 0', async () => {
    const { container } = await renderMenu({ signedIn: true, balance: 0 });
    expect(accountButton(container)?.textContent).to.equal('Jamie R.');
  });

  it('opens a menu with Account, Bonuses, Help center (this tab, through the help-desk login), Refer a friend and Log out; no branch switch', async () => {
    const { container } = await renderMenu({ signedIn: true, balance: 100 });
    const button = accountButton(container)!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).to.equal(true);
    click(button);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.hidden).to.equal(false);
    await settle(); // the list's chunk loads with the first opening
    expect(texts(panel, 'li > a, li > button')).to.deep.equal(['Account', 'Bonuses', 'Help center', 'Refer a friend', 'Log out']);
    expect(byText(panel, 'a', 'Account')?.getAttribute('href')).to.equal('/account');
    expect(byText(panel, 'a', 'Bonuses')?.getAttribute('href')).to.equal('/bonuses');
    expect(byText(panel, 'a', 'Refer a friend')?.getAttribute('href')).to.equal('/referral');
    const help = panel.querySelector<HTMLAnchorElement>(`a[href="${HELP_CENTER_URL}"]`)!;
    expect(help.target).to.equal('');
  });

  it('closes on Escape (focus back on the button) and on a press outside', async () => {
    const { container } = await renderMenu({ signedIn: true, balance: 100 });
    const button = accountButton(container)!;
    button.focus();
    click(button);
    await settle();
    await press('Escape');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(button);
    click(button);
    pressOutside();
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('logs out through the identity provider, returning to the home page, and restarts the session', async () => {
    const { container, identity, stores } = await renderMenu({ signedIn: true, balance: 100 });
    const sessionBefore = stores.session.id;
    click(accountButton(container));
    await settle();
    await act(async () => {
      byText<HTMLButtonElement>(container, 'button', 'Log out')?.click();
    });
    expect(identity.calls.at(-1)).to.deep.equal({ kind: 'logout', returnTo: `${window.location.origin}/home` });
    expect(stores.session.id).to.not.equal(sessionBefore);
    expect(stores.customer.info).to.equal(null);
    expect(container.querySelector('nav[aria-label="Account"] a')?.textContent).to.equal('Log In');
  });

  it('returns to the referral page when logging out from it', async () => {
    const { container, identity } = await renderMenu({ signedIn: true, path: '/referral' });
    click(accountButton(container));
    await settle();
    await act(async () => {
      byText<HTMLButtonElement>(container, 'button', 'Log out')?.click();
    });
    expect(identity.calls.at(-1)).to.deep.equal({ kind: 'logout', returnTo: `${window.location.origin}/referral` });
  });
});

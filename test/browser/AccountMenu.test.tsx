import { expect } from 'chai';
import { act } from 'react';
import { withCustomerInfoDefaults } from '../../domain';
import { AccountMenu } from '../../ui/app/AccountMenu';
import { StoresProvider } from '../../ui/stores/StoresContext';
import { createTestStores } from '../support/testStores';
import { cleanup, render } from './support/render';

const NOW = new Date('2026-03-01T12:00:00.000Z');

function customer(balance: number) {
  return withCustomerInfoDefaults({
    customerId: '1000001', firstName: 'Jamie', lastName: 'Rivera', email: 'demo@clipback.test', birthDate: '1990-01-01',
    zip: '80011', referralCode: 'JAMIE1', referralLink: '', profilePictureURL: '', balance, lifetimeEarnings: 9000,
    joinDate: '2025-01-01', firstTransactionTimePassed: true, phoneNumber: '', auth0Accounts: [],
  });
}

async function renderMenu({ signedIn, balance = 0, path = '/retailers/Acme/12' }: { signedIn: boolean; balance?: number; path?: string }) {
  const { stores, identity, customers } = createTestStores({ path, now: NOW });
  customers.customers.set('1000001', customer(balance));
  if (signedIn) identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: NOW.getTime() / 1000 + 3600 });
  await act(async () => {
    await stores.auth.start(new URL(`http://localhost${path}`));
  });
  const rendered = render(
    <StoresProvider stores={stores}>
      <AccountMenu />
    </StoresProvider>,
  );
  // Let the customer record load.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...rendered, identity, stores };
}

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
    const link = container.querySelector('nav[aria-label="Account"] a');
    expect(link?.textContent).to.equal('Jamie R.$42.50');
    expect(link?.getAttribute('href')).to.equal('/account');
  });

  it('hides the balance when it is 0', async () => {
    const { container } = await renderMenu({ signedIn: true, balance: 0 });
    expect(container.querySelector('nav[aria-label="Account"] a')?.textContent).to.equal('Jamie R.');
  });

  it('logs out through the identity provider, returning to the home page', async () => {
    const { container, identity } = await renderMenu({ signedIn: true, balance: 100 });
    const button = [...container.querySelectorAll('button')].find((element) => element.textContent === 'Log out');
    await act(async () => {
      button?.click();
    });
    expect(identity.calls.at(-1)).to.deep.equal({ kind: 'logout', returnTo: `${window.location.origin}/home` });
    expect(container.querySelector('nav[aria-label="Account"] a')?.textContent).to.equal('Log In');
  });
});

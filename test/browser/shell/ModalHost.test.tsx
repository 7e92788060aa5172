import { expect } from 'chai';
import { act } from 'react';
import type { Offer } from '../../../domain/offers/Offer';
import { ModalHost } from '../../../ui/components/ModalHost/ModalHost';
import { cleanup, click } from '../support/render';
import { press, renderShell, settle } from './support/shellHarness';

const dialogs = () => [...document.querySelectorAll('dialog')];
const dialog = () => document.querySelector('dialog')!;
const title = () => document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent;

async function renderHost(path = '/retailers/Acme/12') {
  const harness = await renderShell(
    <>
      <button id="opener" type="button">
        Shop
      </button>
      <ModalHost />
    </>,
    { path },
  );
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  return { ...harness, opener };
}

const OFFER = { id: 7, name: 'Spring Sale' } as Offer;

describe('<ModalHost> and <Dialog> in Chromium', () => {
  afterEach(cleanup);

  it('shows nothing without a request', async () => {
    await renderHost();
    expect(dialogs()).to.have.length(0);
  });

  it('opens the logged-out modal as a modal dialog titled with the retailer, focus inside', async () => {
    const { stores } = await renderHost();
    act(() => stores.modals.open({ kind: 'loggedOut', retailerId: 12, retailerName: 'Acme' }));
    await settle(); // the dialog loads with the first modal
    expect(dialog().open).to.equal(true);
    expect(dialog().matches(':modal')).to.equal(true);
    expect(title()).to.equal('Sign up to shop at Acme');
    expect(dialog().textContent).to.contain('Acme');
    expect(dialog().contains(document.activeElement)).to.equal(true);
  });

  it('uses a generic title without a retailer', async () => {
    const { stores } = await renderHost();
    act(() => stores.modals.open({ kind: 'loggedOut' }));
    expect(title()).to.equal('Sign up to start earning with Clipback');
  });

  it('traps focus: the page behind is inert and Tab stays inside', async () => {
    const { stores, opener } = await renderHost();
    act(() => stores.modals.open({ kind: 'loggedOut', retailerName: 'Acme' }));
    opener.focus();
    expect(document.activeElement).to.not.equal(opener);
    for (let step = 0; step < 5; step += 1) {
      await press('Tab');
      expect(document.activeElement === document.body || dialog().contains(document.activeElement)).to.equal(true);
      expect(document.activeElement).to.not.equal(opener);
    }
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { stores, opener } = await renderHost();
    act(() => stores.modals.open({ kind: 'loggedOut', retailerName: 'Acme' }));
    await press('Escape');
    expect(stores.modals.current).to.equal(null);
    expect(stores.modals.closed).to.deep.equal(['loggedOut']);
    expect(dialogs()).to.have.length(0);
    expect(document.activeElement).to.equal(opener);
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const { stores, opener } = await renderHost();
    act(() => stores.modals.open({ kind: 'loggedOut', retailerName: 'Acme' }));
    click(dialog().querySelector('button[aria-label="Close"]'));
    expect(stores.modals.current).to.equal(null);
    expect(dialogs()).to.have.length(0);
    expect(document.activeElement).to.equal(opener);
  });

  it('shows one modal at a time: a new request replaces the current one', async () => {
    const { stores } = await renderHost();
    act(() => stores.modals.open({ kind: 'loggedOut', retailerName: 'Acme' }));
    act(() => stores.modals.open({ kind: 'sweepstakes', offer: OFFER, retailerId: 12 }));
    await settle();
    expect(dialogs()).to.have.length(1);
    expect(title()).to.equal('Enter the sweepstakes');
    act(() => stores.modals.open({ kind: 'accountNotLinked', retailer: { id: 12, name: 'Acme' } }));
    await settle();
    expect(dialogs()).to.have.length(1);
    expect(title()).to.equal('Link your Acme account');
  });

  it('titles the lazily loaded offer modals', async () => {
    const { stores } = await renderHost();
    act(() => stores.modals.open({ kind: 'extensionPostUnlock', retailer: { id: 12, name: 'Acme' } }));
    await settle();
    expect(title()).to.equal('Get the Clipback extension');
    act(() => stores.modals.open({ kind: 'postOfferUnlock', offer: OFFER }));
    await settle();
    expect(title()).to.equal('Offer unlocked');
  });

  it("logged-out modal: Sign up opens the provider's sign-up for this page; Log in goes to /login and closes", async () => {
    const { stores, identity, history } = await renderHost('/retailers/Acme/12');
    act(() => stores.modals.open({ kind: 'loggedOut', retailerName: 'Acme' }));
    const signUp = [...dialog().querySelectorAll('button')].find((button) => button.textContent === 'Sign Up')!;
    await act(async () => signUp.click());
    expect(identity.calls.at(-1)?.request).to.deep.include({ targetUrl: '/retailers/Acme/12', signup: true });
    const login = [...dialog().querySelectorAll('a')].find((link) => link.textContent === 'Log In')!;
    expect(login.getAttribute('href')).to.equal('/login?redirect=%2Fretailers%2FAcme%2F12');
    click(login);
    expect(history.location.pathname).to.equal('/login');
    expect(stores.modals.current).to.equal(null);
  });
});

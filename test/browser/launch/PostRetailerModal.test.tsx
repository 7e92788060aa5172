import { SHELL_RULES, expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { act } from 'react';
import { ModalHost } from '../../../ui/components/ModalHost/ModalHost';
import { cleanup, click } from '../support/render';
import { setViewport } from '../support/viewport';
import { press, renderShell, settle } from '../shell/support/shellHarness';

const SHOPPING_ID = 'lid-0123456789abcdef0123456789abcdef';
const REQUEST = { kind: 'postRetailer', retailerId: 12, retailerName: 'Acme', shoppingId: SHOPPING_ID } as const;

const dialogs = () => [...document.querySelectorAll('dialog')];
const dialog = () => document.querySelector('dialog')!;
const title = () => document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent;
const button = (name: string) => [...dialog().querySelectorAll('button')].find((element) => element.textContent === name)!;
const shoppingId = () => dialog().querySelector<HTMLOutputElement>('[data-testid="shopping-id"]')!;

/** The ModalHost on the shell's test stores at `width`, a button focused behind it, then the launch's modal opened. */
async function openModal(width = 1280) {
  const harness = await renderShell(
    <>
      <button id="opener" type="button">
        Shop
      </button>
      <ModalHost />
    </>,
    { path: '/retailers/Acme/12', width, signedIn: true },
  );
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  act(() => harness.stores.modals.open(REQUEST));
  await settle(); // the dialog and the body load with their first use
  return { ...harness, opener };
}

describe('<PostRetailerModal> through the ModalHost', () => {
  afterEach(cleanup);

  it('welcomes the shopper back from the retailer and shows the shopping id with the support hint; axe clean', async () => {
    await openModal();
    expect(dialog().matches(':modal')).to.equal(true);
    expect(title()).to.equal('Welcome back from Acme');
    expect(shoppingId().textContent).to.equal(SHOPPING_ID);
    expect(dialog().textContent).to.contain('pending cash back');
    expect(dialog().textContent).to.contain('Keep this ID if you contact support');
    await expectAccessible({ ignore: SHELL_RULES });
  });

  it('links to My earnings and closes when followed', async () => {
    const { stores, history } = await openModal();
    const earnings = [...dialog().querySelectorAll('a')].find((link) => link.textContent === 'See my earnings')!;
    expect(earnings.getAttribute('href')).to.equal('/account/earnings');
    click(earnings);
    expect(history.location.pathname).to.equal('/account/earnings');
    expect(stores.modals.current).to.equal(null);
  });

  it('Got it closes it and returns focus to the opener', async () => {
    const { stores, opener } = await openModal();
    click(button('Got it'));
    expect(stores.modals.current).to.equal(null);
    expect(stores.modals.closed).to.deep.equal(['postRetailer']);
    expect(dialogs()).to.have.length(0);
    expect(document.activeElement).to.equal(opener);
  });

  it('traps focus inside and closes on Escape', async () => {
    const { stores, opener } = await openModal();
    // A modal <dialog> hands focus past its last control to the browser's own UI (the page's body here), never to
    // the page behind it.
    for (let step = 0; step < 6; step += 1) {
      await press('Tab');
      expect(document.activeElement === document.body || dialog().contains(document.activeElement)).to.equal(true);
      expect(document.activeElement).to.not.equal(opener);
    }
    await press('Escape');
    expect(stores.modals.current).to.equal(null);
    expect(document.activeElement).to.equal(opener);
  });

  it('copies the shopping id, says so, and says how to copy it by hand when the browser refuses', async () => {
    const { clipboard } = await openModal();
    click(button('Copy'));
    await settle();
    expect(clipboard.text).to.equal(SHOPPING_ID);
    expect(button('Copied!')).to.not.equal(undefined);
    clipboard.refuse = true;
    click(button('Copied!'));
    await settle();
    expect(dialog().querySelector('[role="alert"]')?.textContent).to.equal('Could not copy. Select the ID and copy it yourself.');
  });

  it('stacks its actions full width and wraps the id at 375 px, and keeps them in a row at 1280 px', async () => {
    await setViewport(375, 800);
    await openModal(375);
    const gotIt = button('Got it').getBoundingClientRect();
    const earnings = [...dialog().querySelectorAll('a')].find((link) => link.textContent === 'See my earnings')!.getBoundingClientRect();
    expect(Math.round(gotIt.width)).to.equal(Math.round(earnings.width));
    expect(gotIt.top).to.not.equal(earnings.top);
    expect(getComputedStyle(shoppingId()).whiteSpace).to.equal('normal');
    await expectAccessible({ ignore: SHELL_RULES });
    cleanup();

    await setViewport(1280, 800);
    await openModal(1280);
    const gotItWide = button('Got it').getBoundingClientRect();
    const earningsWide = [...dialog().querySelectorAll('a')].find((link) => link.textContent === 'See my earnings')!.getBoundingClientRect();
    expect(gotItWide.top).to.equal(earningsWide.top);
    expect(getComputedStyle(shoppingId()).whiteSpace).to.equal('nowrap');
  });

  it('titles itself without a retailer name when the launch did not know it', async () => {
    const { stores } = await openModal();
    act(() => stores.modals.open({ ...REQUEST, retailerName: '' }));
    await settle();
    expect(title()).to.equal('Welcome back');
  });
});

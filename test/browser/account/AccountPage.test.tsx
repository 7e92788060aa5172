import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { act } from 'react';
import * as MESSAGES from '../../../domain/constants/messages';
import { PRIVACY_SETTING_ID } from '../../../domain/privacy/privacySettings';
import { ModalHost } from '../../../ui/components/ModalHost/ModalHost';
import AccountPage from '../../../ui/pages/account/AccountPage';
import { PRIVACY_COPY, PROFILE_COPY } from '../../../ui/pages/account/copy';
import EmailSettingsPage from '../../../ui/pages/emailSettings/EmailSettingsPage';
import { DEMO_PASSWORD, signedInAccount } from '../../support/accountStores';
import { DEMO_CUSTOMER_ID } from '../../support/testStores';
import { buttonNamed, settle } from '../offers/support/offersTestSupport';
import { pressKey as sendKey } from '../support/keys';
import { renderRoute } from '../support/renderRoute';
import { cleanup, click, render, texts, type } from '../support/render';
import { setViewport } from '../support/viewport';
import { NAME_MESSAGES } from '../../../domain/validation/names';
import { ZIP_INVALID } from '../../../domain/validation/zip';

type Setup = Parameters<typeof signedInAccount>[0];

async function renderAccount(setup: Setup = {}) {
  const t = await signedInAccount(setup);
  const rendered = renderRoute(<><AccountPage /><ModalHost /></>, t.stores);
  await settle(6);
  return { ...t, ...rendered };
}

/** A real key press, its React updates inside act(). */
async function pressKey(key: string): Promise<void> {
  await act(async () => {
    await sendKey(key);
  });
}


const inputLabelled = (container: ParentNode, label: string) => {
  const element = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  return document.getElementById(element?.htmlFor ?? '') as HTMLInputElement | null;
};

describe('<AccountPage> in Chromium', () => {
  afterEach(cleanup);

  it('shows nothing of the account while the security checkup is incomplete (001 §4), only a status', async () => {
    const { container } = await renderAccount({ path: '/account', checkupComplete: false });
    expect(container.querySelector('[role="tablist"]')).to.equal(null);
    expect(container.querySelector('[role="tabpanel"]')).to.equal(null);
    expect(container.querySelector('[role="status"]')?.textContent).to.equal('Loading your account…');
  });

  it('shows the five tabs as links; the arrow keys, Home and End move between them and open their panel', async () => {
    const { container, history } = await renderAccount({ path: '/account' });
    const tabs = () => [...container.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('href')])).to.deep.equal([
      ['Profile', '/account/profile'],
      ['Notifications', '/account/notifications'],
      ['Privacy', '/account/privacy'],
      ['My earnings', '/account/earnings'],
      ['Favorites', '/account/favorites'],
    ]);
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false', 'false', 'false']);
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1, -1]);
    act(() => tabs()[0]!.focus());
    await pressKey('ArrowRight');
    await settle();
    expect(history.location.pathname).to.equal('/account/notifications');
    expect(document.activeElement?.textContent).to.equal('Notifications');
    await pressKey('End');
    await settle();
    expect(history.location.pathname).to.equal('/account/favorites');
    expect(container.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).to.equal(tabs()[4]!.id);
    await pressKey('ArrowRight');
    await settle();
    expect(history.location.pathname).to.equal('/account/profile');
  });

  it('on a 375 px phone the tabs are one sideways-scrolling row that keeps the selected tab in view', async () => {
    await setViewport(375, 800);
    try {
      const { container } = await renderAccount({ path: '/account/favorites' });
      const list = container.querySelector<HTMLElement>('[role="tablist"]')!;
      const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
      const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(tops.size, 'one row').to.equal(1);
      expect(getComputedStyle(list).overflowX).to.equal('auto');
      expect(list.scrollWidth).to.be.greaterThan(list.clientWidth);
      expect(list.getBoundingClientRect().right).to.be.at.most(375);
      // Favorites, the last tab, is selected: the strip has scrolled it fully into view.
      const selected = list.querySelector<HTMLElement>('[aria-selected="true"]')!.getBoundingClientRect();
      const strip = list.getBoundingClientRect();
      expect(selected.left).to.be.at.least(strip.left - 0.5);
      expect(selected.right).to.be.at.most(strip.right + 0.5);
      await expectAccessible({ root: list, ignore: DOCUMENT_RULES });
    } finally {
      await setViewport(800, 600);
    }
  });

  it('an unknown panel shows not-found', async () => {
    const { container } = await renderAccount({ path: '/account/settings' });
    expect(container.textContent).to.include(MESSAGES.PAGE_NOT_FOUND);
    expect(container.querySelector('[role="tablist"]')).to.equal(null);
  });

  it("profile: Edit shows the fields; a bad submit shows the documents' messages inline and focuses the first", async () => {
    const { container } = await renderAccount({ path: '/account/profile' });
    expect(container.textContent).to.include('Jamie');
    click(buttonNamed(container, PROFILE_COPY.EDIT));
    type(inputLabelled(container, 'First name'), '');
    type(inputLabelled(container, 'Zip code'), '123');
    click(buttonNamed(container, PROFILE_COPY.SAVE));
    await settle();
    const firstName = inputLabelled(container, 'First name')!;
    expect(document.activeElement === firstName, 'focus is on the first invalid field').to.equal(true);
    expect(firstName.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).to.equal(NAME_MESSAGES.FIRST_NAME_REQUIRED);
    expect(texts(container, 'form p')).to.include(ZIP_INVALID);
    expect(document.querySelector('dialog')).to.equal(null);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it("profile: Save opens the password prompt (focus inside, Escape closes); a wrong password shows 'Incorrect password.'; the right one saves", async () => {
    const { container, customers } = await renderAccount({ path: '/account/profile' });
    click(buttonNamed(container, PROFILE_COPY.EDIT));
    type(inputLabelled(container, 'First name'), 'Robin');
    click(buttonNamed(container, PROFILE_COPY.SAVE));
    await settle();
    let dialog = document.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    const password = () => inputLabelled(dialog, PROFILE_COPY.PASSWORD)!;
    expect(document.activeElement === password(), 'focus is on the password').to.equal(true);
    await pressKey('Escape');
    await settle();
    expect(document.querySelector('dialog')).to.equal(null);
    expect(inputLabelled(container, 'First name')?.value, 'the form keeps the edit').to.equal('Robin');

    click(buttonNamed(container, PROFILE_COPY.SAVE));
    await settle();
    dialog = document.querySelector('dialog')!;
    type(password(), 'not-the-password');
    click(buttonNamed(dialog, PROFILE_COPY.CONFIRM));
    await settle();
    expect(password().getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(password().getAttribute('aria-describedby')!)?.textContent).to.equal('Incorrect password.');
    await expectAccessible({ ignore: DOCUMENT_RULES });
    type(password(), DEMO_PASSWORD);
    click(buttonNamed(dialog, PROFILE_COPY.CONFIRM));
    await settle();
    expect(document.querySelector('dialog')).to.equal(null);
    expect(container.textContent).to.include('Robin');
    expect(container.textContent).to.include(PROFILE_COPY.SAVED);
    expect(customers.customers.get(DEMO_CUSTOMER_ID)?.firstName).to.equal('Robin');
  });

  it('notifications: labelled checkboxes saved on change; a failed load shows the settings message', async () => {
    const { container, settings } = await renderAccount({ path: '/account/notifications' });
    const box = inputLabelled(container, 'Bonus reminders') ?? container.querySelector<HTMLInputElement>('input[name="email_bonuses"]');
    expect(box?.closest('label')?.textContent).to.equal('Bonus reminders');
    expect(box?.checked).to.equal(true);
    click(box);
    await settle();
    expect(settings.calls).to.deep.equal(['updateSettings email_bonuses=0']);
    expect(box?.checked).to.equal(false);
    await expectAccessible({ ignore: DOCUMENT_RULES });
    cleanup();

    const failing = await signedInAccount({ path: '/account/notifications' });
    failing.settings.failWith = new Error('down');
    const { container: failed } = renderRoute(<AccountPage />, failing.stores);
    await settle(6);
    expect(failed.querySelector('[role="alert"]')?.textContent).to.equal('Unable to retrieve account settings, please refresh and try again.');
  });

  it('privacy: turning a setting on opens the privacy-approval modal, whose confirm works only with exactly YES; Enter confirms', async () => {
    const { container, settings } = await renderAccount({ path: '/account/privacy' });
    const switches = [...container.querySelectorAll<HTMLButtonElement>('[role="switch"]')];
    expect(switches.map((element) => element.getAttribute('aria-checked'))).to.deep.equal(['false', 'false', 'false']);
    expect(container.textContent).to.include('Advertising');
    // Categories read as words, never the internal codes (issue 29: "Category: SaleOfInfo").
    expect(container.textContent).to.include(PRIVACY_COPY.categoryName('SaleOfInfo')).and.not.include('SaleOfInfo');
    expect(PRIVACY_COPY.categoryName('SaleOfInfo')).to.equal('Selling or sharing your information');
    click(switches[1]!);
    await settle(6);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    const confirm = () => buttonNamed(dialog, 'Confirm');
    const input = dialog.querySelector<HTMLInputElement>('input')!;
    expect(confirm().disabled).to.equal(true);
    type(input, 'yes');
    expect(confirm().disabled).to.equal(true);
    type(input, 'YES');
    expect(confirm().disabled).to.equal(false);
    await expectAccessible({ ignore: DOCUMENT_RULES });
    act(() => input.focus());
    await pressKey('Enter');
    await settle();
    expect(settings.calls).to.deep.equal([`updateSettings ${PRIVACY_SETTING_ID.DONT_SELL_OR_SHARE_PI}=1`]);
    expect(document.querySelector('dialog')).to.equal(null);
    expect(container.querySelectorAll('[role="switch"]')[1]?.getAttribute('aria-checked')).to.equal('true');
  });

  it('privacy: opting back in needs the typed term', async () => {
    const { container, settings } = await renderAccount({ path: '/account/privacy' });
    click(container.querySelectorAll<HTMLButtonElement>('[role="switch"]')[0]!);
    await settle(6);
    type(document.querySelector('dialog input') as HTMLInputElement, 'YES');
    click(buttonNamed(document.querySelector('dialog')!, 'Confirm'));
    await settle();
    click(container.querySelectorAll<HTMLButtonElement>('[role="switch"]')[0]!);
    const optIn = () => buttonNamed(container, PRIVACY_COPY.OPT_BACK_IN_CONFIRM);
    expect(optIn().disabled).to.equal(true);
    type(inputLabelled(container, PRIVACY_COPY.OPT_BACK_IN_LABEL), 'OPT IN');
    click(optIn());
    await settle();
    expect(settings.calls.at(-1)).to.equal(`updateSettings ${PRIVACY_SETTING_ID.LIMIT_AD_TRACKING}=0`);
    expect(container.querySelectorAll('[role="switch"]')[0]?.getAttribute('aria-checked')).to.equal('false');
  });

  it('privacy with Global Privacy Control: all three on (saved), the note says why, and they cannot be turned off', async () => {
    const { container, settings } = await renderAccount({ path: '/account/privacy', gpc: true });
    const switches = [...container.querySelectorAll<HTMLButtonElement>('[role="switch"]')];
    expect(switches.map((element) => [element.getAttribute('aria-checked'), element.disabled])).to.deep.equal([
      ['true', true],
      ['true', true],
      ['true', true],
    ]);
    expect(container.textContent).to.include(PRIVACY_COPY.GPC_NOTE);
    expect(settings.calls).to.have.length(1);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('privacy: requests the personal data file and offers the download once ready', async () => {
    const { container, waits, clock } = await renderAccount({ path: '/account/privacy' });
    waits.sleep = async (ms) => clock.advance(ms);
    click(buttonNamed(container, PRIVACY_COPY.REQUEST));
    await settle(10);
    expect(container.textContent).to.include('Your file is ready');
    expect(buttonNamed(container, PRIVACY_COPY.DOWNLOAD).disabled).to.equal(false);
  });

  it('my earnings: balance, lifetime earnings, the $20 minimum and the withdrawal link', async () => {
    const { container } = await renderAccount({ path: '/account/earnings', balance: 1250 });
    const details = texts(container, 'dd');
    expect(details).to.deep.equal(['$12.50', '$90.00', '$20.00']);
    expect(container.textContent).to.include('You can withdraw once your balance reaches $20.00.');
    const withdraw = [...container.querySelectorAll('a')].find((link) => link.textContent === 'Withdraw earnings');
    expect(withdraw?.getAttribute('href')).to.equal('/account/cashout');
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });
});

describe('<EmailSettingsPage> in Chromium', () => {
  afterEach(cleanup);

  it('an unknown token says the link is expired or invalid', async () => {
    const t = await signedInAccount({ path: '/email-settings?token=est-unknown', signedIn: false });
    const { container } = renderRoute(<EmailSettingsPage />, t.stores);
    await settle(6);
    expect(container.querySelector('[role="alert"]')?.textContent).to.equal('Looks like that link is expired or invalid.');
  });

  it('a good token shows the e-mail settings as checkboxes', async () => {
    const t = await signedInAccount({ path: '/email-settings?token=est-valid', signedIn: false });
    const { container } = renderRoute(<EmailSettingsPage />, t.stores);
    await settle(6);
    expect(texts(container, 'label')).to.deep.equal(['New offers and deals', 'Bonus reminders', 'Earnings and withdrawals', 'Product news and tips']);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });
});

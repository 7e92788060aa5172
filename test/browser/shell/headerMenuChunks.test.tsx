import { expect } from 'chai';
import { act } from 'react';
import { HELP_CENTER_URL, HOW_IT_WORKS_LINKS, SHELL_LABEL } from '../../../ui/app/copy';
import { Header } from '../../../ui/app/header/Header';
import { cleanup, click, texts } from '../support/render';
import { byText, renderShell, settle } from './support/shellHarness';
import { CUSTOMER_LABEL } from '../../../ui/app/customerCopy';

// Each menu's chunk loads once per page, so each test here opens a different menu: what it sees right after
// the click tells whether the intent before it had fetched the contents.

function panelOf(button: Element): HTMLElement {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

/** React's onPointerEnter follows pointerover from outside the element (it has no native pointerenter listener). */
function pointAt(element: Element) {
  act(() => {
    element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  });
}

const mainNavButton = (name: string) => byText<HTMLButtonElement>(document.querySelector('nav[aria-label="Main"]')!, 'button', name)!;

describe("the header's menus load their contents on demand, in Chromium", () => {
  afterEach(cleanup);

  it('the mobile menu opened without warning says it is loading, then shows its items', async () => {
    await renderShell(<Header />, { width: 600 });
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Menu"]')!;
    const panel = panelOf(button);
    click(button);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.querySelector('[role="status"]')?.textContent).to.equal(SHELL_LABEL.LOADING_MENU);
    await settle();
    expect(panel.querySelector('[role="status"]')).to.equal(null);
    expect(byText(panel, 'a', SHELL_LABEL.DOWNLOAD_APP)).to.exist;
  });

  it('categories: pointing at the button loads the list, so the click opens onto it', async () => {
    await renderShell(<Header />, { signedIn: true, categories: [{ id: 20, name: 'Shoes' }] });
    const button = mainNavButton(CUSTOMER_LABEL.CATEGORIES);
    pointAt(button);
    await settle();
    click(button);
    expect(texts(panelOf(button), 'a')).to.include(SHELL_LABEL.ALL_RETAILERS);
    await settle(); // the categories themselves load when the list first shows
    expect(texts(panelOf(button), 'a')).to.deep.equal(['Shoes', SHELL_LABEL.ALL_RETAILERS]);
  });

  it('help: focusing the button loads the links, so the click opens onto them', async () => {
    await renderShell(<Header />, { signedIn: true });
    const button = mainNavButton(SHELL_LABEL.HELP);
    act(() => button.focus());
    await settle();
    click(button);
    expect(panelOf(button).querySelector(`a[href="${HELP_CENTER_URL}"]`)).to.exist;
  });

  it('how it works: touching the button loads the links, so the tap opens onto them', async () => {
    await renderShell(<Header />);
    const button = mainNavButton(SHELL_LABEL.HOW_IT_WORKS);
    act(() => {
      button.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    });
    await settle();
    click(button);
    expect(panelOf(button).querySelector(`a[href="${HOW_IT_WORKS_LINKS.ONLINE.href}"]`)).to.exist;
  });

  it('account: pointing at the name loads the list, so the click opens onto it', async () => {
    await renderShell(<Header />, { signedIn: true, balance: 100 });
    const button = document.querySelector<HTMLButtonElement>('nav[aria-label="Account"] button[aria-expanded]')!;
    pointAt(button);
    await settle();
    click(button);
    expect(byText(panelOf(button), 'button', SHELL_LABEL.LOG_OUT)).to.exist;
  });
});

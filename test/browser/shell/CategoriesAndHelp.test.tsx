import { expect } from 'chai';
import { act } from 'react';
import { HELP_CENTER_URL } from '../../../ui/app/copy';
import { Header } from '../../../ui/app/header/Header';
import { cleanup, click, texts } from '../support/render';
import { byText, press, pressOutside, renderShell, settle } from './support/shellHarness';

const CATEGORIES = [
  { id: 20, name: 'Shoes' },
  { id: 1482, name: 'Hot Deals' },
  { id: 10, name: 'Apparel & Accessories' },
];

async function renderSignedIn() {
  const harness = await renderShell(<Header />, { signedIn: true, categories: CATEGORIES });
  const nav = document.querySelector('nav[aria-label="Main"]')!;
  return { ...harness, nav };
}

function panelOf(button: Element): HTMLElement {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

describe('header dropdowns in Chromium', () => {
  afterEach(cleanup);

  it('categories: Hot Deals first with a fire icon and a divider, the rest by name, All retailers last', async () => {
    const { nav } = await renderSignedIn();
    const button = byText<HTMLButtonElement>(nav, 'button', 'Categories')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    click(button);
    await settle();
    const panel = panelOf(button);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(texts(panel, 'a')).to.deep.equal(['Hot Deals', 'Apparel & Accessories', 'Shoes', 'All retailers']);
    const links = [...panel.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
      '/categories/Hot_Deals/1482',
      '/categories/Apparel_and_Accessories/10',
      '/categories/Shoes/20',
      '/retailers',
    ]);
    const fire = links[0]!.querySelector('svg')!;
    expect(fire.getAttribute('aria-hidden')).to.equal('true');
    expect(links[1]!.querySelector('svg')).to.equal(null);
    // The divider sits between Hot Deals' list and the others.
    const hotDealsList = links[0]!.closest('ul')!;
    expect(hotDealsList.nextElementSibling?.tagName).to.equal('HR');
    expect(hotDealsList.nextElementSibling?.nextElementSibling).to.equal(links[1]!.closest('ul'));
  });

  it('categories: a link navigates in place and closes the menu', async () => {
    const { nav, history } = await renderSignedIn();
    const button = byText<HTMLButtonElement>(nav, 'button', 'Categories')!;
    click(button);
    await settle();
    click(byText(panelOf(button), 'a', 'Shoes'));
    expect(history.location.pathname).to.equal('/categories/Shoes/20');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('categories: Escape closes and returns focus to the button; so does a press outside (closing)', async () => {
    const { nav } = await renderSignedIn();
    const button = byText<HTMLButtonElement>(nav, 'button', 'Categories')!;
    button.focus();
    click(button);
    await settle();
    panelOf(button).querySelector('a')!.focus();
    await press('Escape');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(panelOf(button).hidden).to.equal(true);
    expect(document.activeElement).to.equal(button);
    click(button);
    pressOutside();
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('help: toggles, opens the help centre in a new tab, closes on a press outside and on Escape', async () => {
    const { nav } = await renderSignedIn();
    const button = byText<HTMLButtonElement>(nav, 'button', 'Help')!;
    click(button);
    await settle(); // the links' chunk loads with the first opening
    const panel = panelOf(button);
    expect(panel.hidden).to.equal(false);
    const help = panel.querySelector<HTMLAnchorElement>(`a[href="${HELP_CENTER_URL}"]`)!;
    expect(help.target).to.equal('_blank');
    expect(help.rel.split(' ')).to.include('noopener');
    expect(texts(panel, 'a')).to.deep.equal([
      'Help center (opens in a new tab)',
      'How it works: in-store shopping (opens in a new tab)',
      'How it works: online shopping (opens in a new tab)',
      'Blog (opens in a new tab)',
    ]);
    click(button);
    expect(panel.hidden).to.equal(true);
    click(button);
    pressOutside();
    expect(panel.hidden).to.equal(true);
    click(button);
    await press('Escape');
    expect(panel.hidden).to.equal(true);
  });

  it('opening one dropdown and pressing in another closes the first', async () => {
    const { nav } = await renderSignedIn();
    const categories = byText<HTMLButtonElement>(nav, 'button', 'Categories')!;
    const help = byText<HTMLButtonElement>(nav, 'button', 'Help')!;
    click(categories);
    await settle();
    act(() => {
      help.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    click(help);
    await settle();
    expect(categories.getAttribute('aria-expanded')).to.equal('false');
    expect(help.getAttribute('aria-expanded')).to.equal('true');
  });
});

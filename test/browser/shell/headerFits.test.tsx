import { expect } from 'chai';
import { act } from 'react';
import { FLAG, LIST_TO_OFFERS_VALUE } from '../../../domain/constants/flags';
import { Header } from '../../../ui/app/header/Header';
import { cleanup } from '../support/render';
import { setViewport } from '../support/viewport';
import { renderShell, settle, type ShellSetup } from './support/shellHarness';

/** Every 16 px from 320 to 1440, and the band around the hamburger breakpoint where Log In once wrapped. */
const WIDTHS = [...new Set([...Array.from({ length: 71 }, (_, step) => 320 + step * 16), 770, 775, 779, 1023, 1279])].sort((a, b) => a - b);
/** Controls that share less than this much height are on different rows. */
const ROW_OVERLAP_PX = 4;

const header = () => document.querySelector('header')!;

function visible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1 && element.closest('[hidden]') === null;
}

/** What a shopper sees as one control: a search form counts once, whatever it holds. */
function controls(): HTMLElement[] {
  const inner = header().firstElementChild!;
  const found = [...inner.querySelectorAll<HTMLElement>('a, button, form[role="search"], [data-header-item]')];
  return found.filter((element) => visible(element) && !element.parentElement?.closest('form[role="search"]'));
}

const describeControl = (element: HTMLElement) => element.getAttribute('aria-label') ?? (element.textContent?.trim() || element.tagName.toLowerCase());

/**
 * What is wrong with the header at this width: controls on more than one row (a search bar that has a full row of
 * its own under the menus is by design from 768 to 1279 px), a control past the viewport's edge, or a page that
 * scrolls sideways.
 */
function headerProblems(width: number): string[] {
  const problems: string[] = [];
  const all = controls();
  const inner = header().firstElementChild!.getBoundingClientRect();
  const search = all.find((element) => element.matches('form[role="search"]'));
  const searchOwnsARow = search !== undefined && search.getBoundingClientRect().width >= inner.width - 40;
  const inRow = all.filter((element) => !(searchOwnsARow && element === search));
  // One row: every control overlaps every other vertically (the lowest top is above the highest bottom).
  const boxes = inRow.map((element) => element.getBoundingClientRect());
  const firstBottom = Math.min(...boxes.map((box) => box.bottom));
  const wrapped = inRow.filter((_, index) => boxes[index]!.top >= firstBottom - ROW_OVERLAP_PX).map(describeControl);
  if (wrapped.length > 0) problems.push(`${width}px: on a second row: ${wrapped.join(', ')}`);
  for (const element of all) {
    const box = element.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${width}px: '${describeControl(element)}' overflows (${Math.round(box.left)}–${Math.round(box.right)})`);
  }
  if (document.documentElement.scrollWidth > width) problems.push(`${width}px: the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
  return problems;
}

/** Text that does not fit its box (an ellipsis, or a field's placeholder cut at its edge). */
function clippedSearchText(width: number): string[] {
  const form = document.querySelector('form[role="search"]');
  if (!form || !visible(form)) return [];
  const problems: string[] = [];
  for (const element of form.querySelectorAll<HTMLElement>('span')) {
    if (visible(element) && element.scrollWidth > element.clientWidth + 0.5) problems.push(`${width}px: '${element.textContent}' is cut (${element.scrollWidth} px in ${element.clientWidth} px)`);
  }
  const input = form.querySelector<HTMLInputElement>('input')!;
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const needed = context.measureText(input.placeholder).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  if (needed > input.clientWidth + 0.5) problems.push(`${width}px: placeholder '${input.placeholder}' is cut (${Math.round(needed)} px in ${input.clientWidth} px)`);
  return problems;
}

async function sweep(setup: ShellSetup, check: (width: number) => string[] = headerProblems): Promise<string[]> {
  const { stores } = await renderShell(<Header />, {
    flags: { [FLAG.LIST_TO_OFFERS]: LIST_TO_OFFERS_VALUE.ENABLED },
    ...setup,
    arrange: async (harness) => {
      // The widest header: STAGING shows outside production.
      harness.stores.environment.setEnvironment('staging');
      await setup.arrange?.(harness);
    },
  });
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await setViewport(width, 800);
    act(() => stores.layout.setWidth(width));
    await settle(); // lazy parts (the search bar) arrive on their first showing
    problems.push(...check(width));
  }
  return problems;
}

describe('the header from 320 to 1440 px in Chromium', function () {
  this.timeout(60_000);
  afterEach(async () => {
    cleanup();
    await setViewport(800, 600);
  });

  it('keeps a visitor’s logo, menus, Log In and Sign Up on one row inside the screen', async () => {
    expect(await sweep({ path: '/retailers' })).to.deep.equal([]);
  });

  it('keeps a customer’s logo, search, menus, list button and account on one row inside the screen', async () => {
    expect(await sweep({ path: '/home', signedIn: true, balance: 4250 })).to.deep.equal([]);
  });

  it('fits a large balance beside the logo on a phone', async () => {
    expect(await sweep({ path: '/home', signedIn: true, balance: 123456 })).to.deep.equal([]);
  });

  it('shows a retailer page’s store chip and placeholder whole', async () => {
    const problems = await sweep(
      {
        path: '/retailers/Grandmart_Superstore/1408',
        signedIn: true,
        balance: 4250,
        arrange: ({ stores }) => stores.searchBar.setRetailerContext({ id: 1408, name: 'Grandmart Superstore', offerCount: 12 }),
      },
      (width) => [...headerProblems(width), ...clippedSearchText(width)],
    );
    expect(problems).to.deep.equal([]);
  });
});

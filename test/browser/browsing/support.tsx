import { expect } from 'chai';
import type { ReactElement } from 'react';
import { browsingStores, type BrowsingStoresOptions } from '../../support/browsingStores';
import { settle } from '../support/render';
import { renderRoute } from '../support/renderRoute';

/** Lets every pending load settle inside act(). */
export const flush = (rounds = 5): Promise<void> => settle(rounds);

type BrowsingSetup = Awaited<ReturnType<typeof browsingStores>>;

/** Renders an element on seeded browsing stores (after `arrange` adjusts them), runs the route's loader, and lets its loads settle. */
export async function renderBrowsing(
  element: ReactElement,
  options: BrowsingStoresOptions = {},
  arrange: (setup: BrowsingSetup) => void = () => undefined,
) {
  const setup = await browsingStores(options);
  arrange(setup);
  const rendered = renderRoute(element, setup.stores);
  await flush();
  return { ...setup, ...rendered };
}

/**
 * The accessibility basics every browsing page keeps: headings never skip a level (one h1), cards and links are
 * in lists, every image has an alt attribute, every link and button has a name.
 */
export function expectAccessibleBasics(container: HTMLElement): void {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));
  expect(levels.filter((level) => level === 1), 'one h1').to.have.length(1);
  expect(levels[0], 'starts with the h1').to.equal(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1), `heading ${index} does not skip a level`).to.be.at.most(1);
  });
  for (const image of container.querySelectorAll('img')) expect(image.hasAttribute('alt'), `alt on ${image.src}`).to.equal(true);
  for (const element of container.querySelectorAll('a, button')) {
    const name = (element.getAttribute('aria-label') ?? '') + accessibleText(element);
    expect(name.trim(), `a name for ${element.outerHTML.slice(0, 80)}`).not.to.equal('');
  }
  for (const item of container.querySelectorAll('li')) expect(['UL', 'OL']).to.include(item.parentElement?.tagName);
}

/** Text a screen reader reads for an element: text nodes outside aria-hidden, plus image alts. */
export function accessibleText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') {
      text += node.tagName === 'IMG' ? ` ${node.getAttribute('alt') ?? ''} ` : ` ${accessibleText(node)} `;
    }
  }
  return text.replace(/\s+/g, ' ').trim();
}

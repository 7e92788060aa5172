import { expect } from 'chai';
import { startLinkNavigation } from '../../../ui/app/linkNavigation';
import { createTestStores } from '../../support/testStores';

describe('in-place link navigation (Chromium)', () => {
  let area: HTMLElement;
  let stop: () => void;
  let twins: ReturnType<typeof createTestStores>;

  function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = href;
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    area.appendChild(anchor);
    return anchor;
  }

  /** Clicks (the page itself never navigates: see preventReal) and answers whether the app followed the link. */
  function click(anchor: HTMLElement, init: MouseEventInit = {}): boolean {
    const before = twins.history.index;
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    return twins.history.index !== before;
  }

  beforeEach(() => {
    area = document.createElement('div');
    document.body.appendChild(area);
    twins = createTestStores({ path: '/home' });
    stop = startLinkNavigation(document, twins.stores.router);
    // Registered after the app's listener: keeps the test page itself from navigating away.
    document.addEventListener('click', preventReal);
  });

  function preventReal(event: Event) {
    event.preventDefault();
  }

  afterEach(() => {
    stop();
    document.removeEventListener('click', preventReal);
    area.remove();
  });

  it('follows an app route in place through the router (PUSH), span inside the link included', () => {
    const anchor = link('/retailers/Acme/12?x=1');
    const inner = document.createElement('span');
    anchor.appendChild(inner);
    expect(click(inner)).to.equal(true);
    expect(twins.history.location.pathname).to.equal('/retailers/Acme/12');
    expect(twins.history.location.search).to.equal('?x=1');
    expect(twins.history.action).to.equal('PUSH');
  });

  it('leaves modified clicks, new-tab and download links, other origins and non-app paths to the browser', () => {
    expect(click(link('/categories'), { ctrlKey: true })).to.equal(false);
    expect(click(link('/categories'), { metaKey: true })).to.equal(false);
    expect(click(link('/categories'), { button: 1 })).to.equal(false);
    expect(click(link('/categories', { target: '_blank' }))).to.equal(false);
    expect(click(link('/categories', { download: '' }))).to.equal(false);
    expect(click(link('https://example.com/categories'))).to.equal(false);
    expect(click(link('/identity/interaction/abc'))).to.equal(false);
    expect(click(link('#main'))).to.equal(false);
    expect(twins.history.location.pathname).to.equal('/home');
  });

  it('leaves a link a view already handled alone', () => {
    const anchor = link('/categories');
    anchor.addEventListener('click', (event) => event.preventDefault());
    expect(click(anchor)).to.equal(false);
    expect(twins.history.location.pathname).to.equal('/home');
  });
});

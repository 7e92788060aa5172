import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Offer } from '../../../../domain/offers/Offer';
import { StoresProvider } from '../../../../ui/stores/StoresContext';
import { cleanup } from '../../support/render';
import { createTestStores, DEMO_CUSTOMER_ID, signInCustomer, TEST_NOW } from '../../../support/testStores';

export const CUSTOMER_ID = DEMO_CUSTOMER_ID;
export const RETAILER = { id: 3443, name: 'Maple & Main Market' };

/** An Object Mother for offers: a plain item offer unless told otherwise. */
export function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 501,
    name: 'Stonebridge Cold Brew, Value Pack',
    url: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/%3E',
    currentValue: '$4.00',
    retailers: [RETAILER.id],
    rewards: [],
    activated: false,
    ...overrides,
  };
}

/** Test stores, signed in as the demo customer unless told otherwise, with the offers in the gateway twin. */
export async function offerStores({ signedIn = true, path = '/home', width = 1280, offers = [] as Offer[] } = {}) {
  const t = createTestStores({ path, now: TEST_NOW, width });
  for (const offer of offers) t.offers.offers.set(offer.id, offer);
  if (signedIn) signInCustomer(t);
  await act(async () => {
    await t.stores.auth.start(new URL(`http://localhost${path}`));
  });
  return t;
}

export type TestStores = Awaited<ReturnType<typeof offerStores>>;

export function withStores(stores: TestStores['stores'], element: ReactElement): ReactElement {
  return <StoresProvider stores={stores}>{element}</StoresProvider>;
}

export { settle } from '../../support/render';

/** The button whose accessible name (aria-label or text) is `name`. */
export function buttonNamed(container: ParentNode, name: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
  );
  if (!button) throw new Error(`no button named ${JSON.stringify(name)}`);
  return button;
}

export interface Framed {
  frame: HTMLIFrameElement;
  container: HTMLElement;
  unmount(): void;
}

/**
 * Renders into an iframe of the given width: a viewport of its own, so the component's media queries answer to
 * that width. The page's styles (global CSS and the bundled CSS Modules) are copied in.
 */
export async function renderInViewport(width: number, element: ReactElement): Promise<Framed> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: 700px; border: 0;`;
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  if (!doc) throw new Error('the iframe has no document');
  for (const style of document.querySelectorAll('style')) doc.head.appendChild(doc.importNode(style, true));
  const container = doc.createElement('div');
  doc.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    frame,
    container,
    unmount() {
      act(() => root?.unmount());
      frame.remove();
    },
  };
}

/** Failures the stores log on purpose would clutter the runner's output: mute console.warn for a test. */
export function muteWarnings(): () => void {
  const original = console.warn;
  console.warn = () => {};
  return () => {
    console.warn = original;
  };
}

/** In a describe block: warnings muted during each test, rendered trees unmounted after it. */
export function quietRenderedTests(): void {
  let unmute: () => void = () => {};
  beforeEach(() => {
    unmute = muteWarnings();
  });
  afterEach(() => {
    cleanup();
    unmute();
  });
}

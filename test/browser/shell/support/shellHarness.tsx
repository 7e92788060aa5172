import { act, type ReactElement } from 'react';
import type { Category } from '../../../../domain/categories/Category';
import { StoresProvider } from '../../../../ui/stores/StoresContext';
import { createTestStores, DEMO_CUSTOMER_ID, demoCustomerRecord, signInCustomer } from '../../../support/testStores';
import { render } from '../../support/render';
import { setViewport } from '../../support/viewport';

export interface ShellSetup {
  path?: string;
  width?: number;
  signedIn?: boolean;
  balance?: number;
  flags?: Record<string, unknown>;
  categories?: Category[];
  /** Runs on the test stores before the first render (cookies, extension detection…). */
  arrange?: (harness: ReturnType<typeof createTestStores>) => void | Promise<void>;
}

/** Lets pending promises (store loads, lazy chunks) settle inside act(). */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Whether an element is there and shown (a variant its CSS hides at this width is display: none). */
export function isShown(element: Element | null | undefined): boolean {
  return Boolean(element?.checkVisibility());
}

/**
 * Test stores arranged as asked (auth state known, flags loaded), then `element` rendered inside them, in a viewport
 * `width` wide: the shell's views switch at their breakpoints in CSS.
 */
export async function renderShell(element: ReactElement, setup: ShellSetup = {}) {
  const { path = '/home', width = 1280, signedIn = false, balance = 0, flags = {}, categories = [] } = setup;
  await setViewport(width, 800);
  const harness = createTestStores({ path, width });
  const { stores, customers, catalogue } = harness;
  customers.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(balance));
  for (const category of categories) catalogue.categories.set(category.id, category);
  harness.flags.values = flags as typeof harness.flags.values;
  if (signedIn) signInCustomer(harness);
  await act(async () => {
    await stores.auth.start(new URL(`http://localhost${path}`));
    await stores.flags.load({ customerId: stores.auth.customerId, platform: 'web_v2' });
    await setup.arrange?.(harness);
  });
  const rendered = render(<StoresProvider stores={stores}>{element}</StoresProvider>);
  await settle();
  return { ...rendered, ...harness };
}

/** Real key presses through the test runner (Playwright), so native behaviour (dialog Escape, Tab) is exercised. */
export async function press(key: string): Promise<void> {
  const sessionId = new URL(window.location.href).searchParams.get('wtr-session-id');
  // A variable specifier keeps the bundler from resolving the runner's own module.
  const socketModule = '/__web-dev-server__web-socket.js';
  const { sendMessageWaitForResponse } = (await import(/* @vite-ignore */ socketModule)) as {
    sendMessageWaitForResponse(message: unknown): Promise<{ executed: boolean }>;
  };
  await act(async () => {
    const response = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'send-keys', payload: { press: key } });
    if (!response.executed) throw new Error('send-keys is not available');
  });
}

/** A pointer press on the page outside any menu. */
export function pressOutside(): void {
  act(() => {
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  });
}

export function byText<T extends Element = HTMLElement>(root: ParentNode, selector: string, text: string): T | null {
  return ([...root.querySelectorAll(selector)] as T[]).find((element) => element.textContent?.trim() === text) ?? null;
}

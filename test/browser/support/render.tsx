import '../../../ui/styles/global.css';
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React only flushes effects synchronously inside act() when it is told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender(element: ReactElement): void;
  unmount(): void;
}

const mounted = new Set<Rendered>();

/** Renders into a fresh container attached to the document, so focus, layout and CSS are real. */
export function render(element: ReactElement): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
  const rendered: Rendered = {
    container,
    rerender(next) {
      act(() => root?.render(next));
    },
    unmount() {
      act(() => root?.unmount());
      container.remove();
      mounted.delete(rendered);
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Lets pending promises (a store call, a lazy import) settle inside act(), `times` rounds. */
export async function settle(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * For a suite that checks the whole document with axe: the test page's document made English and titled, as
 * index.html makes the app's, and what each test rendered removed after it.
 */
export function useTitledDocument(title: string): void {
  before(() => {
    document.documentElement.lang = 'en';
    document.title = title;
  });
  afterEach(cleanup);
}

export function cleanup(): void {
  for (const rendered of [...mounted]) rendered.unmount();
}

export function click(element: Element | null): void {
  if (!(element instanceof HTMLElement)) throw new Error('click: no element');
  act(() => element.click());
}

/**
 * Types `value` into an input or text area as a shopper would: React listens to the native input event, so the
 * value goes through the element's own setter first.
 */
export function type(field: HTMLInputElement | HTMLTextAreaElement | null, value: string): void {
  if (!field) throw new Error('type: no field');
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Visible text of each element matching the selector, in document order. */
export function texts(container: ParentNode, selector: string): string[] {
  return [...container.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '');
}

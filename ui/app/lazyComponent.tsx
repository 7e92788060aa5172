import { useEffect, useState, type ComponentType } from 'react';
import { storeModule, type StoreModule } from '../stores/base/StoreGroup';

/**
 * A component in a chunk of its own, fetched on demand: the pages (pages.tsx) and the header menus' contents
 * (most visits never open a menu). Not React.lazy: it suspends on every first render, even of a chunk already
 * in memory, and React then holds a Suspense boundary's content back for up to 300 ms after its fallback
 * showed, so a page or menu preloaded ahead would still flash a fallback.
 */
export interface LazyComponent<Props> extends StoreModule<ComponentType<Props>> {
  /**
   * The modules (repo paths, as dist/page-assets.json names them) whose chunks it loads: a server-rendered page's
   * stylesheets and chunk preloads (ui/server/renderPage.tsx).
   */
  readonly sources: readonly string[];
}

/** Fetched once, a failed fetch tried again by the next call: the same on-demand module as a store group's. */
export function lazyComponent<Props>(load: () => Promise<ComponentType<Props>>, sources: readonly string[] = []): LazyComponent<Props> {
  return storeModule(load, sources);
}

/**
 * Handlers for the control that shows the component: pointing at, focusing or touching it starts the fetch,
 * so the chunk is usually in by the time the click lands. A failed preload is silent: showing retries it.
 */
export function preloadOnIntent<Props>(component: LazyComponent<Props>) {
  const preload = () => {
    component.preload().catch(() => undefined);
  };
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}

export type ComponentLoad<Props> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<Props> }
  | { status: 'failed'; retry: () => void };

/** Fetches a lazy component while mounted: loading, ready with the component, or failed with a retry. */
export function useComponentLoad<Props>(component: LazyComponent<Props>): ComponentLoad<Props> {
  // A new object on every settle, so the render that reads component.loaded() always follows.
  const [settled, setSettled] = useState<{ component: LazyComponent<Props>; failed: boolean } | null>(null);
  const Component = component.loaded();
  const failed = settled?.component === component && settled.failed;
  useEffect(() => {
    if (Component || failed) return;
    let current = true;
    component.preload().then(
      () => current && setSettled({ component, failed: false }),
      () => current && setSettled({ component, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [component, Component, failed]);
  if (Component) return { status: 'ready', Component };
  if (failed) return { status: 'failed', retry: () => setSettled({ component, failed: false }) };
  return { status: 'loading' };
}

/**
 * A lazy component that is an optional extra (a promotion, a new saver's offers): shown once its chunk is in, nothing
 * while it loads or when the fetch failed (an extra is not worth an error on the page; the next mount tries again).
 */
export function OptionalComponent({ component, name }: { component: LazyComponent<object>; name: string }) {
  const load = useComponentLoad(component);
  const failed = load.status === 'failed';
  useEffect(() => {
    if (failed) console.warn(`[${name}] its code could not load; it is left out until the page shows it again`);
  }, [failed, name]);
  return load.status === 'ready' ? <load.Component /> : null;
}

/**
 * A server-rendered page shows before its script runs. On a slow phone its stylesheets, its largest image and the
 * app's code share one connection's bandwidth: fetched together, the code (100+ KB) holds back the first paint by
 * most of its download time. So the page names its scripts on a small loader's tag, and the loader fetches them once
 * the page has painted (ui/startAfterFirstPaint.ts): the page shows as early as it would without them, and the app
 * still starts about when it would have (the same bytes, after a few KB of CSS and image).
 */

/** The loader tag's attribute: the entry's public path, then the chunks to preload with it (space-separated). */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/** The loader's module, as dist/page-assets.json names it (build.mjs builds it beside the entry). */
export const AFTER_FIRST_PAINT_MODULE = 'ui/startAfterFirstPaint.ts';

/** A page that paints nothing contentful (or a browser that reports no paint) starts its scripts this late at most. */
const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Fetches and runs the scripts `loader`'s tag names once the page's first contentful paint is reported (the loader
 * runs after the stylesheets are in: that paint is a frame away), at once in a hidden tab, which paints nothing.
 */
export function startAfterFirstPaint(loader: Element, doc: Document): void {
  const [entry, ...chunks] = (loader.getAttribute(APP_SCRIPTS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    doc.head.append(Object.assign(doc.createElement('script'), { type: 'module', src: entry }));
    // Adding a preload costs a slow phone a few milliseconds (it starts the fetch): one per task keeps each short.
    for (const href of chunks) {
      const preload = () => doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href }));
      if (doc.defaultView) doc.defaultView.setTimeout(preload, 0);
      else preload();
    }
  };
  const view = doc.defaultView;
  if (!view || doc.visibilityState === 'hidden' || typeof view.PerformanceObserver !== 'function') return start();
  const paints = new view.PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    paints.disconnect();
    start();
  });
  paints.observe({ type: 'paint', buffered: true });
  view.setTimeout(() => {
    paints.disconnect();
    start();
  }, FIRST_PAINT_WAIT_MS);
}

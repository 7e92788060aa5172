// Signed-in blocking time: the main thread's long tasks' time over 50 ms (Total Blocking Time's rule), from the
// navigation's start until the page's content shows and its network is quiet, at 4× CPU slowdown.
import { slowPage } from './browser.mjs';

const LONG_TASK_MS = 50;

/** Runs in the page before its own scripts: keeps every long task from the document's start. */
function watchLongTasks() {
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask', buffered: true });
  Object.assign(window, { __benchLongTasks: () => [...tasks, ...observer.takeRecords()].map((task) => task.duration) });
}

/**
 * @param {import('@playwright/test').BrowserContext} context a signed-in context
 * @param {{ path: string, ready: (page: import('@playwright/test').Page) => import('@playwright/test').Locator }} target
 * @returns {Promise<{ blockingMs: number, longTasks: number }>}
 */
export async function measureBlocking(context, { path, ready }) {
  const { page, quiet } = await slowPage(context);
  try {
    await page.addInitScript(watchLongTasks);
    await page.goto(path, { waitUntil: 'commit' });
    await ready(page).first().waitFor({ state: 'visible', timeout: 60_000 });
    await quiet();
    const landed = new URL(page.url());
    if (`${landed.pathname}${landed.search}` !== path) throw new Error(`${path} ended on ${landed.pathname}${landed.search}`);
    const durations = await page.evaluate(() => /** @type {any} */ (window).__benchLongTasks());
    return { blockingMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0), longTasks: durations.length };
  } finally {
    await page.close();
  }
}

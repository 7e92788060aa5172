// The INP stand-in: the slowest Event Timing entry (input to the next paint) of an interaction's inputs (entries with
// an interactionId, as INP counts them: a click's pointerdown/up and click, a key's keydown/up; hover events are not).

/** Event Timing's smallest threshold: quicker events are not reported. */
const DURATION_THRESHOLD_MS = 16;

/** Runs in the page before its own scripts: keeps every event entry of at least the threshold. */
function watchEvents(threshold) {
  const entries = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: threshold, buffered: true });
  Object.assign(window, {
    __benchEventsSince: (since) =>
      [...entries, ...observer.takeRecords()]
        .filter((entry) => entry.interactionId > 0 && entry.startTime >= since)
        .map((entry) => ({ name: entry.name, duration: entry.duration })),
  });
}

/** @param {import('@playwright/test').Page} page */
export function watchEventTiming(page) {
  return page.addInitScript(watchEvents, DURATION_THRESHOLD_MS);
}

/** Two frames: an entry is reported once the paint after its event has happened. */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

/**
 * Runs `act` (the interaction and the wait for its outcome) and answers its slowest event entry: 0 ms when every
 * event took less than the threshold.
 * @param {import('@playwright/test').Page} page @param {() => Promise<unknown>} act
 * @returns {Promise<{ durationMs: number, event: string }>}
 */
export async function slowestEvent(page, act) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await page.evaluate(afterPaint);
  const entries = await page.evaluate((from) => /** @type {any} */ (window).__benchEventsSince(from), since);
  const slowest = entries.reduce((max, entry) => (entry.duration > max.duration ? entry : max), { name: `none over ${DURATION_THRESHOLD_MS} ms`, duration: 0 });
  return { durationMs: slowest.duration, event: slowest.name };
}

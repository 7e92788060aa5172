// Issue 31's budgets, held on this machine kind: each figure's limit, judged on the median of the runs (so a
// budget of three runs is met when two of them meet it).

/** @typedef {{ min?: number, max?: number, unit?: string }} Budget */

/** @type {Record<string, Budget>} */
export const BUDGET = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  lcpMs: { max: 1800, unit: 'ms' },
  tbtMs: { max: 100, unit: 'ms' },
  cls: { max: 0.1 },
  /** Long tasks' time over 50 ms, signed in, at 4× CPU, until the content shows and the network is quiet. */
  signedInBlockingMs: { max: 300, unit: 'ms' },
  /** The slowest event-timing entry of an interaction at 4× CPU (an INP stand-in). */
  interactionMs: { max: 200, unit: 'ms' },
  /** The home page's script as Lighthouse counts it transferred. */
  homeScriptKb: { max: 100, unit: 'KB' },
};

/** @param {Budget} budget @param {number} value */
export function meets(budget, value) {
  return budget.min !== undefined ? value >= budget.min : value <= /** @type {number} */ (budget.max);
}

/** @param {Budget} budget */
export function budgetText(budget) {
  const limit = budget.min !== undefined ? `≥ ${budget.min}` : `≤ ${budget.max}`;
  return budget.unit ? `${limit} ${budget.unit}` : limit;
}

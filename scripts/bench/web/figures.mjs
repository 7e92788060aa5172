// A figure over runs: its median with the spread, and head against base.

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `median (min–max)`, or the one value of a single run. @param {number[]} values @param {number} digits */
export function spread(values, digits) {
  if (!values.length) return '–';
  const text = (value) => value.toFixed(digits);
  if (Math.min(...values) === Math.max(...values)) return text(values[0]);
  return `${text(median(values))} (${text(Math.min(...values))}–${text(Math.max(...values))})`;
}

/**
 * head's median over base's, e.g. `1.12×`, of the medians as printed (`digits`): a CLS of 0.00002 against 0 is no change.
 * @param {number[]} head @param {number[]} base @param {number} digits
 */
export function ratio(head, base, digits) {
  if (!head.length || !base.length) return '–';
  const [above, below] = [head, base].map((values) => Number(median(values).toFixed(digits)));
  if (below === 0) return above === 0 ? '1.00×' : '∞';
  return `${(above / below).toFixed(2)}×`;
}

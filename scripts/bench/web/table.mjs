// Prints rows as aligned columns: the first left-aligned, the others right-aligned.

/** @param {string[][]} rows @param {string} [indent] */
export function printTable(rows, indent = '') {
  const widths = rows.reduce((max, row) => row.map((cell, index) => Math.max(max[index] ?? 0, cell.length)), []);
  for (const row of rows) {
    const cells = row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])));
    console.log(`${indent}${cells.join('  ')}`.trimEnd());
  }
}

// Each test tier writes its totals here; scripts/run-tests.mjs sums them into the closing line.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COUNTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../test-results/counts');

/**
 * `failures` names the failed tests, so the closing summary says which failed even when a log shows only its
 * tail (CI keeps only part of a long run's output).
 */
export function writeCounts(tier, { passed, failed, skipped = 0, failures = [] }) {
  mkdirSync(COUNTS_DIR, { recursive: true });
  writeFileSync(join(COUNTS_DIR, `${tier}.json`), JSON.stringify({ passed, failed, skipped, failures }));
}

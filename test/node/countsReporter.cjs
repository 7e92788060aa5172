// Mocha's dot reporter, plus the node tier's totals for scripts/run-tests.mjs.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const Mocha = require('mocha');

const COUNTS_DIR = join(__dirname, '../../test-results/counts');

class CountsReporter extends Mocha.reporters.Dot {
  constructor(runner, options) {
    super(runner, options);
    runner.once('end', () => {
      const { passes = 0, failures = 0, pending = 0 } = this.stats;
      mkdirSync(COUNTS_DIR, { recursive: true });
      writeFileSync(join(COUNTS_DIR, 'node.json'), JSON.stringify({ passed: passes, failed: failures, skipped: pending }));
    });
  }
}

module.exports = CountsReporter;

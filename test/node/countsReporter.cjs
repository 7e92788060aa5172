// Mocha's dot reporter, plus a tier's totals for scripts/run-tests.mjs (reporter option `tier`, 'node' by default).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const Mocha = require('mocha');

const COUNTS_DIR = join(__dirname, '../../test-results/counts');

class CountsReporter extends Mocha.reporters.Dot {
  constructor(runner, options) {
    super(runner, options);
    const tier = options?.reporterOptions?.tier ?? 'node';
    const failedTitles = [];
    runner.on('fail', (test) => failedTitles.push(test.fullTitle()));
    runner.once('end', () => {
      const { passes = 0, failures = 0, pending = 0 } = this.stats;
      mkdirSync(COUNTS_DIR, { recursive: true });
      writeFileSync(join(COUNTS_DIR, `${tier}.json`), JSON.stringify({ passed: passes, failed: failures, skipped: pending, failures: failedTitles }));
    });
  }
}

module.exports = CountsReporter;

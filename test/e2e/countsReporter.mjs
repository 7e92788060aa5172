import { writeCounts } from '../support/countsFile.mjs';

/**
 * Records a Playwright tier's totals (a test that only passed on retry counts as passed), under the tier
 * named in the reporter's options (default 'e2e').
 */
export default class CountsReporter {
  counts = { passed: 0, failed: 0, skipped: 0, failures: [] };

  constructor({ tier = 'e2e' } = {}) {
    this.tier = tier;
  }

  onTestEnd(test, result) {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.counts.passed += 1;
    else if (result.status === 'skipped') this.counts.skipped += 1;
    else {
      this.counts.failed += 1;
      this.counts.failures.push(test.titlePath().filter(Boolean).join(' › '));
    }
  }

  onError(error) {
    this.counts.failed += 1;
    this.counts.failures.push(`an error outside any test: ${String(error?.message ?? error).split('\n')[0]}`);
  }

  onEnd(result) {
    if (result.status !== 'passed' && this.counts.failed === 0) this.counts.failed = 1;
    writeCounts(this.tier, this.counts);
  }

  printsToStdio() {
    return false;
  }
}

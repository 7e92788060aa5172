import { writeCounts } from '../support/countsFile.mjs';

function tally(results, counts, where) {
  if (!results) return;
  for (const test of results.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      counts.failures.push([...where, test.name].join(' › '));
    }
  }
  for (const suite of results.suites ?? []) tally(suite, counts, [...where, suite.name]);
}

/** Records the browser tier's totals; a file that failed to load counts as one failure. */
export function countsReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        tally(session.testResults, counts, [session.testFile.replace(process.cwd() + '/', '')]);
        if (session.errors?.length || (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length)) {
          counts.failed += 1;
          counts.failures.push(`${session.testFile.replace(process.cwd() + '/', '')} (did not load or run)`);
        }
      }
      writeCounts('browser', counts);
    },
  };
}

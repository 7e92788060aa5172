import { writeCounts } from '../support/countsFile.mjs';

function tally(results, counts) {
  if (!results) return;
  for (const test of results.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const suite of results.suites ?? []) tally(suite, counts);
}

/** Records the browser tier's totals; a file that failed to load counts as one failure. */
export function countsReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        tally(session.testResults, counts);
        if (session.errors?.length || (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length)) {
          counts.failed += 1;
        }
      }
      writeCounts('browser', counts);
    },
  };
}

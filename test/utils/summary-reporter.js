// Appends this run's totals to $TEST_SUMMARY_FILE, so .ci/run can print one "N passed, N failed" line for all runs.
const { appendFileSync } = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    appendFileSync(file, `${results.numPassedTests} ${failed}\n`);
  }
}

module.exports = SummaryReporter;

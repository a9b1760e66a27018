// Jest reporter: one closing line per package ("<package>: N passed, N failed"), and, when
// TEST_SUMMARY_DIR is set, the counts in a JSON file that .ci/run adds up.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig, options = {}) {
    // JEST_SUMMARY_NAME tells apart two runs of one package (the API on PGlite, then PostgreSQL).
    this.name =
      process.env.JEST_SUMMARY_NAME || options.name || path.basename(globalConfig.rootDir);
  }

  onRunComplete(_contexts, results) {
    const passed = results.numPassedTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(
      `${this.name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
    const dir = process.env.TEST_SUMMARY_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, `jest-${this.name}.json`),
        JSON.stringify({ passed, failed, skipped }),
      );
    }
  }
}

module.exports = SummaryReporter;

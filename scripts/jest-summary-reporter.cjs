// Prints one plain closing line, "N passed, N failed", that CI tools read in any language.
// Jest writes its own summary after every reporter has run, so the line waits for exit to be last.
class PlainSummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `${results.numPassedTests} passed, ${results.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : '');
    process.once('exit', () => process.stderr.write(`\ntests: ${line}\n`));
  }
}

module.exports = PlainSummaryReporter;

// Prints the slowest test files of a jest run at its end, so CI shows where the suite's time goes.
// Times are wall time per file as jest measured it (a worker runs one file at a time).
const SHOWN = 25;

class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    if (start && end) this.files.push({ path: test.path, seconds: (end - start) / 1000 });
  }

  onRunComplete() {
    if (this.files.length === 0) return;
    const total = this.files.reduce((sum, file) => sum + file.seconds, 0);
    const slowest = [...this.files].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
    const lines = slowest.map(
      (file) => `  ${file.seconds.toFixed(1).padStart(7)} s  ${file.path.replace(`${this.rootDir}/`, '')}`,
    );
    process.stdout.write(
      `\nSlowest ${slowest.length} of ${this.files.length} test files (${total.toFixed(0)} s of file time in all):\n${lines.join('\n')}\n`,
    );
  }
}

module.exports = SlowestFilesReporter;

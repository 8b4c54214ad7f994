// A jest reporter beside the default one: after a run it prints the suite's test counts and wall time, the
// slowest test files, and (for the API) where each file's time went before its tests (database, seed, app),
// from the phases api/src/test/test-app.ts records. With TEST_SUMMARY_DIR set it also writes the figures
// to <dir>/<suite>.json for the summary that `npm test` prints at the end (scripts/run-tests.mjs).
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The phases recorded by the test files of this run: one JSON object a line, `{ file, phase, ms }`. */
function readPhases(file) {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

class TimingReporter {
  constructor(globalConfig, options = {}) {
    this.globalConfig = globalConfig;
    this.options = options;
    this.files = [];
    this.started = Date.now();
  }

  onRunStart() {
    this.started = Date.now();
  }

  onTestResult(_test, result) {
    this.files.push({
      file: path.relative(this.globalConfig.rootDir, result.testFilePath),
      ms: result.perfStats.end - result.perfStats.start,
      tests: result.numPassingTests + result.numFailingTests + result.numPendingTests + result.numTodoTests,
    });
  }

  onRunComplete(_contexts, results) {
    const suite = `${path.basename(this.globalConfig.rootDir)}${process.env.DATABASE_URL ? '-postgres' : ''}`;
    const wallMs = Date.now() - this.started;
    const phases = readPhases(process.env.API_TEST_PHASES_FILE);
    const setupMs = Number(process.env.API_TEST_GLOBAL_SETUP_MS ?? 0);
    const byFile = new Map();
    for (const { file, phase, ms } of phases) {
      const relative = path.relative(this.globalConfig.rootDir, file);
      const entry = byFile.get(relative) ?? {};
      entry[phase] = (entry[phase] ?? 0) + ms;
      byFile.set(relative, entry);
    }
    const files = this.files.map((entry) => ({ ...entry, phases: byFile.get(entry.file) ?? {} })).sort((a, b) => b.ms - a.ms);
    const totals = {};
    for (const entry of files) for (const [phase, ms] of Object.entries(entry.phases)) totals[phase] = (totals[phase] ?? 0) + ms;
    const summary = {
      suite,
      files: results.numTotalTestSuites,
      tests: results.numTotalTests,
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
      wallMs,
      globalSetupMs: setupMs,
      frontEndBuildMs: Number(process.env.API_TEST_BUILD_MS ?? 0),
      templateSteps: process.env.API_TEST_TEMPLATE_STEPS ? JSON.parse(process.env.API_TEST_TEMPLATE_STEPS) : null,
      workers: this.globalConfig.maxWorkers,
      sumOfFilesMs: files.reduce((sum, entry) => sum + entry.ms, 0),
      phases: totals,
      slowest: files,
    };

    const phaseNames = Object.keys(totals);
    const lines = [
      `\n${suite}: ${summary.passed}/${summary.tests} tests passed in ${summary.files} files, ${seconds(wallMs)} wall (${summary.workers} worker(s))`,
    ];
    if (setupMs) {
      const buildMs = Number(process.env.API_TEST_BUILD_MS ?? 0);
      const steps = process.env.API_TEST_TEMPLATE_STEPS ? ` (template databases: ${process.env.API_TEST_TEMPLATE_STEPS})` : '';
      lines.push(`  global setup ${seconds(setupMs)}${buildMs ? `, of which building the front-end ${seconds(buildMs)}` : ''}${steps}`);
    }
    if (phaseNames.length > 0)
      lines.push(`  before the tests, summed over files: ${phaseNames.map((phase) => `${phase} ${seconds(totals[phase])}`).join(', ')}`);
    const shown = process.env.TEST_TIMINGS === 'all' ? files : files.slice(0, 8);
    for (const entry of shown) {
      const parts = Object.entries(entry.phases).map(([phase, ms]) => `${phase} ${seconds(ms)}`);
      lines.push(`  ${seconds(entry.ms).padStart(8)}  ${String(entry.tests).padStart(3)} tests  ${entry.file}${parts.length ? `  (${parts.join(', ')})` : ''}`);
    }
    if (shown.length < files.length) lines.push(`  … ${files.length - shown.length} more files (TEST_TIMINGS=all lists every file)`);
    console.log(lines.join('\n'));

    if (process.env.TEST_SUMMARY_DIR) {
      mkdirSync(process.env.TEST_SUMMARY_DIR, { recursive: true });
      writeFileSync(path.join(process.env.TEST_SUMMARY_DIR, `${suite}.json`), JSON.stringify(summary, null, 2));
    }
  }
}

module.exports = TimingReporter;

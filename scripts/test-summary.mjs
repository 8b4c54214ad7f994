// Prints the tests each suite passed (from the figures scripts/jest/timing-reporter.js writes, and the
// browser tests' node:test log e2e.log) against the floor in scripts/test-counts.json: counts may only grow.
// Exits non-zero when a suite failed or ran fewer tests than its floor.
//   node scripts/test-summary.mjs <dir>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `{ suite, passed, tests, failed, wallMs }` for each suite that left its figures in `dir`. */
function readSuites(dir) {
  const suites = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  const e2eLog = path.join(dir, 'e2e.log');
  if (existsSync(e2eLog)) {
    const log = readFileSync(e2eLog, 'utf8');
    const count = (label) => Number(new RegExp(`^# ${label} ([\\d.]+)$`, 'm').exec(log)?.[1] ?? 0);
    suites.push({ suite: 'e2e', tests: count('tests'), passed: count('pass'), failed: count('fail'), wallMs: count('duration_ms') });
  }
  return suites;
}

/** `expected`: the suites this run was to run (a missing one is named); every suite of the floor by default. */
export function printSummary(dir, expected) {
  const floor = JSON.parse(readFileSync(path.join(root, 'scripts/test-counts.json'), 'utf8'));
  const order = Object.keys(floor);
  const suites = readSuites(dir).sort((a, b) => order.indexOf(a.suite) - order.indexOf(b.suite));
  let ok = true;
  let total = 0;
  console.log('tests passed per suite (floor: scripts/test-counts.json; counts may only grow)');
  for (const { suite, passed, tests, failed, skipped = 0, wallMs } of suites) {
    const minimum = floor[suite] ?? 0;
    const notes = [];
    if (failed > 0) notes.push('FAILED');
    if (skipped > 0) notes.push(`${skipped} skipped`);
    // The floor counts tests passed: a test skipped or removed lowers the count as much as one failing.
    if (passed < minimum) notes.push(`fewer passed than its floor of ${minimum}`);
    else if (passed > minimum) notes.push(`floor ${minimum}: raise it`);
    if (failed > 0 || passed < minimum) ok = false;
    total += passed;
    console.log(
      `  ${suite.padEnd(13)} ${String(passed).padStart(5)}/${String(tests).padEnd(5)} ${(wallMs / 1000).toFixed(0).padStart(5)} s  ${notes.join('; ')}`,
    );
  }
  for (const suite of expected ?? order) {
    if (!suites.some((entry) => entry.suite === suite)) {
      console.log(`  ${suite.padEnd(13)} not run`);
      ok = false;
    }
  }
  console.log(`  ${'passed'.padEnd(13)} ${String(total).padStart(5)}`);
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/test-summary.mjs <dir>');
  process.exit(printSummary(dir) ? 0 : 1);
}

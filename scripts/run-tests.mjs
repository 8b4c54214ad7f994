// `npm test`: every workspace's jest, in two lanes side by side (the front-end suites one after the other,
// and the API suite), then the tests passed per suite against their floor (scripts/test-summary.mjs) and the
// wall time against the goal. Each suite's output is printed whole when it ends, so lines never interleave.
//   npm test                  both lanes
//   TEST_LANES=1 npm test     one suite after the other
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSummary } from './test-summary.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOAL_SECONDS = 180;
const frontEnd = ['shared', 'shell', 'mf-catalog', 'mf-articles', 'mf-admin', 'mf-clients'];
const lanes = process.env.TEST_LANES === '1' ? [[...frontEnd, 'api']] : [frontEnd, ['api']];
// .ci/run passes a folder of its own, to print every suite of the run together at its end.
const ownDir = !process.env.TEST_SUMMARY_DIR;
const summaryDir = process.env.TEST_SUMMARY_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
// With two lanes, exists while the front-end lane runs: the API suite then runs one file fewer at once
// (api/scripts/jest-core-gate.cjs).
const frontEndRunning = lanes.length > 1 ? path.join(summaryDir, `front-end-lane-running-${process.pid}`) : null;

function runSuite(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'test', '-w', workspace], {
      cwd: root,
      env: { ...process.env, TEST_SUMMARY_DIR: summaryDir, ...(workspace === 'api' && frontEndRunning && { TEST_OTHER_LANE_FILE: frontEndRunning }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

async function runLane(workspaces) {
  const marksItself = frontEndRunning && workspaces === frontEnd;
  if (marksItself) writeFileSync(frontEndRunning, '');
  const passed = [];
  try {
    for (const workspace of workspaces) passed.push(await runSuite(workspace));
  } finally {
    if (marksItself) rmSync(frontEndRunning, { force: true });
  }
  return passed;
}

const started = Date.now();
const passed = (await Promise.all(lanes.map(runLane))).flat().every(Boolean);
const wallSeconds = (Date.now() - started) / 1000;

console.log('\n=== npm test');
const counted = printSummary(summaryDir, lanes.flat());
if (ownDir) rmSync(summaryDir, { recursive: true, force: true });
const verdict = wallSeconds <= GOAL_SECONDS ? 'within' : 'OVER';
console.log(`wall ${wallSeconds.toFixed(0)} s in ${lanes.length} lane(s): ${verdict} the goal of ${GOAL_SECONDS} s (a shared or busy machine runs slower)`);
process.exit(passed && counted ? 0 : 1);

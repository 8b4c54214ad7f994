// The API suite's runner: jest-light-runner's child processes (api/jest.config.js says why), with two changes.
// Each task's channel is its own (jest-worker-channel.cjs): with the shared one, a CI run on 2026-11-30 held 18
// minutes until stopped: one of the two workers had lost the run's settings while it started, waited for them with
// 1 s of CPU used, and the file it had been handed (`releases.test.ts`) never ran. And while `npm test`'s other
// lane runs, one file fewer runs at once (jest-core-gate.cjs; TEST_OTHER_LANE_FILE is set by scripts/run-tests.mjs).
import Tinypool from 'tinypool';
import { createRunner } from 'jest-light-runner';
import channels from './jest-worker-channel.cjs';
import cores from './jest-core-gate.cjs';

const gates = new WeakMap();
function gateOf(pool) {
  if (!gates.has(pool)) gates.set(pool, cores.coreGate({ cores: pool.options.maxThreads, otherLaneFile: process.env.TEST_OTHER_LANE_FILE }));
  return gates.get(pool);
}

const run = Tinypool.prototype.run;
Tinypool.prototype.run = function runGatedOnItsOwnChannel(task, options) {
  const own = options?.channel ? { ...options, channel: channels.ownChannel(options.channel) } : options;
  return gateOf(this).run(() => run.call(this, task, own));
};

export default createRunner({ runtime: 'child_process' });

// The API suite's runner: jest-light-runner's child processes (api/jest.config.js says why), each task's
// channel its own (jest-worker-channel.cjs). With the shared one, a CI run on 2026-11-30 held 18 minutes until
// stopped: one of the two workers had lost the run's settings while it started, waited for them with 1 s of CPU
// used, and the file it had been handed (`releases.test.ts`) never ran.
import Tinypool from 'tinypool';
import { createRunner } from 'jest-light-runner';
import channels from './jest-worker-channel.cjs';

const run = Tinypool.prototype.run;
Tinypool.prototype.run = function runOnItsOwnChannel(task, options) {
  return run.call(this, task, options?.channel ? { ...options, channel: channels.ownChannel(options.channel) } : options);
};

export default createRunner({ runtime: 'child_process' });

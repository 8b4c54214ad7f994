// The load generator: wrk when installed (a C client, much faster than any server here), else autocannon.
// Every measurement also records how busy the measured server and the generator were, in % of one core:
// a server near 100 % with the generator well below it means the server, not the client, set the pace.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { cpuSeconds, endedChildrenCpuSeconds, machineBusySeconds } = require('./proc');

function findWrk() {
  const dirs = ['/usr/bin', ...(process.env.PATH || '').split(path.delimiter).filter(Boolean)];
  for (const dir of dirs) {
    const file = path.join(dir, 'wrk');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const UNIT_BYTES = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** The figures of wrk's --latency report. */
function parseWrk(text) {
  const number = (pattern) => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`unexpected wrk output (no ${pattern}):\n${text}`);
    return match;
  };
  const rps = Number(number(/^Requests\/sec:\s+([\d.]+)/m)[1]);
  const p99 = number(/^\s+99%\s+([\d.]+)(us|ms|s|m|h)\s*$/m);
  const total = number(/^\s+(\d+) requests in [\d.]+\w+, ([\d.]+)([KMGT]?B) read/m);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const failed = (non2xx ? Number(non2xx[1]) : 0) + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  const requests = Number(total[1]);
  return { rps, p99Ms: Number(p99[1]) * UNIT_MS[p99[2]], requests, bytesPerAnswer: (Number(total[2]) * UNIT_BYTES[total[3]]) / requests, failed };
}

function createWrk(file) {
  const version = /wrk (\S+)/.exec(spawnSync(file, ['-v'], { encoding: 'utf8' }).stdout || '')?.[1] ?? '?';
  return {
    name: `wrk ${version} (${file}, one thread)`,
    // wrk takes whole seconds.
    seconds: (ms) => Math.max(1, Math.round(ms / 1000)),
    async run({ url, headers, durationMs, connections }) {
      const args = ['-t1', `-c${connections}`, `-d${this.seconds(durationMs)}s`, '--latency'];
      for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
      args.push(url);
      const before = endedChildrenCpuSeconds();
      const output = await new Promise((resolve, reject) => {
        const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'inherit'] });
        let text = '';
        child.stdout.on('data', (chunk) => (text += chunk));
        child.on('error', reject);
        // 'close' comes after the process was waited for, so its CPU time is in this process's cutime/cstime.
        child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
      });
      return { ...parseWrk(output), generatorCpuSeconds: endedChildrenCpuSeconds() - before };
    },
  };
}

function createAutocannon() {
  const autocannon = require('autocannon');
  return {
    name: `autocannon ${require('autocannon/package.json').version} (in this process)`,
    seconds: (ms) => ms / 1000,
    async run({ url, headers, durationMs, connections }) {
      const before = process.cpuUsage();
      const result = await autocannon({ url, headers, connections, duration: durationMs / 1000 });
      const used = process.cpuUsage(before);
      const requests = result.requests.total;
      return {
        rps: requests / result.duration,
        p99Ms: result.latency.p99,
        requests,
        bytesPerAnswer: result.throughput.total / Math.max(1, requests),
        failed: result.non2xx + result.errors + result.timeouts,
        generatorCpuSeconds: (used.user + used.system) / 1e6,
      };
    },
  };
}

/** wrk if installed (BENCH_GENERATOR=autocannon forces autocannon). */
function pickGenerator() {
  const wrk = process.env.BENCH_GENERATOR === 'autocannon' ? null : findWrk();
  return wrk ? createWrk(wrk) : createAutocannon();
}

/**
 * One measurement of `url` served by process `serverPid`: requests per second, p99 latency, and the CPU
 * of the server, of the generator and of everything else on the machine over the run's wall time, in %
 * of one core.
 */
async function measure(generator, { url, headers, durationMs, connections, serverPid }) {
  const serverBefore = cpuSeconds(serverPid);
  const machineBefore = machineBusySeconds();
  const started = performance.now();
  const result = await generator.run({ url, headers, durationMs, connections });
  const seconds = (performance.now() - started) / 1000;
  const server = cpuSeconds(serverPid) - serverBefore;
  const others = machineBusySeconds() - machineBefore - server - result.generatorCpuSeconds;
  return {
    ...result,
    serverCpu: (server / seconds) * 100,
    generatorCpu: (result.generatorCpuSeconds / seconds) * 100,
    otherCpu: (Math.max(0, others) / seconds) * 100,
  };
}

module.exports = { pickGenerator, measure };

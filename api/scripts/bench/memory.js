// The server's memory as the benchmark reports it: each process of its tree (the server, its renderer)
// resident (RSS) and proportional (PSS: pages shared between them counted once), and the soak: a steady mix
// of page renders, API reads and sign-ups for minutes, its memory sampled, to show whether it stays flat.
'use strict';
const { get } = require('./http');
const { signUp, sourceAddress } = require('./signups');
const { processTree, pssMb, rssMb } = require('./proc');

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** RSS and PSS (MB) of the server and of each process it started. */
function memoryTree(pid) {
  const members = processTree(pid).map((member, index) => ({ role: index === 0 ? 'server' : 'renderer', rss: rssMb(member), pss: pssMb(member) }));
  return {
    members,
    rss: members.reduce((sum, member) => sum + member.rss, 0),
    pss: members.reduce((sum, member) => sum + member.pss, 0),
  };
}

function describeMemory(tree) {
  const each = tree.members.map((member) => `${member.role} ${Math.round(member.rss)} MB (PSS ${Math.round(member.pss)})`).join(', ');
  return `${Math.round(tree.rss)} MB resident in all (${each}; PSS in all ${Math.round(tree.pss)} MB)`;
}

const SOAK_PAGES = ['/', '/courses', '/articles', '/lectors', '/events'];
const SOAK_READS = ['/api/courses/active', '/api/articles/published', '/api/lectors', '/api/events/active'];

/**
 * `ms` of steady traffic (one visitor loading a freshly rendered page every 200 ms, one reading the API every
 * 20 ms, sign-ups at 5 a second), the server tree's resident memory sampled every `sampleMs`. Errors are counted.
 */
async function soak(port, pid, { ms, sampleMs, prefix }) {
  const end = Date.now() + ms;
  const failures = {};
  let requests = 0;
  const count = (what, status) => {
    requests += 1;
    if (status !== 200 && status !== 201 && status !== '201') failures[`${what} ${status}`] = (failures[`${what} ${status}`] || 0) + 1;
  };
  const every = async (pauseMs, step) => {
    for (let n = 0; Date.now() < end; n += 1) {
      await step(n);
      await sleep(pauseMs);
    }
  };
  const samples = [];
  const started = Date.now();
  const sampler = (async () => {
    while (Date.now() < end) {
      await sleep(Math.min(sampleMs, Math.max(0, end - Date.now())));
      samples.push({ minute: (Date.now() - started) / 60_000, ...memoryTree(pid) });
    }
  })();
  await Promise.all([
    every(200, async (n) => count('page', (await get(port, `${SOAK_PAGES[n % SOAK_PAGES.length]}?soak=${n}`)).status)),
    every(20, async (n) => count('read', (await get(port, SOAK_READS[n % SOAK_READS.length], { 'accept-encoding': 'gzip, deflate, br' })).status)),
    every(200, async (n) => count('sign-up', (await signUp(port, sourceAddress(1_000_000 + n), `${prefix}soak-${n}@example.com`)).status)),
    sampler,
  ]);
  return { samples, requests, failures };
}

module.exports = { describeMemory, memoryTree, soak };

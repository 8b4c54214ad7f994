// Sequential timed GETs over one keep-alive connection on loopback: the whole answer, as a client gets it.
'use strict';
const http = require('node:http');

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET: status, body (not decoded) and milliseconds until its last byte. */
function timedGet(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), ms });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** One POST of a JSON body; the parsed envelope. */
function postJson(port, urlPath, body) {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * `warmup` requests, then `runs` timed ones: median and p95 (ms) and the last answer. `urlOf(i)` may give each
 * request its own address (nothing kept between them).
 */
async function measure(port, urlOf, headers, { runs, warmup }) {
  let last;
  for (let i = 0; i < warmup; i += 1) last = await timedGet(port, urlOf(-1 - i), headers);
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    last = await timedGet(port, urlOf(i), headers);
    if (last.status !== 200) throw new Error(`${urlOf(i)} answered ${last.status}: ${last.body.toString('utf8').slice(0, 200)}`);
    times.push(last.ms);
  }
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), last };
}

module.exports = { measure, postJson, quantile, timedGet, agent };

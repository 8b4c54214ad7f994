// Small HTTP helpers: one request, waiting for a server, and the warm-up before a measurement.
'use strict';
const http = require('node:http');

/** One GET on loopback; the body as sent (compressed bodies are not decoded). */
function get(port, urlPath, headers = {}, agent = undefined) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The answer's status line and headers as they were on the wire (give or take the reason phrase). */
function headerBytes(answer) {
  let bytes = 'HTTP/1.1 200 OK\r\n\r\n'.length;
  for (let i = 0; i < answer.rawHeaders.length; i += 2) bytes += Buffer.byteLength(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}\r\n`);
  return bytes;
}

async function getJson(port, urlPath, headers = {}) {
  const answer = await get(port, urlPath, headers);
  return { status: answer.status, json: answer.status === 200 ? JSON.parse(answer.body.toString('utf8')) : null };
}

async function waitUntilUp(port, urlPath, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server ended (${child.signalCode ?? `exit code ${child.exitCode}`}) before it answered`);
    try {
      if ((await get(port, urlPath)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not come up within 120 s');
}

/** `connections` keep-alive loops for `ms`: compiles the hot paths and fills caches before a measurement. */
async function warmUp(port, urlPath, headers, ms, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const end = Date.now() + ms;
  const loop = async () => {
    while (Date.now() < end) {
      const { status } = await get(port, urlPath, headers, agent);
      if (status !== 200) throw new Error(`warm-up: ${urlPath} answered ${status}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, loop));
  } finally {
    agent.destroy();
  }
}

module.exports = { get, getJson, headerBytes, waitUntilUp, warmUp };

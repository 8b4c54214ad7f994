// The process the remotes' server code runs in, started by remote-code-process.ts with no environment (but the
// malloc setting, which glibc has read by now and which is removed before their code loads), no
// database, read access to the shell's server build only and write access to a scratch folder only. It loads
// that build (argv[2]) and answers the API process's calls: render pages (`start`, `render`, `version`,
// `prepare`) or check one candidate release (`check`). What it fetches from the API server it asks for by
// message; an uploaded candidate's files come with the check, as they are not stored until it passed.
// Plain CommonJS run by Node as it is (also under jest); build.js copies it next to the compiled parent.
'use strict';

for (const name of Object.keys(process.env)) delete process.env[name];

// Node 20 throws where later versions answer false: a file it may not read does not exist for it (the
// federation runtime asks whether a remote's chunk is on disk before it fetches the chunk).
const fs = require('node:fs');
const existsSync = fs.existsSync;
fs.existsSync = (file) => {
  try {
    return existsSync(file);
  } catch (error) {
    if (error.code === 'ERR_ACCESS_DENIED') return false;
    throw error;
  }
};

const { createRenderer, checkRelease } = require(process.argv[2]);

const waiting = new Map();
let asked = 0;
/** An uploaded candidate's files by their path under `prefix`, during a check. */
let candidate = null;
let renderer = null;

function send(message) {
  try {
    process.send(message);
  } catch {
    // Not serialisable (a log detail): sent without the details.
    process.send({ ...message, details: {} });
  }
}

function fetchOwn(url, init) {
  const pathname = url.split('?')[0];
  if (candidate && pathname.startsWith(candidate.prefix)) {
    const bytes = candidate.files.get(pathname.slice(candidate.prefix.length));
    return Promise.resolve(bytes ? { status: 200, headers: {}, body: Buffer.from(bytes).toString('utf8') } : { status: 404, headers: {}, body: '' });
  }
  return new Promise((resolve) => {
    asked += 1;
    waiting.set(asked, resolve);
    send({ kind: 'fetch', id: asked, url, accept: init && init.headers ? init.headers.accept : undefined });
  });
}

const log = {
  warn: (details, message) => send({ kind: 'log', level: 'warn', details, message }),
  info: (details, message) => send({ kind: 'log', level: 'info', details, message }),
};
const quiet = { warn: () => undefined, info: () => undefined };

const methods = {
  async start({ remoteRefreshMs }) {
    renderer = await createRenderer({ fetchOwn, log, remoteRefreshMs, onVersionsChanged: () => send({ kind: 'versions-changed' }) });
  },
  async render({ path, origin, remotes, options }) {
    const version = renderer.version(remotes);
    const result = await renderer.render(path, origin, remotes, options);
    return { result, version, headTags: result.kind === 'page' ? renderer.headTags(path, origin, remotes) : '' };
  },
  version: ({ remotes }) => renderer.version(remotes),
  prepare: ({ remotes }) => renderer.prepare(remotes),
  check({ remotes, remote, origin, files }) {
    candidate = files ? { prefix: files.prefix, files: new Map(files.entries) } : null;
    return checkRelease({ fetchOwn, remotes, remote, origin, log: quiet });
  },
};

process.on('message', (message) => {
  if (message.kind === 'fetched') {
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    resolve?.(message.answer);
    return;
  }
  if (message.kind !== 'call') return;
  Promise.resolve()
    .then(() => methods[message.method](message.args))
    .then(
      (value) => send({ kind: 'answer', id: message.id, value }),
      (error) => send({ kind: 'answer', id: message.id, error: error && error.message ? error.message : String(error) }),
    );
});

// A promise a remote's code left rejected is its own problem, not a reason to stop every page's rendering.
process.on('unhandledRejection', (reason) => log.warn({ err: String(reason) }, 'a remote left a promise rejected'));
// The API process went away: nothing is left to answer.
process.on('disconnect', () => process.exit(0));

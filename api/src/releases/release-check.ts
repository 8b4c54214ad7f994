// Runs the shell's release check (shell/src/server/release-check.ts) on a candidate build in a worker thread
// of its own: its own federation runtime and globals, so a candidate that throws, hangs or replaces shared
// modules never touches the pages this process serves. The worker asks this process for what it fetches
// (API reads, the live releases' files) through messages; the candidate's own files come with it, as they
// are not stored until it passed. A check that does not finish in time is stopped and refuses the build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { RemoteSet } from '@site/shared/server-render';
import type { ReleaseFile } from '../db/repositories/releases';

export interface ReleaseCheckRequest {
  app: FastifyInstance;
  siteDir: string;
  /** The live set with the candidate's manifest URL for `remote`. */
  remotes: RemoteSet;
  remote: string;
  /** An uploaded candidate's files and the URL prefix they stand at; none for a build hosted elsewhere. */
  candidate: { prefix: string; files: ReleaseFile[] } | null;
  origin: string;
  timeoutMs: number;
}

export class ReleaseCheckUnavailable extends Error {}

/**
 * The worker: CommonJS run by Node as it is (also under jest, which cannot compile a worker's own file),
 * requiring the built renderer. It answers the candidate's files itself and asks the parent for the rest.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { checkRelease } = createRequire(workerData.rendererFile)(workerData.rendererFile);
const files = new Map(workerData.files);
const waiting = new Map();
let asked = 0;
parentPort.on('message', (message) => {
  const resolve = waiting.get(message.id);
  waiting.delete(message.id);
  if (resolve) resolve(message.answer);
});
const fetchOwn = (url) => {
  const pathname = url.split('?')[0];
  if (workerData.prefix && pathname.startsWith(workerData.prefix)) {
    const bytes = files.get(pathname.slice(workerData.prefix.length));
    return Promise.resolve(bytes ? { status: 200, headers: {}, body: Buffer.from(bytes).toString('utf8') } : { status: 404, headers: {}, body: '' });
  }
  return new Promise((resolve) => {
    asked += 1;
    waiting.set(asked, resolve);
    parentPort.postMessage({ kind: 'fetch', id: asked, url });
  });
};
const log = { warn: () => undefined, info: () => undefined };
checkRelease({ fetchOwn, remotes: workerData.remotes, remote: workerData.remote, origin: workerData.origin, log }).then(
  (problems) => parentPort.postMessage({ kind: 'done', problems }),
  (error) => parentPort.postMessage({ kind: 'done', problems: ['Проверката спря с грешка: ' + (error && error.message ? error.message : String(error))] }),
);
`;

type WorkerMessage = { kind: 'fetch'; id: number; url: string } | { kind: 'done'; problems: string[] };

/** The reasons the candidate may not go live; an empty list when it passed. */
export async function runReleaseCheck(request: ReleaseCheckRequest): Promise<string[]> {
  const rendererFile = path.join(request.siteDir, 'shell', 'dist', 'server', 'index.js');
  if (!existsSync(rendererFile)) throw new ReleaseCheckUnavailable(rendererFile);
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: {
      rendererFile,
      remotes: request.remotes,
      remote: request.remote,
      origin: request.origin,
      prefix: request.candidate?.prefix ?? null,
      files: (request.candidate?.files ?? []).map((file) => [file.path, file.bytes]),
    },
    // A candidate that allocates without end is stopped, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
    stdout: true,
    stderr: true,
  });
  // What the candidate prints is not the server's log.
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise<string[]>((resolve) => {
    let settled = false;
    const finish = (problems: string[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(problems);
    };
    const timer = setTimeout(
      () => finish([`Проверката не завърши за ${request.timeoutMs / 1000} s: сборката зарежда или изобразява страниците си твърде бавно (или никога)`]),
      request.timeoutMs,
    );
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'done') return finish(message.problems);
      void request.app
        .inject({ method: 'GET', url: message.url })
        .then(
          (answer) => ({ status: answer.statusCode, headers: stringHeaders(answer.headers), body: answer.payload }),
          (error: unknown) => ({ status: 599, headers: {}, body: String(error) }),
        )
        .then((answer) => {
          if (!settled) worker.postMessage({ id: message.id, answer });
        });
    });
    worker.on('error', (error) => finish([`Сборката спря проверката с грешка: ${error.message}`]));
    worker.on('exit', (code) => finish([`Проверката спря (код ${code}) преди да завърши`]));
  });
}

function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

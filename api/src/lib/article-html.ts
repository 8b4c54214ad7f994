// Article HTML on the API: the one DOMPurify configuration of @site/shared/article-html over a jsdom window,
// with the site's public origin deciding which links are internal; used by writes, the seed and the start.
// jsdom is a fifth of the API's code (3 MB, 485 files) and ~60 MB resident once loaded: it runs in a worker
// thread started when an article is sanitised and ended after IDLE_MS without one, so a server that writes no
// article (and each API test file that writes none) never loads it, and one that did gives the memory back.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ARTICLE_HTML_RULES } from '@site/shared/article-html';
import type { SanitizeAnswer, SanitizeRequest } from './article-html-worker';

export interface ArticleHtml {
  /** Stored beside the content it sanitised: the rules' name and the origin they judged links by. */
  rules: string;
  sanitize(html: string): Promise<string>;
}

const IDLE_MS = 30_000;
const WORKER_FILE = path.join(__dirname, `article-html-worker${path.extname(__filename)}`);

interface Pending {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | undefined;
let asked = 0;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  // Under the tests the sources run through tsx, with @site/shared from its sources too.
  const started = WORKER_FILE.endsWith('.ts')
    ? new Worker(`require('tsx/cjs'); require(${JSON.stringify(WORKER_FILE)});`, { eval: true, execArgv: ['--conditions=source'] })
    : new Worker(WORKER_FILE);
  started.on('message', (answer: SanitizeAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ('error' in answer) waiting?.reject(new Error(`article HTML could not be sanitised: ${answer.error}`));
    else waiting?.resolve(answer.html);
    if (pending.size === 0) {
      // Idle, it keeps no process alive (a script that seeded may end); stopped after IDLE_MS.
      started.unref();
      idleTimer = setTimeout(stopWorker, IDLE_MS).unref();
    }
  });
  const fail = (error: Error) => {
    // A worker stopped when idle had nothing pending: what is pending now is its successor's.
    if (worker !== started) return;
    worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the article HTML worker ended (code ${code})`)));
  return started;
}

function stopWorker(): void {
  if (pending.size > 0 || !worker) return;
  const ending = worker;
  worker = null;
  void ending.terminate();
}

function sanitizeInWorker(request: Omit<SanitizeRequest, 'id'>): Promise<string> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  asked += 1;
  const id = asked;
  const running = worker;
  running.ref();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.postMessage({ ...request, id } satisfies SanitizeRequest);
  });
}

const byOrigin = new Map<string, ArticleHtml>();

/** `publicUrl`: the configured PUBLIC_URL, or null (then relative links are internal, absolute http(s) ones external). */
export function articleHtmlFor(publicUrl: string | null): ArticleHtml {
  const origin = publicUrl ? new URL(publicUrl).origin : null;
  const key = origin ?? '';
  const known = byOrigin.get(key);
  if (known) return known;
  const made: ArticleHtml = {
    rules: `${ARTICLE_HTML_RULES} ${origin ?? 'relative-links-internal'}`,
    sanitize: (html) => sanitizeInWorker({ origin, html }),
  };
  byOrigin.set(key, made);
  return made;
}

// A process for the remotes' server code (remote-code-child.cjs), which teams release on their own: it gets
// none of this server's secrets. Started with no environment but the malloc setting, a scratch folder as its working
// directory, and Node's permission model: it reads only its own file and the shell's server build, writes
// only the scratch folder, starts no processes or threads. What it renders with (API reads, remotes' files)
// it asks this process for, by message, and gets the answer a visitor without credentials would: GET only,
// no header but Accept. Node's permission model does not limit the network (docs/operating.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OwnAnswer } from '@site/shared/server-render';
import { LEAN_MALLOC_ENV } from '../lib/lean-malloc';

// Built, it stands beside this file's compiled copy (the API's build copies it to dist/).
const CHILD_FILE = path.join(__dirname, 'remote-code-child.cjs');
// Node 22.13 and later name it --permission; Node 20 only --experimental-permission.
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';
/** What it may print to stderr that is kept to say why it stopped. */
const STDERR_KEPT = 2000;

export class CallTimedOut extends Error {}

export class ProcessStopped extends Error {
  constructor(readonly code: number | null) {
    super(`the remote code process stopped (code ${code})`);
  }
}

export interface RemoteCodeProcessOptions {
  /** The shell's server build (shell/dist/server/index.js): the only code it may read. */
  rendererFile: string;
  app: FastifyInstance;
  log: FastifyBaseLogger;
  /** Its heap limit: a build that allocates without end stops itself, not the server. */
  maxMemoryMb: number;
  /** Called once when it ends for any reason, expected or not. */
  onExit?: (code: number | null, stderrTail: string) => void;
  /** Called when the renderer says the versions of its remotes' containers changed. */
  onVersionsChanged?: () => void;
}

type ChildMessage =
  | { kind: 'fetch'; id: number; url: unknown; accept: unknown }
  | { kind: 'log'; level: 'warn' | 'info'; details: unknown; message: unknown }
  | { kind: 'versions-changed' }
  | { kind: 'answer'; id: number; value?: unknown; error?: string };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class RemoteCodeProcess {
  private readonly child: ChildProcess;
  private readonly scratch: string;
  private readonly pending = new Map<number, Pending>();
  private calls = 0;
  private stderr = '';
  private exitCode: number | null | undefined;

  constructor(private readonly options: RemoteCodeProcessOptions) {
    this.scratch = mkdtempSync(path.join(os.tmpdir(), 'remote-code-'));
    const rendererDir = path.dirname(options.rendererFile);
    this.child = spawn(
      process.execPath,
      [
        PERMISSION_FLAG,
        `--allow-fs-read=${CHILD_FILE}`,
        `--allow-fs-read=${rendererDir}`,
        `--allow-fs-read=${this.scratch}`,
        `--allow-fs-write=${this.scratch}`,
        `--max-old-space-size=${options.maxMemoryMb}`,
        '--disable-warning=ExperimentalWarning',
        CHILD_FILE,
        options.rendererFile,
      ],
      { env: { ...LEAN_MALLOC_ENV }, cwd: this.scratch, stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' },
    );
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_KEPT);
    });
    this.child.on('message', (message: ChildMessage) => this.received(message));
    this.child.on('exit', (code) => this.exited(code));
    this.child.on('error', () => this.exited(null));
  }

  /** Calls `method` of the child; rejects with CallTimedOut after `timeoutMs`, ProcessStopped if it ends first. */
  call<T>(method: string, args: unknown, timeoutMs: number): Promise<T> {
    if (this.exitCode !== undefined) return Promise.reject(new ProcessStopped(this.exitCode));
    this.calls += 1;
    const id = this.calls;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new CallTimedOut(`${method} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      this.child.send({ kind: 'call', id, method, args });
    });
  }

  stop(): void {
    if (this.exitCode === undefined) this.child.kill('SIGKILL');
  }

  private received(message: ChildMessage): void {
    if (message.kind === 'fetch') return void this.answerFetch(message.id, message.url, message.accept);
    if (message.kind === 'versions-changed') return this.options.onVersionsChanged?.();
    if (message.kind === 'log') {
      if (typeof message.message !== 'string') return;
      const details = typeof message.details === 'object' && message.details !== null ? message.details : {};
      this.options.log[message.level === 'warn' ? 'warn' : 'info'](details, message.message);
      return;
    }
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    clearTimeout(waiting.timer);
    if (message.error !== undefined) waiting.reject(new Error(message.error));
    else waiting.resolve(message.value);
  }

  private async answerFetch(id: number, url: unknown, accept: unknown): Promise<void> {
    const answer = await ownRead(this.options.app, url, accept);
    if (this.exitCode === undefined && this.child.connected) this.child.send({ kind: 'fetched', id, answer });
  }

  private exited(code: number | null): void {
    if (this.exitCode !== undefined) return;
    this.exitCode = code;
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(new ProcessStopped(code));
    }
    this.pending.clear();
    rmSync(this.scratch, { recursive: true, force: true });
    this.options.onExit?.(code, this.stderr);
  }
}

/** What a visitor without credentials gets for `url` from this server. */
async function ownRead(app: FastifyInstance, url: unknown, accept: unknown): Promise<OwnAnswer> {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return { status: 400, headers: {}, body: '' };
  try {
    const answer = await app.inject({ method: 'GET', url, headers: typeof accept === 'string' ? { accept } : {} });
    return { status: answer.statusCode, headers: stringHeaders(answer.headers), body: answer.payload };
  } catch (error: unknown) {
    return { status: 599, headers: {}, body: String(error) };
  }
}

function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

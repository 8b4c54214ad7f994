// The shell's server renderer (shell/dist/server/index.js) with the remotes' server containers, run in a
// process of their own without this server's secrets (remote-code-process.ts). Started on the first page
// request (it asks this same server for the remotes' files and API reads, which needs the server ready),
// and again after it failed or stopped: meanwhile, and when the shell is not built, pages are sent as the
// empty shell and rendered by the browser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteSet, RenderOptions, RenderResult } from '@site/shared/server-render';
import { safeErrorLog } from '../lib/safe-error-log';
import { CallTimedOut, RemoteCodeProcess } from '../remote-code/remote-code-process';

const RETRY_AFTER_MS = 10_000;
const START_TIMEOUT_MS = 30_000;
/** Far above the renderer's own limit (it sends what is still loading after 4 s): past this it is stuck. */
const CALL_TIMEOUT_MS = 15_000;
const MAX_MEMORY_MB = 1024;

export interface RenderedPage {
  result: RenderResult;
  /** The head's tags for the remotes and their CSS (Renderer.headTags). */
  headTags: string;
  /** The remotes' URLs and server containers' versions it was rendered with (Renderer.version). */
  version: string;
}

export interface SiteRenderer {
  render(path: string, origin: string, remotes: RemoteSet, options?: RenderOptions): Promise<RenderedPage>;
  version(remotes: RemoteSet): Promise<string>;
  prepare(remotes: RemoteSet): Promise<void>;
}

export class PageRenderer {
  private starting: Promise<SiteRenderer | null> | null = null;
  private process: RemoteCodeProcess | null = null;
  private failedAt = 0;
  private closed = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly siteDir: string,
    private readonly remoteRefreshMs?: number,
  ) {
    app.addHook('onClose', async () => {
      this.closed = true;
      this.process?.stop();
    });
  }

  /** The renderer, or null while it is not built or could not start (then the browser renders). */
  async get(): Promise<SiteRenderer | null> {
    if (!this.starting && !this.closed && Date.now() - this.failedAt > RETRY_AFTER_MS) this.starting = this.start();
    return (await this.starting) ?? null;
  }

  private async start(): Promise<SiteRenderer | null> {
    const rendererFile = path.join(this.siteDir, 'shell', 'dist', 'server', 'index.js');
    if (!existsSync(rendererFile)) {
      this.starting = null;
      return null;
    }
    const log = this.app.log.child({ component: 'renderer' });
    const versions = new KnownVersions();
    const child = new RemoteCodeProcess({
      rendererFile,
      app: this.app,
      log,
      maxMemoryMb: MAX_MEMORY_MB,
      onVersionsChanged: () => versions.clear(),
      onExit: (code, stderrTail) => {
        if (this.process !== child) return;
        this.failed();
        if (!this.closed) log.error({ code, stderr: stderrTail }, 'the server renderer stopped; pages are rendered by the browser until it starts again');
      },
    });
    this.process = child;
    try {
      await child.call('start', { remoteRefreshMs: this.remoteRefreshMs }, START_TIMEOUT_MS);
      return this.rendererOf(child, versions);
    } catch (error: unknown) {
      this.app.log.error({ error: safeErrorLog(error) }, 'the server renderer could not start; pages are rendered by the browser');
      this.failed();
      return null;
    }
  }

  private failed(): void {
    const child = this.process;
    this.process = null;
    this.starting = null;
    this.failedAt = Date.now();
    child?.stop();
  }

  private rendererOf(child: RemoteCodeProcess, versions: KnownVersions): SiteRenderer {
    const call = async <T>(method: string, args: unknown): Promise<T> => {
      try {
        return await child.call<T>(method, args, CALL_TIMEOUT_MS);
      } catch (error: unknown) {
        // A process that answers nothing for this long is stuck (a remote's endless loop): start another.
        if (error instanceof CallTimedOut && this.process === child) this.failed();
        throw error;
      }
    };
    return {
      render: async (pagePath, origin, remotes, options) => {
        const asked = versions.generation;
        const page = await call<RenderedPage>('render', { path: pagePath, origin, remotes, options });
        versions.set(remotes, page.version, asked);
        return page;
      },
      // Asked before every kept page is sent, so answered here until the process says it changed.
      version: async (remotes) => {
        const known = versions.get(remotes);
        if (known !== undefined) return known;
        const asked = versions.generation;
        const version = await call<string>('version', { remotes });
        versions.set(remotes, version, asked);
        return version;
      },
      prepare: (remotes) => call<void>('prepare', { remotes }),
    };
  }
}

/** The versions the renderer process gave per remote set, forgotten when it says they changed. */
class KnownVersions {
  private readonly bySet = new Map<string, string>();
  generation = 0;

  get(remotes: RemoteSet): string | undefined {
    return this.bySet.get(JSON.stringify(remotes));
  }

  /** Kept only if nothing changed since it was asked for (`generation` then). */
  set(remotes: RemoteSet, version: string, generation: number): void {
    if (generation === this.generation) this.bySet.set(JSON.stringify(remotes), version);
  }

  clear(): void {
    this.generation += 1;
    this.bySet.clear();
  }
}

// The shell's server renderer (shell/dist/server/index.js), loaded on the first page request (it asks
// this same server for the remotes' files and API reads, which needs the server ready) and again after a
// failed start. Not built: pages are sent as the empty shell, rendered by the browser as before.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FetchOwn, Renderer, RendererModule } from '@site/shared/server-render';
import { safeErrorLog } from '../lib/safe-error-log';

const RETRY_AFTER_MS = 10_000;

export class PageRenderer {
  private starting: Promise<Renderer | null> | null = null;
  private failedAt = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly siteDir: string,
    private readonly remoteRefreshMs?: number,
  ) {
    app.addHook('onClose', async () => (await this.starting)?.close());
  }

  /** The renderer, or null while it is not built or could not start (then the browser renders). */
  async get(): Promise<Renderer | null> {
    if (!this.starting && Date.now() - this.failedAt > RETRY_AFTER_MS) this.starting = this.start();
    return (await this.starting) ?? null;
  }

  private async start(): Promise<Renderer | null> {
    const file = path.join(this.siteDir, 'shell', 'dist', 'server', 'index.js');
    if (!existsSync(file)) {
      this.starting = null;
      return null;
    }
    try {
      // Node's own require, also under jest (whose `module` builtin loads into its sandbox): the renderer
      // runs the remote containers in this process's main context, so it must live there too.
      const { createRequire } = process.getBuiltinModule('node:module');
      const { createRenderer } = createRequire(__filename)(file) as RendererModule;
      const log = this.app.log.child({ component: 'renderer' });
      return await createRenderer({ fetchOwn: this.fetchOwn, log, remoteRefreshMs: this.remoteRefreshMs });
    } catch (error: unknown) {
      this.app.log.error({ error: safeErrorLog(error) }, 'the server renderer could not start; pages are rendered by the browser');
      this.failedAt = Date.now();
      this.starting = null;
      return null;
    }
  }

  private readonly fetchOwn: FetchOwn = async (url, init) => {
    const answer = await this.app.inject({ method: (init?.method ?? 'GET') as 'GET', url, headers: init?.headers });
    return { status: answer.statusCode, headers: answer.headers as Record<string, string | string[] | undefined>, body: answer.payload };
  };
}

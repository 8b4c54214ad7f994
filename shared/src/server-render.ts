import type { PageMeta } from './page-meta';
import type { SubmittedForm } from './page-forms';

// The contract between the API server and the shell's server renderer (shell/dist/server/index.js): the
// server requires the renderer at start and hands it a way to ask this same server for things.

/** An answer of this same server, obtained without the network (Fastify's `inject`). */
export interface OwnAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Asks this same server: `/api/...` reads while rendering, `/remotes/...` files of a remote served here. */
export type FetchOwn = (path: string, init?: { method?: string; headers?: Record<string, string> }) => Promise<OwnAnswer>;

export interface RendererLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

export interface RendererOptions {
  fetchOwn: FetchOwn;
  /** Each remote's browser manifest (REMOTE_*_URL): absolute, or a path on this server. */
  remotes: Record<string, string>;
  log: RendererLog;
  /** How long a remote's server files may take to arrive before that part is left to the browser. */
  remoteTimeoutMs?: number;
  /** How often the remotes are checked for a new deployment. */
  remoteRefreshMs?: number;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /** The markup inside #root. */
      html: string;
      /** What goes after #root: the data the browser hydrates with. */
      afterRoot: string;
      /** The head the page stated (title without the site name, description, canonical, Open Graph, JSON-LD). */
      head: PageMeta | null;
      /** Every part was rendered (none left to the browser): the page may be kept and sent again. */
      complete: boolean;
    };

export interface RenderOptions {
  /** A form posted to this page without scripts that the server refused: the page shows it with its messages. */
  submittedForm?: SubmittedForm;
}

export interface Renderer {
  /**
   * Renders a public page (`path` with its query) as seen at `origin` (the site's public origin, which
   * loaders write into canonical links); never rejects for a broken remote.
   */
  render(path: string, origin: string, options?: RenderOptions): Promise<RenderResult>;
  /** Tags for the head of `path`: the route's CSS (absolute addresses at `origin`), known before rendering. */
  headTags(path: string, origin: string): string;
  /** Changes when a remote is redeployed: part of the key of a kept page. */
  version(): string;
  /** Stops the checks for new deployments. */
  close(): void;
}

/** What shell/dist/server/index.js exports. */
export interface RendererModule {
  createRenderer(options: RendererOptions): Promise<Renderer>;
}

// The remotes as the renderer sees them. A page is rendered with one set of remotes (each remote's browser
// manifest URL: a release's own, or REMOTE_*_URL), and two sets may be in use at once (the live releases
// and a canary). Each manifest URL's server container is fetched from next to it (…/server/remoteEntry.js),
// checked again every few seconds (a URL outside the releases may be redeployed in place), and registered
// with the federation runtime under a name of its own per version: a render asks for `catalog`, and the
// scope of its request says which container that is. The browser manifests give the route's CSS files.
import { createHash } from 'node:crypto';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteSet, RendererLog } from '@site/shared/server-render';
import { OWN_ORIGIN, type ServerFetch } from './server-fetch';

declare const __non_webpack_require__: NodeJS.Require;

interface ManifestExpose {
  name: string;
  assets: { css: { sync: string[] } };
}

/** One remote at one manifest URL. */
interface Source {
  remote: string;
  /** As the browser uses it. */
  manifestUrl: string;
  /** The same, absolute, for fetching from here. */
  manifestHref: string;
  entryHref: string;
  /** A hash of the server container last fetched; null while none could be. */
  version: string | null;
  /** The name the federation runtime knows this version's container by. */
  federationName: string | null;
  /** Why the container is not loadable (for the release check's reasons). */
  failure: string | null;
  exposes: ManifestExpose[];
  /** The first check, which a render waits for (within the fetch time limit). */
  firstCheck: Promise<void>;
  lastUsed: number;
}

/** A source no page asked for in this long is forgotten (a release that is neither live nor a canary). */
const UNUSED_AFTER_MS = 10 * 60_000;

export class ServerRemotes {
  private readonly sources = new Map<string, Source>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly serverFetch: ServerFetch,
    private readonly log: RendererLog,
    /** Told whenever what version() answers changes. */
    private readonly onVersionsChanged: () => void = () => undefined,
  ) {
    registerEntryLoader();
  }

  /** Checks every source in use every `intervalMs`. */
  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.refresh(), intervalMs);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    const now = Date.now();
    for (const [key, source] of this.sources) {
      if (now - source.lastUsed <= UNUSED_AFTER_MS) continue;
      this.sources.delete(key);
      this.onVersionsChanged();
    }
    await Promise.all([...this.sources.values()].map((source) => this.check(source)));
  }

  /**
   * The federation name of each remote's container in `remotes` (null where it could not be loaded), once
   * each new manifest URL has been checked the first time.
   */
  async namesFor(remotes: RemoteSet): Promise<Record<string, string | null>> {
    const sources = Object.entries(remotes).map(([remote, manifestUrl]) => this.source(remote, manifestUrl));
    await Promise.all(sources.map((source) => source.firstCheck));
    return Object.fromEntries(sources.map((source) => [source.remote, source.federationName]));
  }

  /** Why `remote`'s container in `remotes` could not be fetched or run, or null. */
  failureOf(remotes: RemoteSet, remote: string): string | null {
    const manifestUrl = remotes[remote];
    if (manifestUrl === undefined) return 'not configured';
    const source = this.source(remote, manifestUrl);
    return source.failure ?? (source.version ? (fetchedEntries.get(`${source.entryHref}?v=${source.version}`)?.evaluationError ?? null) : null);
  }

  /** The CSS files `remote/module` needs at once, as the browser addresses them. */
  cssOf(remotes: RemoteSet, remote: string, module: string): string[] {
    const manifestUrl = remotes[remote];
    if (manifestUrl === undefined) return [];
    const expose = this.source(remote, manifestUrl).exposes.find((candidate) => candidate.name === module);
    if (!expose) return [];
    const base = (file: string) => new URL(file, new URL(manifestUrl, OWN_ORIGIN)).href.replace(OWN_ORIGIN, '');
    return expose.assets.css.sync.map(base);
  }

  /** The URLs of `remotes` and the versions of their server containers. */
  version(remotes: RemoteSet): string {
    return Object.entries(remotes)
      .map(([remote, manifestUrl]) => `${manifestUrl}#${this.sources.get(keyOf(remote, manifestUrl))?.version ?? '-'}`)
      .join(' ');
  }

  private source(remote: string, manifestUrl: string): Source {
    const key = keyOf(remote, manifestUrl);
    let source = this.sources.get(key);
    if (!source) {
      const manifestHref = new URL(manifestUrl, `${OWN_ORIGIN}/`).href;
      const created: Source = {
        remote,
        manifestUrl,
        manifestHref,
        entryHref: new URL('server/remoteEntry.js', manifestHref).href,
        version: null,
        federationName: null,
        failure: null,
        exposes: [],
        firstCheck: Promise.resolve(),
        lastUsed: Date.now(),
      };
      created.firstCheck = this.check(created);
      this.sources.set(key, created);
      source = created;
    }
    source.lastUsed = Date.now();
    return source;
  }

  private async check(source: Source): Promise<void> {
    const [entry, manifest] = await Promise.allSettled([this.text(source.entryHref), this.text(source.manifestHref)]);
    if (manifest.status === 'fulfilled') {
      try {
        source.exposes = (JSON.parse(manifest.value) as { exposes?: ManifestExpose[] }).exposes ?? [];
      } catch {
        source.exposes = [];
      }
    }
    if (entry.status === 'rejected') {
      // Keep rendering the version already loaded (if any); the browser loads the remote itself otherwise.
      if (source.version === null) {
        const failure = String(entry.reason);
        // Said once, and again when the reason changes: not at every check while a remote is down (or, on a
        // first `npm start`, while a staff screen is still being built).
        if (failure !== source.failure) this.log.warn({ remote: source.remote, err: failure }, 'remote server container unavailable');
        source.failure = failure;
      }
      return;
    }
    const version = createHash('sha256').update(source.entryHref).update('\0').update(entry.value).digest('hex').slice(0, 12);
    if (version === source.version) return;
    const first = source.version === null;
    source.version = version;
    source.failure = null;
    this.onVersionsChanged();
    // A name and a URL per version: the federation runtime keeps loaded containers by name and URL, and a
    // page being rendered with the previous version keeps it until it is done.
    const federationName = `${source.remote}_${version}`;
    const entryUrl = `${source.entryHref}?v=${version}`;
    if (!fetchedEntries.has(entryUrl)) {
      fetchedEntries.set(entryUrl, { code: entry.value, containerName: source.remote, publicPath: new URL('./', source.entryHref).href });
      registerRemotes([{ name: federationName, entry: entryUrl }]);
    }
    source.federationName = federationName;
    this.log.info(
      { remote: source.remote, manifest: source.manifestUrl, version },
      first ? 'remote server container loaded' : 'remote redeployed: rendering its new version',
    );
  }

  private async text(href: string): Promise<string> {
    const response = await this.serverFetch(href);
    return response.text();
  }
}

function keyOf(remote: string, manifestUrl: string): string {
  return `${remote}\0${manifestUrl}`;
}

/** Where each remote container's chunks are, for the runtime plugin of its build (server-runtime-plugin.ts). */
function publicPaths(): Record<string, string> {
  const hooks = globalThis as { __SITE_SERVER_PUBLIC_PATHS__?: Record<string, string> };
  hooks.__SITE_SERVER_PUBLIC_PATHS__ ??= {};
  return hooks.__SITE_SERVER_PUBLIC_PATHS__;
}

interface FetchedEntry {
  code: string;
  /** What the container threw when it was run, if it did. */
  evaluationError?: string;
  /** The name the container was built with (its own federation instance's). */
  containerName: string;
  publicPath: string;
}

/** The containers the checks fetched, by their versioned URL (what a URL names never changes). */
const fetchedEntries = new Map<string, FetchedEntry>();
let entryLoaderRegistered = false;

/** The runtime runs the container the check fetched instead of fetching it again. */
function registerEntryLoader(): void {
  if (entryLoaderRegistered) return;
  entryLoaderRegistered = true;
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'site-server-entry',
    loadEntry: async ({ remoteInfo }) => {
      const entry = fetchedEntries.get(remoteInfo.entry);
      if (entry === undefined) throw new Error(`${remoteInfo.entry} was not fetched by the remote check`);
      forgetInstance(entry.containerName);
      // Read by the container's runtime plugin while it starts, which happens synchronously below: two
      // versions of one remote loading at once each get their own.
      publicPaths()[entry.containerName] = entry.publicPath;
      try {
        return runCommonJs(entry.code, remoteInfo.entry);
      } catch (error: unknown) {
        entry.evaluationError = error instanceof Error ? error.message : String(error);
        throw error;
      }
    },
  };
  registerPlugins([plugin]);
}

/**
 * A container starts its federation runtime under its name, and reuses an instance of that name if one
 * exists: a new version would then run without its runtime plugins (the node chunk loading among them).
 */
function forgetInstance(name: string): void {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: { name?: string; options?: { name?: string } }[] } }).__FEDERATION__;
  const instances = federation?.__INSTANCES__;
  if (!instances) return;
  for (let index = instances.length - 1; index >= 0; index -= 1) {
    if ((instances[index]?.options?.name ?? instances[index]?.name) === name) instances.splice(index, 1);
  }
}

/**
 * Evaluates a commonjs container (as @module-federation/node does) and returns its exports. A function of
 * this realm rather than vm's runInThisContext: the container must see the same global federation state
 * as this renderer, also where the renderer itself runs in a sandbox (jest).
 */
function runCommonJs(code: string, url: string): never {
  const module = { exports: {} as Record<string, unknown> };
  const pathname = new URL(url).pathname;
  const run = new Function('exports', 'module', 'require', '__dirname', '__filename', `${code}\n//# sourceURL=${url}`) as (...args: unknown[]) => void;
  run(module.exports, module, __non_webpack_require__, pathname.slice(0, pathname.lastIndexOf('/')), 'remoteEntry.js');
  return module.exports as never;
}

// The remotes as the renderer sees them. Each remote's server container is fetched from next to its
// browser manifest (REMOTE_*_URL → …/server/remoteEntry.js), checked again every few seconds, and
// registered anew when its content changed: a remote redeployed alone is rendered in its new version
// without restarting anything. The browser manifests give the route's files for the page's head.
import { createHash } from 'node:crypto';
import { getInstance, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RendererLog } from '@site/shared/server-render';
import { OWN_ORIGIN, type ServerFetch } from './server-fetch';

declare const __non_webpack_require__: NodeJS.Require;

interface ManifestExpose {
  name: string;
  assets: { css: { sync: string[] } };
}

interface RemoteState {
  name: string;
  /** REMOTE_*_URL as the browser uses it. */
  manifestUrl: string;
  /** The same, absolute, for fetching from here. */
  manifestHref: string;
  entryHref: string;
  version: string | null;
  /** The versioned URL the runtime knows the container by. */
  entryUrl: string | null;
  exposes: ManifestExpose[];
}

export class ServerRemotes {
  private readonly remotes: RemoteState[];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    config: Record<string, string>,
    private readonly serverFetch: ServerFetch,
    private readonly log: RendererLog,
  ) {
    this.remotes = Object.entries(config).map(([name, manifestUrl]) => {
      const manifestHref = new URL(manifestUrl, `${OWN_ORIGIN}/`).href;
      return { name, manifestUrl, manifestHref, entryHref: new URL('server/remoteEntry.js', manifestHref).href, version: null, entryUrl: null, exposes: [] };
    });
    registerEntryLoader();
    // Until its container has been fetched, a remote is not loadable here, also not in the version an
    // earlier renderer of this process registered: its parts are left to the browser.
    const registered = new Set(getInstance()?.options.remotes.map((remote) => remote.name));
    const stale = this.remotes.filter((remote) => registered.has(remote.name));
    if (stale.length > 0) registerRemotes(stale.map((remote) => ({ name: remote.name, entry: `${remote.entryHref}?v=none` })), { force: true });
  }

  /** Checks every remote now, then every `intervalMs`. */
  async start(intervalMs: number): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), intervalMs);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    await Promise.all(this.remotes.map((remote) => this.refreshOne(remote)));
  }

  /** The CSS files `remote/module` needs at once, as the browser addresses them. */
  cssOf(remoteName: string, module: string): string[] {
    const remote = this.remotes.find((candidate) => candidate.name === remoteName);
    const expose = remote?.exposes.find((candidate) => candidate.name === module);
    if (!remote || !expose) return [];
    const base = (file: string) => new URL(file, new URL(remote.manifestUrl, OWN_ORIGIN)).href.replace(OWN_ORIGIN, '');
    return expose.assets.css.sync.map(base);
  }

  /** The versions of the server containers in use. */
  version(): string {
    return this.remotes.map((remote) => remote.version ?? '-').join('.');
  }

  browserConfig(): Record<string, string> {
    return Object.fromEntries(this.remotes.map((remote) => [remote.name, remote.manifestUrl]));
  }

  private async refreshOne(remote: RemoteState): Promise<void> {
    const [entry, manifest] = await Promise.allSettled([this.text(remote.entryHref), this.text(remote.manifestHref)]);
    if (manifest.status === 'fulfilled') {
      try {
        remote.exposes = (JSON.parse(manifest.value) as { exposes?: ManifestExpose[] }).exposes ?? [];
      } catch {
        remote.exposes = [];
      }
    }
    if (entry.status === 'rejected') {
      // Keep rendering the version already loaded (if any); the browser loads the remote itself otherwise.
      if (remote.version === null) this.log.warn({ remote: remote.name, err: String(entry.reason) }, 'remote server container unavailable');
      return;
    }
    const version = createHash('sha256').update(entry.value).digest('hex').slice(0, 12);
    if (version === remote.version) return;
    const first = remote.version === null;
    if (remote.entryUrl) fetchedEntries.delete(remote.entryUrl);
    remote.version = version;
    // A new URL per version: the federation runtime keeps loaded containers by name and URL.
    remote.entryUrl = `${remote.entryHref}?v=${version}`;
    fetchedEntries.set(remote.entryUrl, entry.value);
    publicPaths()[remote.name] = new URL('./', remote.entryHref).href;
    registerRemotes([{ name: remote.name, entry: remote.entryUrl }], { force: true });
    this.log.info({ remote: remote.name, version }, first ? 'remote server container loaded' : 'remote redeployed: rendering its new version');
  }

  private async text(href: string): Promise<string> {
    const response = await this.serverFetch(href);
    return response.text();
  }
}

/** Where each remote container's chunks are, for the runtime plugin of its build (server-runtime-plugin.ts). */
function publicPaths(): Record<string, string> {
  const hooks = globalThis as { __SITE_SERVER_PUBLIC_PATHS__?: Record<string, string> };
  hooks.__SITE_SERVER_PUBLIC_PATHS__ ??= {};
  return hooks.__SITE_SERVER_PUBLIC_PATHS__;
}

/** The containers the checks fetched, by their versioned URL (what a URL names never changes). */
const fetchedEntries = new Map<string, string>();
let entryLoaderRegistered = false;

/** The runtime runs the container the last check fetched instead of fetching it again. */
function registerEntryLoader(): void {
  if (entryLoaderRegistered) return;
  entryLoaderRegistered = true;
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'site-server-entry',
    loadEntry: async ({ remoteInfo }) => {
      const code = fetchedEntries.get(remoteInfo.entry);
      if (code === undefined) throw new Error(`${remoteInfo.entry} was not fetched by the remote check`);
      forgetInstance(remoteInfo.name);
      return runCommonJs(code, remoteInfo.entry);
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

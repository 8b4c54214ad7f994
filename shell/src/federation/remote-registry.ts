// Finds the remotes at run time. In the browser /remotes.json (served from the server's configuration, or
// written into a server-rendered page) names each remote's manifest, so a remote redeployed alone is picked
// up on the next page load. On the server the renderer registers the remotes' server containers itself, one
// name per version, and says which one the page being rendered uses.
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-modules';
import { reportLoadFailure } from './failure-report';
import { yieldBetweenSteps } from './yield-between-steps';

export type { RemoteName } from './remote-modules';

/** A remote's files could not be fetched or did not contain the module: shown as the remote fallback. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

type Registration = () => Promise<void>;

let register: Registration = registerFromConfig;
let registration: Promise<void> | null = null;
const loadedModules = new Map<string, unknown>();
/** The manifest URL this page registered for each remote (in the browser), for reporting a failure. */
const registeredUrls = new Map<string, string>();
/** The name the federation runtime knows `remote` by here (null: not loadable here); in the browser, its own. */
let federationName: (remote: RemoteName) => string | null = (remote) => remote;
/** Whether the plugin that cuts a remote's loading into short tasks is registered (in the browser). */
let yielding = false;

/** The remotes' manifest URLs a server-rendered page carries, so the browser need not ask for them. */
export const REMOTES_CONFIG_ELEMENT_ID = 'remotes-config';

async function registerFromConfig(): Promise<void> {
  const entries = readRemotesConfig() ?? (await fetchRemotesConfig());
  if (!entries || typeof entries !== 'object') throw new Error('/remotes.json is not an object');
  const manifests = Object.entries(entries as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, manifest]) => ({ name, manifest: new URL(manifest, window.location.href) }));
  yieldBetweenRemoteSteps();
  registerRemotes(
    manifests.map(({ name, manifest }) => ({ name, entry: containerBeside(manifest) })),
    { force: true },
  );
  for (const { name, manifest } of manifests) registeredUrls.set(name, manifest.origin === window.location.origin ? manifest.pathname : manifest.href);
}

/**
 * Once per page (the runtime warns about a plugin registered twice): the shell's runtime initialises the
 * containers, and each remote's runtime, created as its container starts, loads that remote's shared modules.
 */
function yieldBetweenRemoteSteps(): void {
  if (yielding) return;
  yielding = true;
  const plugin = yieldBetweenSteps();
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
}

/**
 * The browser loads a remote's container (remoteEntry.js, built beside its manifest) rather than the
 * manifest: the page needs nothing else from it (the server wrote the route's stylesheets into the HTML,
 * and a chunk's CSS comes with the chunk), so the shell is built without the federation runtime's
 * manifest code (`disableSnapshot`), and a remote's first module costs one request less.
 */
function containerBeside(manifest: URL): string {
  return new URL('remoteEntry.js', manifest).href;
}

function readRemotesConfig(): unknown {
  const element = document.getElementById(REMOTES_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove(); // read once: Retry after a failure asks the server again
  return JSON.parse(element.textContent) as unknown;
}

async function fetchRemotesConfig(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return response.json();
}

function ensureRegistered(): Promise<void> {
  registration ??= register().catch((error: unknown) => {
    registration = null; // let the next attempt (Retry) fetch the configuration again
    throw error;
  });
  return registration;
}

/**
 * The server's renderer registers the remotes itself, a name per version of each, and `resolve` says which
 * version the page being rendered uses (null when its server container could not be loaded).
 */
export function registerOnServer(resolve: (remote: RemoteName) => string | null): void {
  register = async () => undefined;
  registration = null;
  federationName = resolve;
}

/** Loads `remote/module`; any failure to fetch or find it becomes a RemoteLoadError. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    await ensureRegistered();
    const name = federationName(remote);
    if (name === null) throw new Error(`${remote} has no server container here`);
    const loaded = await loadRemote<T>(`${name}/${module}`);
    if (!loaded) throw new Error(`${remote}/${module} is empty`);
    loadedModules.set(`${name}/${module}`, loaded);
    return loaded;
  } catch (error: unknown) {
    const manifestUrl = registeredUrls.get(remote);
    if (manifestUrl) reportLoadFailure(remote, manifestUrl);
    throw new RemoteLoadError(remote, error);
  }
}

/** A module `loadRemoteModule` has already loaded (of the version in use), for rendering without waiting. */
export function loadedModule<T>(remote: RemoteName, module: string): T | undefined {
  const name = federationName(remote);
  return name === null ? undefined : (loadedModules.get(`${name}/${module}`) as T | undefined);
}

const pendingLoads = new Map<string, Promise<unknown>>();

/**
 * One load per module, the same promise for every caller: React's `use` needs it stable, also once it
 * failed (a new attempt per render would retry for ever). Retry goes through the route's loader, whose
 * successful load is what `loadedModule` then returns.
 */
export function sharedLoad<T>(remote: RemoteName, module: string): Promise<T> {
  const id = `${federationName(remote) ?? remote}/${module}`;
  let load = pendingLoads.get(id);
  if (!load) {
    load = loadRemoteModule<T>(remote, module);
    pendingLoads.set(id, load);
  }
  return load as Promise<T>;
}

/** Starts loading the modules a server-rendered page shows, so they arrive while it hydrates. */
export function startLoading(refs: { remote: RemoteName; module: string }[]): void {
  for (const ref of refs) sharedLoad(ref.remote, ref.module).catch(() => undefined);
}

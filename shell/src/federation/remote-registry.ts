// Finds the remotes at run time: /remotes.json (served from the server's configuration) names each
// remote's manifest, so a remote redeployed alone is picked up on the next page load.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-modules';

export type { RemoteName } from './remote-modules';

/** A remote's files could not be fetched or did not contain the module: shown as the remote fallback. */
export class RemoteLoadError extends Error {
  constructor(readonly remote: RemoteName, cause: unknown) {
    super(`Remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

let registration: Promise<void> | null = null;

async function registerFromConfig(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const entries: unknown = await response.json();
  if (!entries || typeof entries !== 'object') throw new Error('/remotes.json is not an object');
  const remotes = Object.entries(entries as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
  registerRemotes(remotes, { force: true });
}

function ensureRegistered(): Promise<void> {
  registration ??= registerFromConfig().catch((error: unknown) => {
    registration = null; // let the next attempt (Retry) fetch the configuration again
    throw error;
  });
  return registration;
}

/** Loads `remote/module`; any failure to fetch or find it becomes a RemoteLoadError. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    await ensureRegistered();
    const loaded = await loadRemote<T>(`${remote}/${module}`);
    if (!loaded) throw new Error(`${remote}/${module} is empty`);
    return loaded;
  } catch (error: unknown) {
    throw new RemoteLoadError(remote, error);
  }
}

// The four remotes a team releases on its own: their names, their folders, and the URLs of a release's files.
import type { RemoteName } from '@site/shared/contracts/release';
import type { RemoteUrls } from '../config';

export const REMOTES: readonly { name: RemoteName; folder: string }[] = [
  { name: 'catalog', folder: 'mf-catalog' },
  { name: 'articles', folder: 'mf-articles' },
  { name: 'admin', folder: 'mf-admin' },
  { name: 'clients', folder: 'mf-clients' },
];

export const REMOTE_FOLDERS = REMOTES.map((remote) => remote.folder);

export function isRemoteName(name: string): name is RemoteName {
  return REMOTES.some((remote) => remote.name === name);
}

export function folderOf(remote: RemoteName): string {
  return REMOTES.find((candidate) => candidate.name === remote)!.folder;
}

/** Where a stored release's files are served: never anything else under this prefix. */
export function releaseFilesPrefix(remote: RemoteName, id: string): string {
  return `/remotes/${folderOf(remote)}/r/${id}/`;
}

/** The browser manifest of a stored release, or the hosted URL of one registered by it. */
export function manifestUrlOf(release: { remote: string; id: string; manifestUrl: string | null }): string {
  return release.manifestUrl ?? `${releaseFilesPrefix(release.remote as RemoteName, release.id)}mf-manifest.json`;
}

/** REMOTE_*_URL when unset: the remote's build folder served by this server. */
export function defaultRemoteUrl(remote: RemoteName): string {
  return `/remotes/${folderOf(remote)}/mf-manifest.json`;
}

/** The remotes whose REMOTE_*_URL is left at its default (their build folder is on this server's disk). */
export function servedFromBuildFolder(configured: RemoteUrls): RemoteName[] {
  return REMOTES.filter(({ name }) => configured[name] === defaultRemoteUrl(name)).map(({ name }) => name);
}

// The releases of the site's parts as staff read them, and making one of them live again. Each call
// goes in the staff session (its cookie).
import type { Release, RemoteName, RemoteReleases } from '@site/shared/contracts/release';
import { requestData } from '@site/shared/api-client';

/** GET /api/releases: each remote with its live release, its canary and the earlier ones, newest first. */
export function listReleases(): Promise<RemoteReleases[]> {
  return requestData<RemoteReleases[]>({ method: 'GET', url: '/releases' });
}

/** POST /api/releases/:remote/:id/promote: the release becomes live for every visitor (ending any canary). */
export async function promoteRelease(remote: RemoteName, id: string): Promise<Release> {
  const { release } = await requestData<{ release: Release }>({ method: 'POST', url: `/releases/${remote}/${id}/promote`, data: {} });
  return release;
}

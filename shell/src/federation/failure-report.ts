// Tells the server that a remote failed to load in this browser (once per remote and URL per page), so the
// console's release view can count a release's failures. A plain keepalive fetch rather than the API
// client: the report must leave even when the visitor goes away at once, and its answer does not matter.
import type { RemoteName } from './remote-modules';

const reported = new Set<string>();

export function reportLoadFailure(remote: RemoteName, manifestUrl: string): void {
  const key = `${remote} ${manifestUrl}`;
  if (reported.has(key) || typeof fetch !== 'function') return;
  reported.add(key);
  fetch('/api/federation/failures', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ remote, manifestUrl }),
  }).catch(() => undefined);
}

// A second release of a remote for the screens that list releases: a copy of its build folder with one
// file more (so its id differs), uploaded through the API as a team's CI would, without making it live.
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import type { AuthToken, Envelope } from '@site/shared';
import { ADMIN_PASSWORD, repoRoot, type Site } from './site';

export async function uploadUnpromotedRelease(site: Site, remoteFolder: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-release-'));
  try {
    await cp(path.join(repoRoot, remoteFolder, 'dist'), dir, { recursive: true });
    await writeFile(path.join(dir, 'e2e-note.txt'), `uploaded by the browser tests at ${new Date().toISOString()}\n`);
    const chunks: Buffer[] = [];
    for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, ['.'])) chunks.push(Buffer.from(chunk as Uint8Array));
    const auth = await site.api<Envelope<AuthToken>>('/auth/verify-token', { method: 'POST', body: JSON.stringify({ token: ADMIN_PASSWORD }) });
    const form = new FormData();
    form.set('promote', 'false');
    form.set('build', new Blob([Buffer.concat(chunks)], { type: 'application/gzip' }), 'dist.tar.gz');
    const response = await fetch(`${site.baseUrl}/api/releases/${remoteFolder.replace(/^mf-/, '')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.body.data.accessToken}` },
      body: form,
    });
    const body = (await response.json()) as Envelope<{ release: { id: string } }>;
    assert.equal(response.status, 201, JSON.stringify(body));
    return body.data.release.id;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

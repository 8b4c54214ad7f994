// At start: each remote's build folder (mf-*/dist) becomes a release, so a fresh clone's `npm start` serves
// the site as it always did (release 1 of each remote is the build on disk). A build the database does not
// know yet goes live when the remote has no live release, or when the live one came from that folder too;
// once staff promoted a release through the API, a start leaves the remote as they left it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteUrls } from '../config';
import type { ReleasesRepository } from '../db/repositories/releases';
import { missingFile, readBuildFolder, readManifest, releaseIdOf, totalBytes } from './build-files';
import type { PointerLog } from './release-pointers';
import { folderOf, servedFromBuildFolder } from './remotes';

export async function importBuildFolders(siteDir: string, configured: RemoteUrls, repo: ReleasesRepository, log: PointerLog): Promise<void> {
  for (const remote of servedFromBuildFolder(configured)) {
    const dir = path.join(siteDir, folderOf(remote), 'dist');
    if (!existsSync(path.join(dir, 'mf-manifest.json'))) continue;
    const files = await readBuildFolder(dir);
    if (missingFile(files) !== null) continue;
    const manifest = readManifest(Buffer.from(files.find((file) => file.path === 'mf-manifest.json')!.bytes).toString('utf8'));
    const id = releaseIdOf(remote, files);
    const created = await repo.create(
      { id, remote, origin: 'dist', manifestUrl: null, gitCommit: null, shared: manifest.shared, sizeBytes: totalBytes(files) },
      files,
    );
    const adopted = await repo.adoptBuildFolder(remote, id);
    if (created || adopted)
      log.info({ remote, release: id, live: adopted }, adopted ? 'build folder imported as the live release' : 'build folder imported as a release');
  }
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { archiveOf } from '../test/release-builds';
import { BuildProblem, readBuildArchive } from './build-files';

describe('a build archive that unpacks to more than allowed', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bomb-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is refused while it unpacks: 41 MB of zeros in a 41 KB archive', async () => {
    await writeFile(path.join(dir, 'remoteEntry.js'), Buffer.alloc(41 * 1024 * 1024));
    const archive = await archiveOf(dir);
    expect(archive.length).toBeLessThan(100 * 1024);
    await expect(readBuildArchive(archive)).rejects.toEqual(new BuildProblem('повече от 40 MB след разархивиране'));
  });

  it('holds to the limit it is given: refused over it, read under it', async () => {
    await writeFile(path.join(dir, 'remoteEntry.js'), Buffer.alloc(3000, 'a'));
    const archive = await archiveOf(dir);
    await expect(readBuildArchive(archive, { totalBytes: 2048, files: 10, pathLength: 300 })).rejects.toBeInstanceOf(BuildProblem);
    await expect(readBuildArchive(archive, { totalBytes: 4096, files: 10, pathLength: 300 })).resolves.toHaveLength(1);
  });
});

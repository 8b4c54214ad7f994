// A remote's build as files in memory: read from its build folder, or from an uploaded .tar.gz of that
// folder (with limits on size, count and names: an archive is untrusted input), identified by a hash of
// its content, and checked for the files every build has.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser, type ReadEntry } from 'tar';
import { MAX_RELEASE_UNPACKED_BYTES } from '@site/shared/upload-limits';
import type { ReleaseFile } from '../db/repositories/releases';

/** What every build folder holds: the browser's manifest and container, and the server's container. */
export const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js'] as const;

export const ARCHIVE_LIMITS = {
  /** Unpacked: a build of this site is 2–3 MB with its .br and .gz copies. */
  totalBytes: MAX_RELEASE_UNPACKED_BYTES,
  files: 5000,
  pathLength: 300,
};

/** Relative paths of plain names only: no '..', no absolute path, no backslash, nothing hidden. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.)[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*(?:\/[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*)*$/;

export class BuildProblem extends Error {}

/** The files of a build folder (hidden files such as .built left out), sorted by path. */
export async function readBuildFolder(dir: string): Promise<ReleaseFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: ReleaseFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!SAFE_PATH.test(relative)) continue;
    files.push({ path: relative, bytes: await readFile(path.join(dir, relative)) });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The files of a .tar.gz (or .tar) of a build folder; BuildProblem with the reason when it is not one. */
export function readBuildArchive(archive: Buffer, limits = ARCHIVE_LIMITS): Promise<ReleaseFile[]> {
  return new Promise((resolve, reject) => {
    const files: ReleaseFile[] = [];
    let total = 0;
    let failed = false;
    const fail = (reason: string) => {
      if (failed) return;
      failed = true;
      reject(new BuildProblem(reason));
    };
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        const refuse = (reason: string) => {
          entry.resume();
          fail(reason);
        };
        const name = entry.path.replace(/^(\.\/)+/, '').replace(/\/$/, '');
        if (failed || entry.type === 'Directory' || name === '' || name === '.') return void entry.resume();
        if (entry.type !== 'File' && entry.type !== 'OldFile') return refuse(`${name}: позволени са само файлове и папки (това е ${entry.type})`);
        if (name.length > limits.pathLength || !SAFE_PATH.test(name)) {
          // Hidden files (.built) are no part of a build; any other odd name is refused.
          if (/(^|\/)\.[^/]+$/.test(name) && !name.includes('..') && !name.startsWith('/')) return void entry.resume();
          return refuse(`${name.slice(0, 100)}: недопустимо име на файл`);
        }
        const tooLarge = `повече от ${limits.totalBytes / 1024 / 1024} MB след разархивиране`;
        if (files.length + 1 > limits.files) return refuse(`повече от ${limits.files} файла`);
        if (total + entry.size > limits.totalBytes) return refuse(tooLarge);
        const chunks: Buffer[] = [];
        // The bytes that arrive are counted as they arrive, whatever the entry's header said.
        entry.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > limits.totalBytes) {
            fail(tooLarge);
            parser.abort(new Error(tooLarge));
          } else if (!failed) {
            chunks.push(chunk);
          }
        });
        entry.on('end', () => files.push({ path: name, bytes: Buffer.concat(chunks) }));
      },
    });
    parser.on('error', (error: Error) => fail(error.message));
    parser.on('warn', (_code: string, message: string | Error) => fail(typeof message === 'string' ? message : message.message));
    parser.on('end', () => {
      if (failed) return;
      if (files.length === 0) return fail('архивът не съдържа файлове');
      const paths = new Set<string>();
      for (const file of files) {
        if (paths.has(file.path)) return fail(`${file.path} се среща два пъти`);
        paths.add(file.path);
      }
      resolve(files.sort((a, b) => (a.path < b.path ? -1 : 1)));
    });
    parser.end(archive);
  });
}

/** 12 hex digits of a hash over the remote's name and every file's path and bytes. */
export function releaseIdOf(remote: string, files: readonly ReleaseFile[]): string {
  const hash = createHash('sha256').update(`${remote}\0`);
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) hash.update(`${file.path}\0${file.bytes.length}\0`).update(file.bytes);
  return hash.digest('hex').slice(0, 12);
}

interface Manifest {
  name?: unknown;
  shared?: { name?: unknown; version?: unknown; requiredVersion?: unknown }[];
}

/** The federation name a browser manifest declares and the shared modules it was built against. */
export function readManifest(text: string): { name: string; shared: Record<string, string> } {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BuildProblem('mf-manifest.json не е JSON');
  }
  if (typeof manifest.name !== 'string') throw new BuildProblem('mf-manifest.json не назовава част на сайта (name)');
  const shared: Record<string, string> = {};
  for (const entry of Array.isArray(manifest.shared) ? manifest.shared : []) {
    const version = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : entry.version;
    if (typeof entry.name === 'string' && typeof version === 'string') shared[entry.name] = version;
  }
  return { name: manifest.name, shared };
}

/** The first required file the build lacks, or null. */
export function missingFile(files: readonly ReleaseFile[]): string | null {
  const paths = new Set(files.map((file) => file.path));
  return REQUIRED_FILES.find((file) => !paths.has(file)) ?? null;
}

export function totalBytes(files: readonly ReleaseFile[]): number {
  return files.reduce((sum, file) => sum + file.bytes.length, 0);
}

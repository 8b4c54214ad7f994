// Content-hashed scripts and styles never change under their name, so after the first request each is
// kept in memory with the .br and .gz the build wrote beside it: a chunk then costs what a raw server
// answering from memory costs (no stat, no open, no stream, no compression per request).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CachedAnswer, type ContentEncoding } from '../lib/public-cache';

/** The build's names: '[name].[contenthash:8].js' and '.css' (see scripts/webpack/create-app-config.ts). */
export const CONTENT_HASH = /\.[0-9a-f]{8}\./;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const PREPARED: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

export interface HashedFile {
  answer: CachedAnswer;
  type: string;
}

export class HashedFiles {
  private readonly files = new Map<string, HashedFile>();
  private keptBytes = 0;

  /** `roots`: URL prefix ('/' or '/remotes/mf-catalog/') → the folder it serves. */
  constructor(
    private readonly roots: ReadonlyArray<{ prefix: string; dir: string }>,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** The file behind `urlPath` if it is already in memory. */
  inMemory(urlPath: string): HashedFile | undefined {
    return this.files.get(urlPath);
  }

  /** The file behind `urlPath` when it is a hashed script or style that exists; null otherwise. */
  async lookup(urlPath: string): Promise<HashedFile | null> {
    const known = this.files.get(urlPath);
    if (known) return known;
    const file = this.fileOf(urlPath);
    if (!file) return null;
    const identity = await readFile(file.path).catch(() => null);
    if (!identity) return null;
    const prepared: Partial<Record<ContentEncoding, Buffer>> = {};
    for (const [encoding, suffix] of Object.entries(PREPARED)) {
      const bytes = await readFile(file.path + suffix).catch(() => null);
      if (bytes) prepared[encoding as ContentEncoding] = bytes;
    }
    const hashed: HashedFile = { answer: new CachedAnswer(identity, prepared), type: file.type };
    const size = identity.length + Object.values(prepared).reduce((sum, bytes) => sum + bytes.length, 0);
    if (this.keptBytes + size > this.maxBytes) this.forget();
    this.files.set(urlPath, hashed);
    this.keptBytes += size;
    return hashed;
  }

  /** A redeployed app brings new names; the old ones are forgotten with everything else (rare: on overflow). */
  private forget(): void {
    this.files.clear();
    this.keptBytes = 0;
  }

  private fileOf(urlPath: string): { path: string; type: string } | null {
    const type = TYPES[path.posix.extname(urlPath)];
    if (!type || !CONTENT_HASH.test(path.posix.basename(urlPath)) || urlPath.includes('%') || urlPath.includes('..')) return null;
    // The longest prefix wins: '/remotes/mf-catalog/' before '/'.
    const root = this.roots.filter(({ prefix }) => urlPath.startsWith(prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
    if (!root) return null;
    const resolved = path.resolve(root.dir, urlPath.slice(root.prefix.length));
    return resolved.startsWith(root.dir + path.sep) ? { path: resolved, type } : null;
  }
}

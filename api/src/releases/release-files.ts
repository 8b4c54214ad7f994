// Serves a stored release's files at /remotes/<folder>/r/<id>/<file>: what such a URL names never changes,
// so every file (remoteEntry.js and mf-manifest.json too) is cached by browsers for a year. Files come from
// the database on their first request in this process, then from memory (before Fastify, like the hashed
// files), each with the .br and .gz the build made beside it.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RELEASE_ID_PATTERN } from '@site/shared/contracts/release';
import type { ReleasesRepository } from '../db/repositories/releases';
import type { KeptAnswersFront } from '../lib/kept-answers-front';
import { CachedAnswer, type ContentEncoding } from '../lib/public-cache';
import { IMMUTABLE, sendCachedAnswer } from '../lib/send-cached-answer';
import { REMOTES } from './remotes';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
};
const PREPARED: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const RELEASE_ID = new RegExp(RELEASE_ID_PATTERN);

interface KeptFile {
  answer: CachedAnswer;
  type: string;
  /** With the compressed forms. */
  size: number;
}

export interface ReleaseFilesOptions {
  repo: ReleasesRepository;
  front?: KeptAnswersFront;
  /** Bytes kept in memory (with their compressed forms) before the oldest are dropped. */
  maxBytes?: number;
}

export async function registerReleaseFiles(app: FastifyInstance, { repo, front, maxBytes = 96 * 1024 * 1024 }: ReleaseFilesOptions): Promise<void> {
  const kept = new Map<string, KeptFile>();
  let keptBytes = 0;
  front?.add((url) => {
    const file = kept.get(url);
    return file && { answer: file.answer, type: file.type, cacheControl: IMMUTABLE };
  });

  const load = async (url: string, id: string, file: string): Promise<KeptFile | null> => {
    const known = kept.get(url);
    if (known) return known;
    const type = TYPES[path.posix.extname(file)] ?? 'application/octet-stream';
    const rows = await repo.findFiles(id, [file, ...Object.values(PREPARED).map((suffix) => file + suffix)]);
    const identity = rows.find((row) => row.path === file);
    if (!identity) return null;
    const prepared: Partial<Record<ContentEncoding, Buffer>> = {};
    for (const [encoding, suffix] of Object.entries(PREPARED)) {
      const row = rows.find((candidate) => candidate.path === file + suffix);
      if (row) prepared[encoding as ContentEncoding] = toBuffer(row.bytes);
    }
    const size = rows.reduce((sum, row) => sum + row.bytes.length, 0);
    const loaded = { answer: new CachedAnswer(toBuffer(identity.bytes), prepared), type, size };
    // Maps keep insertion order: the oldest files go first.
    for (const [oldest, file] of kept) {
      if (keptBytes + size <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= file.size;
    }
    kept.set(url, loaded);
    keptBytes += size;
    return loaded;
  };

  for (const { folder } of REMOTES) {
    app.get<{ Params: { id: string; '*': string } }>(`/remotes/${folder}/r/:id/*`, { schema: { hide: true } }, async (request, reply) => {
      const { id, '*': file } = request.params;
      const url = request.url.split('?', 1)[0] ?? request.url;
      if (!RELEASE_ID.test(id) || !file || file.includes('..') || file.startsWith('/'))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      const found = await load(url, id, file);
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found\n');
      return sendCachedAnswer(request, reply, found.answer, { type: found.type, cacheControl: IMMUTABLE });
    });
  }
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

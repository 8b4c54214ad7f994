// Answers of public reads and rendered pages, kept as bytes with their ETag and compressed forms, so a hot
// list is one Map lookup (no query, no stringify, no compression) and a revalidation is a 304.
// Writes in this process clear it at once; the TTL bounds staleness when several processes share a database.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Made once per change of the answer, so a slower, denser setting pays off (q11 costs ~100 ms on 80 KB).
  br: (body) => brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipped(body, { level: 9 }),
};

/** One answer: its bytes, a validator derived from them, and each compressed form made on first demand. */
export class CachedAnswer {
  /** Weak: the same validator for every encoding of the same bytes (all processes derive the same one). */
  readonly etag: string;
  /** Each compressed form: the bytes once made, the promise while it is being made. */
  private readonly encoded = new Map<ContentEncoding, Buffer | Promise<Buffer>>();

  /** `prepared`: compressed forms made elsewhere (at build time, for the site's files). */
  constructor(
    readonly body: Buffer,
    prepared: Partial<Record<ContentEncoding, Buffer>> = {},
  ) {
    this.etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    for (const [encoding, bytes] of Object.entries(prepared)) this.encoded.set(encoding as ContentEncoding, bytes);
  }

  /** The compressed form if it is made already (no waiting for a promise on the hot path). */
  encodedNow(encoding: ContentEncoding): Buffer | undefined {
    const form = this.encoded.get(encoding);
    return Buffer.isBuffer(form) ? form : undefined;
  }

  encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    const form = this.encoded.get(encoding);
    if (form) return Promise.resolve(form);
    const made = compressors[encoding](this.body);
    this.encoded.set(encoding, made);
    made.then(
      (bytes) => this.encoded.set(encoding, bytes),
      // A failed compression is not kept: the next request tries again.
      () => this.encoded.delete(encoding),
    );
    return made;
  }
}

export interface KeepOptions {
  /** An instant (ms) after which the answer is no longer true, sooner than the TTL (e.g. "from today on"). */
  until?: number;
  /** A name to forget this answer by, with the others of the same name (e.g. one article's reads). */
  tag?: string;
}

export class PublicCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; expiresAt: number; tag?: string }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.answer : undefined;
  }

  /**
   * Keeps `body` under `key` and answers its CachedAnswer. When the expired entry held the same bytes (the
   * usual case: the TTL ran out, nothing changed), that answer lives on with its compressed forms.
   */
  set(key: string, body: Buffer, options: KeepOptions = {}): CachedAnswer {
    const previous = this.entries.get(key)?.answer;
    const answer = previous?.body.equals(body) ? previous : new CachedAnswer(body);
    if (this.ttlMs <= 0) return answer;
    if (!previous && this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { answer, expiresAt: Math.min(Date.now() + this.ttlMs, options.until ?? Infinity), tag: options.tag });
    return answer;
  }

  /** Forgets the answers kept with `tag`. */
  forget(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

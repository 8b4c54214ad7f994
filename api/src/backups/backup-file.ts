// A backup file: the same logical format for the embedded database and PostgreSQL, so either restores into either.
// Gzipped lines, each starting with its kind:
//   H {header}        the format, when it was taken, from which kind of database, at which migration;
//   T <table>         the rows that follow belong to this table (tables come parents first);
//   R {row}           one row as PostgreSQL's row_to_json gives it (bytea as \x…, times in UTC);
//   M {manifest}      last: each table's row count and digest.
// With BACKUP_KEY the gzipped bytes are sealed with AES-256-GCM: MAGIC, a salt for scrypt, the IV, the ciphertext,
// then the 16-byte tag; a wrong key or a changed byte fails the check before anything is trusted.
import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync, type CipherGCM } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough, Readable, Transform, type Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

export const BACKUP_FORMAT = 'bizness-academy-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  takenAt: string;
  database: 'pglite' | 'postgres';
  /** The newest migration applied when it was taken: a restore brings the schema to it, loads, then migrates on. */
  migration: { tag: string; folderMillis: number };
}

export interface TableSummary {
  rows: number;
  /** SHA-256 of each row's JSON, added up modulo 2^256: the same whatever order the rows are read in. */
  digest: string;
}

export interface BackupManifest extends BackupHeader {
  tables: Record<string, TableSummary>;
}

const MAGIC = Buffer.from('BAKENC1\n');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DIGEST_MODULUS = 1n << 256n;

/** Adds rows one by one into a table's summary. */
export class TableDigest {
  rows = 0;
  private sum = 0n;
  add(line: string): void {
    this.rows += 1;
    this.sum = (this.sum + BigInt(`0x${createHash('sha256').update(line).digest('hex')}`)) % DIGEST_MODULUS;
  }
  summary(): TableSummary {
    return { rows: this.rows, digest: this.sum.toString(16).padStart(64, '0') };
  }
}

function keyFrom(secret: string, salt: Buffer): Buffer {
  return scryptSync(secret, salt, 32);
}

/** A writer of one backup file: lines go in, the file appears under its name only once complete. */
export async function writeBackupFile(file: string, key: string | null, write: (line: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  let cipher: CipherGCM | null = null;
  const stages: (Transform | Writable)[] = [gzip];
  if (key !== null) {
    const salt = randomBytes(SALT_BYTES);
    const iv = randomBytes(IV_BYTES);
    cipher = createCipheriv('aes-256-gcm', keyFrom(key, salt), iv);
    out.write(Buffer.concat([MAGIC, salt, iv]));
    stages.push(cipher);
  }
  const sealed = cipher;
  const done = pipeline([...stages, out] as unknown as [Transform, Writable]);
  // A failed write (a full disk, a folder in the way) ends the backup at once instead of waiting for a drain.
  let failure: { error: unknown } | null = null;
  const failed = new Promise<never>((_resolve, reject) => {
    done.catch((error: unknown) => {
      failure = { error };
      reject(error);
    });
  });
  failed.catch(() => undefined);
  const line = async (text: string) => {
    if (failure) throw failure.error;
    if (!gzip.write(`${text}\n`)) await Promise.race([new Promise<void>((resolve) => gzip.once('drain', resolve)), failed]);
  };
  try {
    await write(line);
    gzip.end();
    await done;
    if (sealed) {
      const handle = await open(partial, 'a');
      await handle.write(sealed.getAuthTag());
      await handle.close();
    }
    await rename(partial, file);
  } catch (error: unknown) {
    gzip.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** Whether the file was sealed with a key. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(MAGIC.length), 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && buffer.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** The file's lines, decrypted and unzipped as they are read. A sealed file's tag is checked when its end is reached. */
export async function* readBackupLines(file: string, key: string | null): AsyncGenerator<string> {
  const sealed = await isEncrypted(file);
  const source = await plainStream(file, key);
  const unzipped = createGunzip();
  source.on('error', (error) => unzipped.destroy(error));
  const lines = createInterface({ input: source.pipe(unzipped), crlfDelay: Infinity });
  try {
    for await (const line of lines) if (line !== '') yield line;
  } catch (error: unknown) {
    // A wrong key gives bytes that do not unzip, before the tag at the end could say so.
    if (sealed && !(error instanceof BackupKeyError))
      throw new BackupKeyError(`the backup cannot be decrypted with this BACKUP_KEY, or it was changed (${String(error)})`);
    throw error;
  }
}

async function plainStream(file: string, key: string | null): Promise<Readable> {
  if (!(await isEncrypted(file))) return createReadStream(file);
  if (key === null) throw new BackupKeyError('the backup is encrypted: set BACKUP_KEY to the key it was taken with');
  const handle = await open(file, 'r');
  let size: number;
  let head: Buffer;
  let tag: Buffer;
  try {
    size = (await handle.stat()).size;
    head = (await handle.read(Buffer.alloc(MAGIC.length + SALT_BYTES + IV_BYTES), 0, MAGIC.length + SALT_BYTES + IV_BYTES, 0)).buffer;
    tag = (await handle.read(Buffer.alloc(TAG_BYTES), 0, TAG_BYTES, size - TAG_BYTES)).buffer;
  } finally {
    await handle.close();
  }
  const salt = head.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = head.subarray(MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(key, salt), iv);
  decipher.setAuthTag(tag);
  const out = new PassThrough();
  const body = createReadStream(file, { start: head.length, end: size - TAG_BYTES - 1 });
  pipeline(body, decipher, out).catch((error: unknown) => {
    out.destroy(new BackupKeyError(`the backup cannot be decrypted with this BACKUP_KEY, or it was changed (${String(error)})`));
  });
  return out;
}

export class BackupKeyError extends Error {}

/** The SHA-256 of the whole file, as listed beside it. */
export async function fileChecksum(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

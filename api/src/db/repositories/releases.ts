// Releases of the remotes, their stored files, which one of each remote is live (and which a canary), and
// the browsers' reports of a release that failed to load.
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { federationFailures, releaseFiles, releases, remotePointers } from '../schema';

export type ReleaseRow = typeof releases.$inferSelect;
export type PointerRow = typeof remotePointers.$inferSelect;

export interface ReleaseFile {
  path: string;
  bytes: Uint8Array;
}

export type NewRelease = Omit<typeof releases.$inferInsert, 'createdAt'>;

/** Rows per insert: a build has a few hundred files, and each row is three parameters. */
const FILES_PER_INSERT = 200;

// Bytes travel as base64 text, turned into bytea by the database: PGlite took ~2.5 s to take (and as long
// to give back) 3 MB as a bytea parameter, against 0.4 s as base64 text.
const asBytea = (bytes: Uint8Array) => sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;
const bytesAsBase64 = sql<string>`encode(${releaseFiles.bytes}, 'base64')`;

/** In an update of the pointer making `id` live: the release live until now, unless it is `id` itself. */
const previousLiveAfter = (id: string) =>
  sql`case when ${remotePointers.liveReleaseId} <> ${id} then ${remotePointers.liveReleaseId} else ${remotePointers.previousLiveReleaseId} end`;

export function createReleasesRepository(db: Database) {
  return {
    /** Stores the release with its files; false (nothing written) when a release with its id exists. */
    async create(release: NewRelease, files: ReleaseFile[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(releases).values(release).onConflictDoNothing().returning({ id: releases.id });
        if (inserted.length === 0) return false;
        for (let start = 0; start < files.length; start += FILES_PER_INSERT) {
          const batch = files.slice(start, start + FILES_PER_INSERT);
          await tx.insert(releaseFiles).values(batch.map((file) => ({ releaseId: release.id, path: file.path, bytes: asBytea(file.bytes) })));
        }
        return true;
      });
    },

    async find(id: string): Promise<ReleaseRow | null> {
      const [row] = await db.select().from(releases).where(eq(releases.id, id));
      return row ?? null;
    },

    /** A release of `remote` hosted elsewhere, by its manifest URL (the newest if registered more than once). */
    async findHosted(remote: string, manifestUrl: string): Promise<ReleaseRow | null> {
      const [row] = await db
        .select()
        .from(releases)
        .where(and(eq(releases.remote, remote), eq(releases.manifestUrl, manifestUrl)))
        .orderBy(desc(releases.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The newest `perRemote` releases of each remote, newest first (metadata only, never the files). */
    async listRecent(perRemote: number): Promise<ReleaseRow[]> {
      const ranked = db
        .select({
          id: releases.id,
          rank: sql<number>`row_number() over (partition by ${releases.remote} order by ${releases.createdAt} desc, ${releases.id} desc)`.as('rank'),
        })
        .from(releases)
        .as('ranked');
      const recent = db
        .select({ id: ranked.id })
        .from(ranked)
        .where(sql`${ranked.rank} <= ${perRemote}`);
      return db.select().from(releases).where(inArray(releases.id, recent)).orderBy(desc(releases.createdAt), desc(releases.id));
    },

    /** Some files of a release, by path (those that exist). */
    async findFiles(releaseId: string, paths: string[]): Promise<ReleaseFile[]> {
      if (paths.length === 0) return [];
      const rows = await db
        .select({ path: releaseFiles.path, base64: bytesAsBase64 })
        .from(releaseFiles)
        .where(and(eq(releaseFiles.releaseId, releaseId), inArray(releaseFiles.path, paths)));
      return rows.map((row) => ({ path: row.path, bytes: Buffer.from(row.base64, 'base64') }));
    },

    /** Each remote's pointer with the live and canary releases' rows. */
    async pointers(): Promise<{ pointer: PointerRow; live: ReleaseRow; canary: ReleaseRow | null }[]> {
      const pointers = await db.select().from(remotePointers);
      const ids = pointers.flatMap((pointer) => [pointer.liveReleaseId, ...(pointer.canaryReleaseId ? [pointer.canaryReleaseId] : [])]);
      const rows = ids.length > 0 ? await db.select().from(releases).where(inArray(releases.id, ids)) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return pointers.flatMap((pointer) => {
        const live = byId.get(pointer.liveReleaseId);
        if (!live) return [];
        return [{ pointer, live, canary: pointer.canaryReleaseId ? (byId.get(pointer.canaryReleaseId) ?? null) : null }];
      });
    },

    /** Makes `id` live for everyone (ending any canary); `followsBuildFolder` only for a start's own import. */
    async setLive(remote: string, id: string, followsBuildFolder = false): Promise<void> {
      const changes = { liveReleaseId: id, promotedAt: new Date(), canaryReleaseId: null, canaryShare: null, canaryPromotedAt: null, followsBuildFolder };
      await db
        .insert(remotePointers)
        .values({ remote, ...changes })
        .onConflictDoUpdate({ target: remotePointers.remote, set: { ...changes, previousLiveReleaseId: previousLiveAfter(id) } });
    },

    /** Makes `id` the canary for `share` percent of visitors; false when the remote has no live release yet. */
    async setCanary(remote: string, id: string, share: number): Promise<boolean> {
      const rows = await db
        .update(remotePointers)
        .set({ canaryReleaseId: id, canaryShare: share, canaryPromotedAt: new Date(), followsBuildFolder: false })
        .where(eq(remotePointers.remote, remote))
        .returning({ remote: remotePointers.remote });
      return rows.length > 0;
    },

    /**
     * A start found a build in the remote's folder: it goes live when the remote has no live release yet,
     * or when the live one came from that folder too (staff never promoted anything since). True when it did.
     */
    async adoptBuildFolder(remote: string, id: string): Promise<boolean> {
      const rows = await db
        .insert(remotePointers)
        .values({ remote, liveReleaseId: id, followsBuildFolder: true })
        .onConflictDoUpdate({
          target: remotePointers.remote,
          set: {
            liveReleaseId: id,
            promotedAt: new Date(),
            canaryReleaseId: null,
            canaryShare: null,
            canaryPromotedAt: null,
            previousLiveReleaseId: previousLiveAfter(id),
          },
          setWhere: and(eq(remotePointers.followsBuildFolder, true), sql`${remotePointers.liveReleaseId} <> ${id}`),
        })
        .returning({ remote: remotePointers.remote });
      return rows.length > 0;
    },

    async recordFailure(remote: string, releaseId: string | null): Promise<void> {
      await db.insert(federationFailures).values({ remote, releaseId });
    },

    /** Reported failures per release since `since`. */
    async failuresSince(since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ releaseId: federationFailures.releaseId, failures: count() })
        .from(federationFailures)
        .where(gte(federationFailures.createdAt, since))
        .groupBy(federationFailures.releaseId);
      return new Map(rows.flatMap((row) => (row.releaseId ? [[row.releaseId, row.failures] as const] : [])));
    },

    async deleteFailuresBefore(before: Date): Promise<void> {
      await db.delete(federationFailures).where(lt(federationFailures.createdAt, before));
    },
  };
}

export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;

// Registering, promoting and listing releases (the work behind /api/releases). A candidate is checked in a
// worker before it is stored (release-check.ts); a refused one leaves nothing behind and the live release
// keeps serving. A promotion writes the pointer and reads it back at once here; every other process
// reads it within its next poll.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CanaryRelease, LiveRelease, Release, RemoteName, RemoteReleases } from '@site/shared/contracts/release';
import { releaseMessages } from '@site/shared/release-messages';
import type { ReleaseFile, ReleaseRow, ReleasesRepository } from '../db/repositories/releases';
import { HttpError } from '../lib/http-error';
import { BuildProblem, missingFile, readBuildArchive, readManifest, releaseIdOf, totalBytes } from './build-files';
import { fetchHostedText, HostedFetchRefused, type HostedFetchPolicy } from './hosted-fetch';
import { ReleaseCheckUnavailable, runReleaseCheck } from './release-check';
import type { ReleasePointers } from './release-pointers';
import { manifestUrlOf, releaseFilesPrefix, REMOTES } from './remotes';

/** How long a candidate may take to load and render its pages in the check. */
export const CHECK_TIMEOUT_MS = 30_000;
const DAY_MS = 24 * 3600_000;
/** Earlier releases listed per remote (the newest; older ones stay stored and can still be promoted by id). */
export const RELEASE_HISTORY_LIMIT = 20;

export interface ReleaseOptions {
  gitCommit: string | null;
  /** false: stored, not made live. */
  promote: boolean;
  /** 100: live; less: a canary for that percent of visitors. */
  share: number;
}

export interface ReleaseServiceDeps {
  app: FastifyInstance;
  repo: ReleasesRepository;
  pointers: ReleasePointers;
  /** The folder with shell/dist (the running shell the check renders with); null: the API runs alone. */
  siteDir: string | null;
  checkTimeoutMs?: number;
  /** Where a build hosted elsewhere may be fetched from (RELEASE_HOSTS). */
  hosted: HostedFetchPolicy;
}

/** A refusal with its status and reasons (the envelope's data). */
export class ReleaseRefused extends HttpError {
  constructor(status: 400 | 404 | 409 | 422 | 503, message: string, reasons: string[] = [message], id?: string) {
    super(status, message, { reasons, ...(id ? { id } : {}) });
  }
}

export function createReleaseService(deps: ReleaseServiceDeps) {
  const { repo, pointers } = deps;
  // One check at a time: each renders pages in a worker, and the machine serves visitors meanwhile.
  let checking: Promise<unknown> = Promise.resolve();

  const check = (remote: RemoteName, manifestUrl: string, candidate: { prefix: string; files: ReleaseFile[] } | null, origin: string) => {
    const run = checking.then(async () => {
      if (!deps.siteDir) throw new ReleaseRefused(503, releaseMessages.checkUnavailable);
      try {
        return await runReleaseCheck({
          app: deps.app,
          siteDir: deps.siteDir,
          remotes: { ...pointers.choose(null).remotes, [remote]: manifestUrl },
          remote,
          candidate,
          origin,
          timeoutMs: deps.checkTimeoutMs ?? CHECK_TIMEOUT_MS,
        });
      } catch (error: unknown) {
        if (error instanceof ReleaseCheckUnavailable) throw new ReleaseRefused(503, releaseMessages.checkUnavailable);
        throw error;
      }
    });
    checking = run.catch(() => undefined);
    return run;
  };

  const refuseIfKnown = async (id: string) => {
    if (await repo.find(id)) throw new ReleaseRefused(409, releaseMessages.exists(id), [releaseMessages.exists(id)], id);
  };

  const refuseIfProblems = (problems: string[], id: string) => {
    if (problems.length > 0) throw new ReleaseRefused(422, releaseMessages.refused, problems, id);
  };

  async function goLive(remote: RemoteName, id: string, share: number): Promise<string> {
    if (share >= 100) {
      await repo.setLive(remote, id);
      await pointers.refresh();
      return releaseMessages.promoted(id);
    }
    if (pointers.liveId(remote) === id) throw new ReleaseRefused(409, releaseMessages.alreadyLive(id));
    if (!(await repo.setCanary(remote, id, share))) throw new ReleaseRefused(409, releaseMessages.noLive);
    await pointers.refresh();
    return releaseMessages.canary(id, share);
  }

  const stored = async (id: string, options: ReleaseOptions, remote: RemoteName) => {
    const message = options.promote ? await goLive(remote, id, options.share) : releaseMessages.registered(id);
    const row = await repo.find(id);
    return { release: toRelease(row!, new Map()), message };
  };

  return {
    /** An uploaded build folder (.tar.gz): read, checked, stored, and made live unless asked not to. */
    async registerUpload(remote: RemoteName, archive: Buffer, options: ReleaseOptions, origin: string): Promise<{ release: Release; message: string }> {
      let files: ReleaseFile[];
      try {
        files = await readBuildArchive(archive);
      } catch (error: unknown) {
        if (error instanceof BuildProblem) throw new ReleaseRefused(400, releaseMessages.badArchive(error.message));
        throw error;
      }
      const missing = missingFile(files);
      if (missing) throw new ReleaseRefused(400, releaseMessages.missingFile(missing));
      const manifest = readBuildManifest(files);
      if (manifest.name !== remote) throw new ReleaseRefused(422, releaseMessages.wrongRemote(manifest.name, remote));
      const id = releaseIdOf(remote, files);
      await refuseIfKnown(id);
      const prefix = releaseFilesPrefix(remote, id);
      refuseIfProblems(await check(remote, `${prefix}mf-manifest.json`, { prefix, files }, origin), id);
      await repo.create(
        { id, remote, origin: 'upload', manifestUrl: null, gitCommit: options.gitCommit, shared: manifest.shared, sizeBytes: totalBytes(files) },
        files,
      );
      return stored(id, options, remote);
    },

    /** A build hosted elsewhere, by its manifest's URL: its server container must be beside it. */
    async registerHosted(remote: RemoteName, manifestUrl: string, options: ReleaseOptions, origin: string): Promise<{ release: Release; message: string }> {
      const fetchText = async (url: string) =>
        fetchHostedText(url, deps.hosted).catch((error: unknown) => {
          if (!(error instanceof HostedFetchRefused)) throw error;
          deps.app.log.info({ detail: error.detail }, 'hosted release refused');
          throw new ReleaseRefused(400, error.message);
        });
      const manifestText = await fetchText(manifestUrl);
      const entryText = await fetchText(new URL('server/remoteEntry.js', manifestUrl).href);
      let manifest: ReturnType<typeof readManifest>;
      try {
        manifest = readManifest(manifestText);
      } catch (error: unknown) {
        if (error instanceof BuildProblem) throw new ReleaseRefused(400, releaseMessages.manifestUnreadable(error.message));
        throw error;
      }
      if (manifest.name !== remote) throw new ReleaseRefused(422, releaseMessages.wrongRemote(manifest.name, remote));
      const id = createHash('sha256').update(`${remote}\0${manifestUrl}\0`).update(manifestText).update('\0').update(entryText).digest('hex').slice(0, 12);
      await refuseIfKnown(id);
      refuseIfProblems(await check(remote, manifestUrl, null, origin), id);
      await repo.create({ id, remote, origin: 'url', manifestUrl, gitCommit: options.gitCommit, shared: manifest.shared, sizeBytes: 0 }, []);
      return stored(id, options, remote);
    },

    /** Makes a stored release live (share 100) or a canary; rolling back is promoting an earlier id. */
    async promote(remote: RemoteName, id: string, share: number): Promise<{ release: Release; message: string }> {
      const row = await repo.find(id);
      if (!row || row.remote !== remote) throw new ReleaseRefused(404, releaseMessages.notFound);
      return stored(id, { gitCommit: null, promote: true, share }, remote);
    },

    /** Every remote with its live release, canary and the others, newest first. */
    async list(): Promise<RemoteReleases[]> {
      await pointers.refresh();
      // The live and the canary release come with the pointers, whatever their age.
      const [rows, pointed, failures] = await Promise.all([
        repo.listRecent(RELEASE_HISTORY_LIMIT + 2),
        repo.pointers(),
        repo.failuresSince(new Date(Date.now() - DAY_MS)),
      ]);
      return REMOTES.map(({ name }) => {
        const pointer = pointed.find((candidate) => candidate.pointer.remote === name);
        const live: LiveRelease | null = pointer ? { ...toRelease(pointer.live, failures), promotedAt: pointer.pointer.promotedAt.toISOString() } : null;
        const canary: CanaryRelease | null =
          pointer?.canary && pointer.pointer.canaryShare && pointer.pointer.canaryPromotedAt
            ? { ...toRelease(pointer.canary, failures), share: pointer.pointer.canaryShare, promotedAt: pointer.pointer.canaryPromotedAt.toISOString() }
            : null;
        const history = rows
          .filter((row) => row.remote === name && row.id !== live?.id && row.id !== canary?.id)
          .slice(0, RELEASE_HISTORY_LIMIT)
          .map((row) => toRelease(row, failures));
        const previousLiveId = pointer?.pointer.previousLiveReleaseId ?? null;
        return { remote: name, live, canary, history, previousLiveId, manifestUrl: pointers.choose(null).remotes[name]! };
      });
    },
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;

function toRelease(row: ReleaseRow, failures: Map<string, number>): Release {
  return {
    id: row.id,
    remote: row.remote as RemoteName,
    origin: row.origin as Release['origin'],
    manifestUrl: manifestUrlOf(row),
    gitCommit: row.gitCommit,
    shared: row.shared,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    failures24h: failures.get(row.id) ?? 0,
  };
}

function readBuildManifest(files: ReleaseFile[]): ReturnType<typeof readManifest> {
  const file = files.find((candidate) => candidate.path === 'mf-manifest.json')!;
  try {
    return readManifest(Buffer.from(file.bytes).toString('utf8'));
  } catch (error: unknown) {
    if (error instanceof BuildProblem) throw new ReleaseRefused(400, releaseMessages.manifestUnreadable(error.message));
    throw error;
  }
}

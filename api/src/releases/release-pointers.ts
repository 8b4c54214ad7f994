// This process's view of which release of each remote visitors get (remote_pointers): read at start and
// again every second or so, and at once after a promotion made here, so a promotion made by any process
// reaches every process on the same database within a few seconds. A remote with no release yet is served
// from its REMOTE_*_URL, as before releases existed; so is one set to a URL elsewhere whose only live
// release is the build folder imported at a start.
import type { RemoteSet } from '@site/shared/server-render';
import type { RemoteName } from '@site/shared/contracts/release';
import type { RemoteUrls } from '../config';
import type { ReleasesRepository } from '../db/repositories/releases';
import { safeErrorLog } from '../lib/safe-error-log';
import { manifestUrlOf, REMOTES, servedFromBuildFolder } from './remotes';

interface Pointed {
  id: string;
  manifestUrl: string;
}

interface RemotePointer {
  live: Pointed;
  canary: (Pointed & { share: number }) | null;
}

/** The remotes a page is rendered with and names, and the release of each (null: REMOTE_*_URL). */
export interface RemoteChoice {
  remotes: RemoteSet;
  releaseIds: Record<string, string | null>;
}

export interface PointerLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

export class ReleasePointers {
  private pointers = new Map<RemoteName, RemotePointer>();
  private readonly listeners: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private seen = '';
  private reading: Promise<void> | null = null;
  private nextRead: Promise<void> | null = null;

  constructor(
    private readonly repo: ReleasesRepository,
    private readonly configured: RemoteUrls,
    private readonly log: PointerLog,
  ) {}

  start(intervalMs: number): void {
    // A poll while a read is under way has nothing to add: that read started after anything it could see.
    this.timer = setInterval(() => void (this.reading ?? this.refresh()).catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Called after the pointers changed (here or in another process). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * Reads the pointers again, one read at a time. A read already under way may have begun before the
   * caller's change (a poll, as a promotion commits), so the caller gets the next read, begun once that one
   * ends; callers arriving meanwhile share it.
   */
  refresh(): Promise<void> {
    if (!this.reading) {
      this.reading = this.read().finally(() => (this.reading = null));
      return this.reading;
    }
    this.nextRead ??= this.reading
      .catch(() => undefined)
      .then(() => {
        this.nextRead = null;
        return this.refresh();
      });
    return this.nextRead;
  }

  private async read(): Promise<void> {
    let rows: Awaited<ReturnType<ReleasesRepository['pointers']>>;
    try {
      rows = await this.repo.pointers();
    } catch (error: unknown) {
      // Keep serving what was live; the next poll tries again.
      this.log.warn({ error: safeErrorLog(error) }, 'release pointers could not be read');
      throw error;
    }
    const next = new Map<RemoteName, RemotePointer>();
    const fromBuildFolder = servedFromBuildFolder(this.configured);
    for (const { pointer, live, canary } of rows) {
      // Release 1 came from the build folder, and this process is told to load the remote from elsewhere
      // (REMOTE_*_URL): the setting wins until staff promote a release of that remote themselves.
      if (pointer.followsBuildFolder && !fromBuildFolder.includes(pointer.remote as RemoteName)) continue;
      next.set(pointer.remote as RemoteName, {
        live: { id: live.id, manifestUrl: manifestUrlOf(live) },
        canary: canary && pointer.canaryShare ? { id: canary.id, manifestUrl: manifestUrlOf(canary), share: pointer.canaryShare } : null,
      });
    }
    const seen = JSON.stringify([...next.entries()].sort());
    if (seen === this.seen) return;
    const first = this.seen === '';
    this.seen = seen;
    this.pointers = next;
    if (!first) this.log.info({ releases: Object.fromEntries(next) }, 'release pointers changed');
    for (const listener of this.listeners) listener();
  }

  /** The remotes for a visitor in `bucket` (0–99; null: not assigned, who get the live releases). */
  choose(bucket: number | null): RemoteChoice {
    const remotes: RemoteSet = {};
    const releaseIds: Record<string, string | null> = {};
    for (const { name } of REMOTES) {
      const pointer = this.pointers.get(name);
      const pointed = pointer?.canary && bucket !== null && bucket < pointer.canary.share ? pointer.canary : pointer?.live;
      remotes[name] = pointed?.manifestUrl ?? this.configured[name];
      releaseIds[name] = pointed?.id ?? null;
    }
    return { remotes, releaseIds };
  }

  /** Every set of remotes a visitor may get now: the live one, and the one with every canary. */
  sets(): RemoteSet[] {
    return this.canaryActive() ? [this.choose(null).remotes, this.choose(0).remotes] : [this.choose(null).remotes];
  }

  canaryActive(): boolean {
    return [...this.pointers.values()].some((pointer) => pointer.canary !== null);
  }

  /** The live release's id of `remote`, or null while it is served from REMOTE_*_URL. */
  liveId(remote: RemoteName): string | null {
    return this.pointers.get(remote)?.live.id ?? null;
  }

  /** The origins of every absolute manifest URL visitors may be given (for the Content-Security-Policy). */
  origins(): string[] {
    const urls = [...Object.values(this.configured), ...this.sets().flatMap((set) => Object.values(set))];
    return [...new Set(urls.filter((url) => /^https?:\/\//i.test(url)).map((url) => new URL(url).origin))].sort();
  }
}

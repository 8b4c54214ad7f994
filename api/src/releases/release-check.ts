// Runs the shell's release check (shell/src/server/release-check.ts) on a candidate build in a process of its
// own, started for this check and ended after it (remote-code-process.ts): its own federation runtime and
// globals, none of this server's secrets, so a candidate that throws, hangs, exits or reads what it should not
// never touches the pages this process serves or its data. It asks this process for what it fetches (API
// reads, the live releases' files); the candidate's own files come with the check, as they are not stored
// until it passed. A check that does not finish in time is stopped and refuses the build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteSet } from '@site/shared/server-render';
import type { ReleaseFile } from '../db/repositories/releases';
import { CallTimedOut, ProcessStopped, RemoteCodeProcess } from '../remote-code/remote-code-process';

/** A candidate that allocates without end is stopped, not the server. */
const MAX_MEMORY_MB = 512;

export interface ReleaseCheckRequest {
  app: FastifyInstance;
  siteDir: string;
  /** The live set with the candidate's manifest URL for `remote`. */
  remotes: RemoteSet;
  remote: string;
  /** An uploaded candidate's files and the URL prefix they stand at; none for a build hosted elsewhere. */
  candidate: { prefix: string; files: ReleaseFile[] } | null;
  origin: string;
  timeoutMs: number;
}

export class ReleaseCheckUnavailable extends Error {}

/** The reasons the candidate may not go live; an empty list when it passed. */
export async function runReleaseCheck(request: ReleaseCheckRequest): Promise<string[]> {
  const rendererFile = path.join(request.siteDir, 'shell', 'dist', 'server', 'index.js');
  if (!existsSync(rendererFile)) throw new ReleaseCheckUnavailable(rendererFile);
  // What the candidate logs is not the server's log.
  const child = new RemoteCodeProcess({ rendererFile, app: request.app, log: request.app.log.child({}, { level: 'silent' }), maxMemoryMb: MAX_MEMORY_MB });
  const { candidate } = request;
  try {
    return await child.call<string[]>(
      'check',
      {
        remotes: request.remotes,
        remote: request.remote,
        origin: request.origin,
        files: candidate && { prefix: candidate.prefix, entries: candidate.files.map((file) => [file.path, file.bytes]) },
      },
      request.timeoutMs,
    );
  } catch (error: unknown) {
    if (error instanceof CallTimedOut) {
      return [`Проверката не завърши за ${request.timeoutMs / 1000} s: сборката зарежда или изобразява страниците си твърде бавно (или никога)`];
    }
    if (error instanceof ProcessStopped) return [`Проверката спря (код ${error.code}) преди да завърши`];
    return [`Проверката спря с грешка: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    child.stop();
  }
}

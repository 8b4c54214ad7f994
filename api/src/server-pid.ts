// The running server's process id, in its data folder: a command that opens the embedded database
// (which one process at a time may hold) checks it first.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const fileIn = (dataDir: string) => path.join(dataDir, 'server.pid');

export function writeServerPid(dataDir: string): () => void {
  const file = fileIn(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The pid of a live server on this data folder, or null (none, or one that ended without cleaning up). */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(fileIn(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

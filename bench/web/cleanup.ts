// Everything the benchmark leaves behind (child processes, one temporary folder) is registered here and
// removed on the way out: after a normal run, after a failure, and on Ctrl-C or SIGTERM.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const GRACE_MS = 5_000;

/** Each live child, and whether its whole process group is ours to end. */
const children = new Map<ChildProcess, boolean>();
let workDir: string | null = null;

/** One temporary folder per run; servers' data, the baseline build and Lighthouse reports go below it. */
export function benchTempDir(): string {
  workDir ??= mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  return workDir;
}

/**
 * Tracks a child until it exits. `group`: the child was spawned `detached` and its process group is ours
 * (npm exec → lighthouse); it is asked to stop with SIGINT, on which Lighthouse also closes its Chromium
 * (which runs in a group of its own).
 */
export function trackChild(child: ChildProcess, group = false): void {
  children.set(child, group);
  child.once('exit', () => children.delete(child));
}

function signal(child: ChildProcess, group: boolean, name: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (group) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // already gone
  }
}

/** Asks the child to stop (SIGINT for a group, SIGTERM otherwise) and kills it if it has not within the grace time. */
export async function stopChild(child: ChildProcess, group = children.get(child) ?? false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signal(child, group, group ? 'SIGINT' : 'SIGTERM');
  const timer = setTimeout(() => signal(child, group, 'SIGKILL'), GRACE_MS);
  await exited;
  clearTimeout(timer);
}

function removeWorkDir(): void {
  if (workDir) rmSync(workDir, { recursive: true, force: true, maxRetries: 5 });
  workDir = null;
}

export async function cleanUp(): Promise<void> {
  await Promise.all([...children].map(([child, group]) => stopChild(child, group)));
  removeWorkDir();
}

/** The last resort, synchronous so that it also runs from the 'exit' event. */
function cleanUpNow(): void {
  for (const [child, group] of children) signal(child, group, 'SIGKILL');
  removeWorkDir();
}

export function cleanUpOnExit(): void {
  process.once('exit', cleanUpNow);
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.once(name, () => {
      process.stderr.write(`\n${name}: stopping the servers and removing ${workDir ?? 'nothing'}\n`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

// V8 collects its old generation when it runs short of room, not when a server goes quiet: after a busy minute
// the garbage of that minute stays resident for as long as the server stays idle (115 MB of heap in use after the
// benchmark's pages and sign-ups, 47 MB of it alive; the server 425 MB resident instead of 289, docs/performance.md).
// So once the server has been quiet for a while after work, it asks for full collections. The `gc` function
// is taken as jest's leak detector takes it: the flag set at run time, the function from a fresh context, so
// nothing else in the process sees a global `gc`. Then glibc is asked to give back the pages native code freed
// (lib/native-heap.ts): the server 310 → 239 MB resident after the same load.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loopUseSinceLastRead } from './loop-use';
import { releaseFreeNativeMemory } from './native-heap';

export interface IdleCollectionOptions {
  /** How often the event loop's use is looked at. */
  checkEveryMs?: number;
  /** Quiet checks in a row (each under `quietBelow` of the loop's time) before collecting. */
  quietChecks?: number;
  quietBelow?: number;
  /** Only when the heap in use grew at least this much since the last collection: an idle server is left alone. */
  minGrowthBytes?: number;
}

let collect: (() => void) | null = null;

function fullCollection(): () => void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  return collect;
}

/** The heap the collector watches and collects: this process's, or a test's stand-in (V8 collects on its own too). */
export interface WatchedHeap {
  used(): number;
  collect(): void;
  /** Gives the system back the native memory freed; true when there was some. */
  giveBack(): boolean;
}

export const processHeap: WatchedHeap = {
  used: () => process.memoryUsage().heapUsed,
  collect: () => fullCollection()(),
  giveBack: releaseFreeNativeMemory,
};

/**
 * Starts looking; `stop` ends it. Each collection is reported to `collected` with the heap in use before and after,
 * and whether native memory was given back.
 */
export function collectWhenIdle(
  { checkEveryMs = 5_000, quietChecks = 2, quietBelow = 0.05, minGrowthBytes = 16 * 1024 * 1024 }: IdleCollectionOptions = {},
  collected: (usedBefore: number, usedAfter: number, nativeGivenBack: boolean) => void = () => {},
  heap: WatchedHeap = processHeap,
): { stop(): void } {
  const loopUse = loopUseSinceLastRead();
  let quiet = 0;
  let usedAfterLast = heap.used();
  const timer = setInterval(() => {
    quiet = loopUse() < quietBelow ? quiet + 1 : 0;
    const used = heap.used();
    if (quiet < quietChecks || used - usedAfterLast < minGrowthBytes) return;
    // Twice: the second gives back the pages the first emptied (the server idle after the benchmark's load: 367 MB
    // resident after one, 312 MB after two).
    heap.collect();
    heap.collect();
    // After the collections: the Buffers they freed were native memory too.
    const gaveBack = heap.giveBack();
    usedAfterLast = heap.used();
    quiet = 0;
    collected(used, usedAfterLast, gaveBack);
  }, checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

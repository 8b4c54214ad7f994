import { collectWhenIdle } from './idle-collection';

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Leaves about `megabytes` of garbage in the old generation (large objects go there at once). */
function leaveGarbage(megabytes: number): void {
  let kept: unknown[] = [];
  for (let i = 0; i < megabytes; i += 1) kept.push(new Array(MB / 8).fill(i));
  kept = [];
  void kept;
}

it('collects the garbage a busy time left once the process has been quiet, and leaves a quiet process alone', async () => {
  const collections: { before: number; after: number }[] = [];
  const collector = collectWhenIdle({ checkEveryMs: 50, quietChecks: 2, minGrowthBytes: 16 * MB }, (before, after) => collections.push({ before, after }));
  try {
    await sleep(300);
    // Nothing grew: no collection.
    expect(collections).toEqual([]);

    leaveGarbage(64);
    const before = process.memoryUsage().heapUsed;
    await sleep(300);
    expect(collections).toHaveLength(1);
    expect(process.memoryUsage().heapUsed).toBeLessThan(before - 32 * MB);
    expect(collections[0]!.before - collections[0]!.after).toBeGreaterThan(32 * MB);

    await sleep(300);
    expect(collections).toHaveLength(1);
  } finally {
    collector.stop();
  }
});

it('waits while the event loop is busy', async () => {
  const collections: number[] = [];
  const collector = collectWhenIdle({ checkEveryMs: 50, quietChecks: 2, minGrowthBytes: 16 * MB }, (before) => collections.push(before));
  try {
    leaveGarbage(32);
    const busyUntil = Date.now() + 300;
    // Busy: most of each 50 ms spent working, with turns for the timer.
    while (Date.now() < busyUntil) {
      const end = Date.now() + 40;
      while (Date.now() < end);
      await new Promise(setImmediate);
    }
    expect(collections).toEqual([]);
    await sleep(300);
    expect(collections).toHaveLength(1);
  } finally {
    collector.stop();
  }
});

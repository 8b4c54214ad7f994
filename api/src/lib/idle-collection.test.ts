import { collectWhenIdle, processHeap, type WatchedHeap } from './idle-collection';

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A heap the test grows by hand and whose collections it counts. The process's own heap would not do for when
 * the collector acts: V8 collects on its own whenever allocation pressure says so, in a worker shared with other
 * test files, so garbage left by a test may be gone, or not, by the time the collector looks.
 */
function heapGrownByHand(startBytes: number) {
  const heap = { usedBytes: startBytes, collections: 0, givenBack: 0 };
  const watched: WatchedHeap = {
    used: () => heap.usedBytes,
    collect: () => {
      heap.collections += 1;
      heap.usedBytes = startBytes;
    },
    giveBack: () => {
      heap.givenBack += 1;
      return true;
    },
  };
  return { heap, watched };
}

const options = { checkEveryMs: 50, quietChecks: 2, minGrowthBytes: 16 * MB };

it('collects once the process has been quiet after its heap grew, and leaves a quiet process alone', async () => {
  const collections: { before: number; after: number; nativeGivenBack: boolean }[] = [];
  const { heap, watched } = heapGrownByHand(100 * MB);
  const collector = collectWhenIdle(options, (before, after, nativeGivenBack) => collections.push({ before, after, nativeGivenBack }), watched);
  try {
    await sleep(300);
    // Quiet, nothing grew: no collection.
    expect(collections).toEqual([]);

    heap.usedBytes += 64 * MB;
    await sleep(300);
    // Two full collections in a row (the second gives back the pages the first emptied), then the native memory
    // freed given back, reported once.
    expect(heap.collections).toBe(2);
    expect(heap.givenBack).toBe(1);
    expect(collections).toEqual([{ before: 164 * MB, after: 100 * MB, nativeGivenBack: true }]);

    heap.usedBytes += 8 * MB;
    await sleep(300);
    // Grown by less than minGrowthBytes since: left alone.
    expect(heap.collections).toBe(2);
  } finally {
    collector.stop();
  }
});

it('waits while the event loop is busy', async () => {
  const collections: number[] = [];
  const { heap, watched } = heapGrownByHand(100 * MB);
  const collector = collectWhenIdle(options, (before) => collections.push(before), watched);
  try {
    heap.usedBytes += 32 * MB;
    const busyUntil = Date.now() + 300;
    // Busy: most of each 50 ms spent working, with turns for the timer.
    while (Date.now() < busyUntil) {
      const end = Date.now() + 40;
      while (Date.now() < end);
      await new Promise(setImmediate);
    }
    expect(collections).toEqual([]);
    await sleep(300);
    expect(collections).toEqual([132 * MB]);
  } finally {
    collector.stop();
  }
});

it("frees the process's garbage: a full collection, without a global gc", () => {
  // Arrays of 512 KB: V8 puts them in its large-object space at once. They stay reachable until the heap is read,
  // so nothing can have collected them before; then nothing holds them and the collection runs at once.
  const held: { garbage: number[][] } = { garbage: [] };
  for (let i = 0; i < 128; i += 1) held.garbage.push(new Array<number>(MB / 16).fill(i));
  const before = processHeap.used();
  held.garbage = [];
  processHeap.collect();
  expect(before - processHeap.used()).toBeGreaterThan(48 * MB);
  expect('gc' in globalThis).toBe(false);
});

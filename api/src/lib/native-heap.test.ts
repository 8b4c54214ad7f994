import { processHeap } from './idle-collection';
import { releaseFreeNativeMemory } from './native-heap';

const MB = 1024 * 1024;
/** The C library's malloc is glibc's (Debian, as the site runs): musl's and macOS's have no trim to ask for. */
const glibc = Boolean((process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);

(glibc ? it : it.skip)('gives the system back native memory that was freed between blocks still in use', () => {
  // 64 MB of Buffers of 64 KB (below glibc's threshold for mapping a block of its own, so they come from its heap),
  // then one more that stays: what the others leave free sits below it, where glibc never gives it back by itself.
  const held: { buffers: Buffer[] } = { buffers: [] };
  for (let i = 0; i < 1024; i += 1) held.buffers.push(Buffer.alloc(64 * 1024, i));
  const stays = Buffer.alloc(64 * 1024, 1);
  held.buffers = [];
  processHeap.collect();
  processHeap.collect();
  const before = process.memoryUsage().rss;

  expect(releaseFreeNativeMemory()).toBe(true);
  expect(before - process.memoryUsage().rss).toBeGreaterThan(32 * MB);
  expect(stays[0]).toBe(1);
});

(glibc ? it.skip : it)('does nothing, and says so, where the C library is not glibc', () => {
  expect(releaseFreeNativeMemory()).toBe(false);
});

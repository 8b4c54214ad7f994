import fs from 'node:fs';
import { processHeap } from './idle-collection';
import { releaseFreeNativeMemory } from './native-heap';

const MB = 1024 * 1024;
/** This process's resident memory, read as `ps` reads it. */
const residentBytes = () => Number(fs.readFileSync('/proc/self/statm', 'utf8').split(' ')[1]) * 4096;

it('gives the system back native memory that was freed between blocks still in use', () => {
  // 64 MB of Buffers of 64 KB (below glibc's threshold for mapping a block of its own, so they come from its heap),
  // then one more that stays: what the others leave free sits below it, where glibc never gives it back by itself.
  const held: { buffers: Buffer[] } = { buffers: [] };
  for (let i = 0; i < 1024; i += 1) held.buffers.push(Buffer.alloc(64 * 1024, i));
  const stays = Buffer.alloc(64 * 1024, 1);
  held.buffers = [];
  processHeap.collect();
  processHeap.collect();
  const before = residentBytes();

  expect(releaseFreeNativeMemory()).toBe(true);
  expect(before - residentBytes()).toBeGreaterThan(32 * MB);
  expect(stays[0]).toBe(1);
});

// glibc's malloc keeps what native code freed (zlib's streams, sharp, PGlite's file buffers, the memory behind
// Buffers) for the next allocation: it gives memory back on its own only from the top of its heap, and after a busy
// minute the free pages sit between blocks still in use. Idle after the benchmark's load the server kept 71 MB of
// them (310 → 239 MB resident after `malloc_trim(0)`, docs/performance.md "Memory"). Node has no call for it, so
// glibc's own function is called through koffi (an FFI with prebuilt binaries). Best effort: on a system without
// glibc (macOS, Alpine's musl) or without koffi's binary there is nothing to call, and nothing is done.
import type Koffi from 'koffi';

let trim: (() => boolean) | null | undefined;

function glibcTrim(): (() => boolean) | null {
  try {
    // Loaded on first use: the server starts without it, and a platform without koffi's binary still starts.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const koffi = require('koffi') as typeof Koffi;
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    // 1 when memory was given back, 0 when there was none to give.
    return () => mallocTrim(0) === 1;
  } catch {
    return null;
  }
}

/**
 * Gives the system back every whole page glibc's malloc holds free. False when nothing was given back or there is
 * no glibc to ask. Takes a few milliseconds on the server's idle heap: call it when the process is quiet.
 */
export function releaseFreeNativeMemory(): boolean {
  if (trim === undefined) trim = glibcTrim();
  return trim ? trim() : false;
}

// What the machine was like while it measured. The same build scored 99–100 on one machine of this
// project's kind and 79–90 on the next (docs/performance.md, "The machines"). Lighthouse starts a fresh
// Chromium for every run, and a fresh browser touches thousands of new memory pages (on that machine
// ~10,000 for the renderer of /courses, ~15,000 more for another renderer starting beside it), so what one
// page fault costs weighs on every figure; there it was ~12 µs. Printed beside the tables, it tells a
// change of machine from a change of the site.
import { cpus } from 'node:os';
import { median } from './median';

const PAGE_BYTES = 4096;
const PROBE_BYTES = 128 * 1024 * 1024;
const PROBES = 5;

/** Microseconds to touch one fresh page of memory (a page fault, the page zeroed), median of 5 probes. */
export function pageFaultMicroseconds(): number {
  const costs: number[] = [];
  for (let probe = 0; probe < PROBES; probe += 1) {
    const started = process.hrtime.bigint();
    // Outside V8's heap and never written before: each page is mapped on its first write.
    const memory = Buffer.allocUnsafeSlow(PROBE_BYTES);
    for (let offset = 0; offset < PROBE_BYTES; offset += PAGE_BYTES) memory[offset] = 1;
    costs.push(Number(process.hrtime.bigint() - started) / 1000 / (PROBE_BYTES / PAGE_BYTES));
  }
  return median(costs);
}

export function machineLine(faultAtStart: number, faultAtEnd: number, benchmarkIndexes: number[]): string {
  const processors = cpus();
  const model = processors[0]?.model.trim() ?? 'unknown processor';
  const index = benchmarkIndexes.length
    ? `; Lighthouse's benchmarkIndex ${Math.round(median(benchmarkIndexes))} (median of ${benchmarkIndexes.length} runs, ` +
      `${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))})`
    : '';
  return (
    `Machine: ${processors.length} cores (${model}); a fresh memory page took ${faultAtStart.toFixed(1)} µs to touch ` +
    `at the start and ${faultAtEnd.toFixed(1)} µs at the end${index}. Compare these with the figures' machine in ` +
    'docs/performance.md before comparing scores.'
  );
}

// Records how long a test file spends getting ready (database, seed, app) for the timing reporter
// (scripts/jest/timing-reporter.js), one JSON line per phase in the file the global setup names.
import { appendFileSync } from 'node:fs';

export async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const file = process.env.API_TEST_PHASES_FILE;
    const testPath = expect.getState().testPath;
    if (file && testPath) appendFileSync(file, `${JSON.stringify({ file: testPath, phase, ms: Math.round(performance.now() - start) })}\n`);
  }
}

// Lighthouse 12.8.2 (the 13 line needs Node 22) in Debian's Chromium, fetched by `npm exec` into npm's
// cache rather than installed with the project: it is large, and CI never runs it. Each figure is the
// median of the runs, taken figure by figure.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { benchTempDir, stopChild, trackChild } from './cleanup';
import { median } from './median';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUN_TIMEOUT_MS = 240_000;

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group (npm exec, then lighthouse), stopped with SIGINT: Lighthouse then closes its Chromium.
    const child = spawn('npm', ['exec', '--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', ...args], {
      cwd: benchTempDir(),
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    trackChild(child, true);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void stopChild(child);
    }, RUN_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else if (timedOut) reject(new Error(`lighthouse ${args[0] ?? ''} took more than ${RUN_TIMEOUT_MS / 1000} s`));
      else reject(new Error(`lighthouse ${args[0] ?? ''} ended with ${signal ?? `code ${code}`}:\n${errors.trim()}`));
    });
  });
}

/** Fetches Lighthouse once before timing anything, so the first run does not include the download. */
export function prepareLighthouse(): Promise<void> {
  return run(['--version']);
}

let reports = 0;
const indexes: number[] = [];

/** Lighthouse's own measure of the machine's speed (`environment.benchmarkIndex`), one per run so far. */
export function benchmarkIndexes(): number[] {
  return [...indexes];
}

async function lighthouseOnce(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  const folder = path.join(benchTempDir(), 'lighthouse');
  mkdirSync(folder, { recursive: true });
  const output = path.join(folder, `report-${++reports}.json`);
  await run([
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--only-categories=performance',
    '--chrome-flags=--headless=new --no-sandbox',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ]);
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  if (report.environment?.benchmarkIndex !== undefined) indexes.push(report.environment.benchmarkIndex);
  const numeric = (audit: string) => {
    const value = report.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} has no ${audit}`);
    return value;
  };
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART) and asks to be run again. */
const ATTEMPTS = 3;

/** One Lighthouse run, taken again when Lighthouse loses its trace. */
export async function lighthouseRun(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, formFactor);
    } catch (error: unknown) {
      if (attempt >= ATTEMPTS) throw error;
      process.stderr.write(`  Lighthouse run failed (attempt ${attempt} of ${ATTEMPTS}), running it again: ${String(error).split('\n').at(-1)}\n`);
    }
  }
}

/** The median of each figure, taken figure by figure. */
export function medianFigures(results: LighthouseFigures[]): LighthouseFigures {
  return {
    score: median(results.map((result) => result.score)),
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
  };
}

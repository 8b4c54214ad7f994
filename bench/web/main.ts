// `npm run bench:web`: the web benchmark of issue 13. Builds the site (`npm run build`) and, as a
// baseline, the same pages without module federation; serves each with the real server; then prints,
// for each public route, the JavaScript transferred and the requests in sequence before the main
// content for both builds, and Lighthouse scores for the federated site (both with --baseline-lighthouse).
// Nothing here asserts a number: the figures go into docs/performance.md as measured.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildBaseline } from './baseline-build';
import { benchTempDir, cleanUp, cleanUpOnExit } from './cleanup';
import { benchmarkIndexes, lighthouseRun, medianFigures, prepareLighthouse, type LighthouseFigures } from './lighthouse';
import { machineLine, pageFaultMicroseconds } from './machine';
import { measureBundle } from './measure-bundle';
import { bundleTable, chains, lighthouseTable, picturesTable, type BundleRow, type LighthouseRow } from './report';
import { publicRoutes } from './routes';
import { repoRoot, startSite, type RunningSite } from './site';

const USAGE = `Usage: npm run bench:web -- [options]
  --routes=/,/courses     only these routes (default: every public route, slugs from the seed)
  --runs=N                page loads (bundle table) and Lighthouse runs per route, build and form
                          factor; the median is reported (default 3)
  --no-lighthouse         print only the bundle table
  --baseline-lighthouse   run Lighthouse on the baseline build too
  --pictures-ab           run Lighthouse on the federated site also seeded without pictures, and print
                          the two side by side (issue 16: do pictures make the scores worse?)
  --no-build              use the current build instead of running \`npm run build\` first
  --verbose               print each route's chain of requests in sequence`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'no-lighthouse': { type: 'boolean', default: false },
      'baseline-lighthouse': { type: 'boolean', default: false },
      'pictures-ab': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, got "${values.runs}"\n${USAGE}`);
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (routes?.some((route) => !route.startsWith('/'))) throw new Error(`--routes takes paths starting with /, got "${values.routes}"`);
  return { ...values, runs, routes };
}

const started = Date.now();
const elapsed = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
const progress = (text: string) => process.stderr.write(`[${elapsed(started).padStart(6)}] ${text}\n`);

function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('npm', ['run', 'build'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`npm run build failed:\n${stdout}${stderr}`));
      else resolve();
    });
  });
}

async function measureBundles(routes: string[], sites: Record<'federated' | 'baseline', RunningSite>, loads: number): Promise<BundleRow[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
  try {
    const rows: BundleRow[] = [];
    for (const route of routes) {
      progress(`bundle ${route}`);
      const federated = await measureBundle(browser, sites.federated.baseUrl + route, loads);
      const baseline = await measureBundle(browser, sites.baseline.baseUrl + route, loads);
      for (const url of [...federated.uncompressed, ...baseline.uncompressed]) progress(`warning: ${url} was sent uncompressed`);
      rows.push({ route, federated, baseline });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

// Runs one after the other (parallel runs on 2 cores would skew each other), interleaved: run i of every
// build before run i + 1 of any, in alternating order, so that the machine getting busier or quieter over
// the minutes a route takes weighs on all builds alike.
async function measureLighthouse(routes: string[], sites: RunningSite[], runs: number): Promise<LighthouseRow[]> {
  progress('fetching Lighthouse 12.8.2 into npm’s cache (once)');
  await prepareLighthouse();
  const rows: LighthouseRow[] = [];
  for (const route of routes) {
    const results = new Map(sites.map((site) => [site, { mobile: [] as LighthouseFigures[], desktop: [] as LighthouseFigures[] }]));
    for (let run = 0; run < runs; run += 1) {
      for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
        const figures = results.get(site)!;
        progress(`lighthouse ${route} ${site.label} run ${run + 1} of ${runs}`);
        figures.mobile.push(await lighthouseRun(site.baseUrl + route, 'mobile'));
        figures.desktop.push(await lighthouseRun(site.baseUrl + route, 'desktop'));
      }
    }
    for (const [site, figures] of results)
      rows.push({ route, build: site.label, mobile: medianFigures(figures.mobile), desktop: medianFigures(figures.desktop) });
  }
  return rows;
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
    return;
  }
  cleanUpOnExit();
  const faultAtStart = pageFaultMicroseconds();
  const timings: string[] = [];
  let phase = Date.now();
  const endPhase = (name: string) => {
    timings.push(`${name} ${elapsed(phase)}`);
    phase = Date.now();
  };

  if (!options['no-build']) {
    progress('building the federated site (npm run build)');
    await runBuild();
    endPhase('build');
  }
  const baselineDir = path.join(benchTempDir(), 'baseline');
  progress('building the baseline (one webpack app, no federation)');
  await buildBaseline(baselineDir);
  endPhase('baseline build');

  progress('starting both servers');
  const [federated, baseline, noPictures] = await Promise.all([
    startSite('federated', repoRoot),
    startSite('baseline', baselineDir),
    options['pictures-ab'] ? startSite('no pictures', repoRoot, { withoutPictures: true }) : undefined,
  ]);
  const sites = { federated, baseline };
  const routes = options.routes ?? (await publicRoutes(federated.baseUrl));
  endPhase('servers');

  const bundleRows = await measureBundles(routes, sites, options.runs);
  endPhase(`bundle table (${routes.length} routes × 2 builds × ${options.runs} loads)`);
  console.log(`\nJavaScript and requests in sequence, per route (${new Date().toISOString().slice(0, 10)})\n`);
  console.log(bundleTable(bundleRows, options.runs));
  if (options.verbose) console.log(`\n${chains(bundleRows, { federated: federated.baseUrl, baseline: baseline.baseUrl })}`);

  if (!options['no-lighthouse']) {
    const audited = [federated, ...(options['baseline-lighthouse'] ? [baseline] : []), ...(noPictures ? [noPictures] : [])];
    const lighthouseRows = await measureLighthouse(routes, audited, options.runs);
    const runCount = routes.length * audited.length * 2 * options.runs;
    endPhase(`lighthouse (${runCount} runs)`);
    console.log('\nLighthouse\n');
    console.log(lighthouseTable(lighthouseRows, options.runs));
    if (noPictures) console.log(`\nWith and without pictures\n\n${picturesTable(lighthouseRows, options.runs)}`);
  }

  await Promise.all([federated.stop(), baseline.stop(), noPictures?.stop()]);
  console.log(`\n${machineLine(faultAtStart, pageFaultMicroseconds(), benchmarkIndexes())}`);
  console.log(`\nTook ${elapsed(started)}: ${timings.join(', ')}.`);
}

main()
  .catch((error: unknown) => {
    // Not @site/shared's getErrorMessage: its compiled form (shared/dist) may not exist before the build this runs.
    process.stderr.write(`\nbench:web failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(cleanUp);

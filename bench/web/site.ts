// Runs the real server (api/dist/server.js) on a free port for one build of the site, with a data folder
// of its own: the seed is deterministic, so both builds show the same courses, events and articles.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { benchTempDir, stopChild, trackChild } from './cleanup';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface RunningSite {
  label: string;
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Takes every picture off the seeded courses, VIP packages, events, lecturers and articles (the pages then
 * show what they showed before issue 16: initials and icons), with the server stopped: PGlite is one
 * process's at a time.
 */
async function removePictures(dataDir: string): Promise<void> {
  const database = pathToFileURL(path.join(repoRoot, 'api', 'dist', 'db', 'database.js')).href;
  const { openDatabase } = (await import(database)) as typeof import('../../api/src/db/database');
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    for (const table of ['courses', 'events', 'lectors', 'articles']) await handle.db.execute(sql.raw(`update ${table} set picture_id = null`));
  } finally {
    await handle.close();
  }
}

export interface SiteOptions {
  /** Seeded as usual, then every item's picture taken off (the A/B of `--pictures-ab`). */
  withoutPictures?: boolean;
}

/** `siteDir` holds shell/dist and mf-*\/dist, as the server's SITE_DIR expects (the repository for the federated build). */
export async function startSite(label: string, siteDir: string, options: SiteOptions = {}): Promise<RunningSite> {
  const dataDir = path.join(benchTempDir(), `data-${label.replace(/\W+/g, '-')}`);
  mkdirSync(dataDir, { recursive: true });
  if (options.withoutPictures) {
    await (await startServer(label, siteDir, dataDir)).stop();
    await removePictures(dataDir);
  }
  return startServer(label, siteDir, dataDir);
}

async function startServer(label: string, siteDir: string, dataDir: string): Promise<RunningSite> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'bench-web-admin-password',
      CLIENTS_TOKEN: 'bench-web-clients-token',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${label} server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The ${label} server was not healthy within 120 s:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    label,
    baseUrl,
    stop: () => stopChild(child),
  };
}

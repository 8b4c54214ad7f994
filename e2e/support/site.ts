// Starts the built site (one server process: shell, remotes and API) on a free port, with its own
// empty data folder, and stops it after the test file.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Course, Envelope } from '@site/shared';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const ADMIN_PASSWORD = 'e2e-admin-парола-42';
export const CLIENTS_TOKEN = 'e2e-clients-token-42';

/**
 * The company settings the site is started with: every one set, with example values (the IBAN is the
 * SWIFT registry's example of the Bulgarian format). Pass one as '' to start the site with it unset.
 */
export const COMPANY_SETTINGS = {
  COMPANY_EIK: '123456789',
  COMPANY_ADDRESS: 'гр. София 1000, ул. „Примерна“ 1',
  COMPANY_MANAGER: 'Иван Примеров',
  COMPANY_EMAIL: 'support@example.bg',
  COMPANY_PHONE: '+359 2 123 4567',
  BANK_IBAN: 'BG80 BNBG 9661 1020 3456 78',
  BANK_BIC: 'BNBGBGSD',
  BANK_NAME: 'Примерна банка',
} as const;

export interface Site {
  baseUrl: string;
  /** Calls the site's API with fetch and returns the parsed JSON body and status. */
  api<T = unknown>(pathname: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${logs()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy in 120 s:\n${logs()}`);
}

export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const entry = path.join(repoRoot, 'api', 'dist', 'server.js');
  if (!existsSync(entry) || !existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) {
    throw new Error('The site is not built: run `npm run build` first');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-site-'));
  let logs = '';
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      CLIENTS_TOKEN,
      DATABASE_URL: '',
      ...COMPANY_SETTINGS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => logs);
  } catch (error: unknown) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    output: () => logs,
    async api<T>(pathname: string, init?: RequestInit) {
      const response = await fetch(`${baseUrl}/api${pathname}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', ...(init?.headers ?? {}) },
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a visitor up for a course through the public API, as the course page's form does. */
export async function signUpForCourse(
  site: Site,
  visitor: { fullName: string; email: string; phone: string },
  course: Pick<Course, 'id' | 'title'>,
): Promise<void> {
  const registered = await site.api<Envelope<null>>('/clients/register', {
    method: 'POST',
    body: JSON.stringify({
      ...visitor,
      agreedToPrivacyPolicy: true,
      agreedToTermsOfService: true,
      agreedToMarketingPolicy: false,
      agreedToCookiePolicy: false,
      registrationSource: course.title,
      courseIds: [course.id],
    }),
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
}

// The outbox across processes: a server killed between the sign-up's commit and the message's delivery
// sends it after a restart (and loses no sign-up it answered 201, killed under load), and two servers on one
// PostgreSQL send each message exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { signUpBody } from '../test/fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestContext, freshDatabase, nextVisitorAddress, type TestContext } from '../test/test-app';
import { DEFAULT_RETRY } from './mail-config';
// The benchmark's visitor: each sign-up on a connection of its own, from its own loopback address.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signUp, sourceAddress } = require('../../scripts/bench/signups.js') as {
  signUp: (port: number, localAddress: string, email: string) => Promise<{ status: string }>;
  sourceAddress: (n: number) => string;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const repoRoot = path.resolve(__dirname, '../../..');

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailsTo = (smtp: TestSmtpServer, address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('a server killed between the sign-up and the delivery of its message', () => {
  jest.setTimeout(180_000);
  let smtp: TestSmtpServer;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-kill-'));
    // The server finds a migrated database in its folder, as on any restart, instead of running initdb first.
    database = await freshDatabase('migrated', { pgliteDir: path.join(dataDir, 'pglite') });
    const made = await openDatabase(database.options, {}, { migrate: false });
    await made.close();
  });
  afterAll(async () => {
    for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await smtp.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The real server (src/server.ts), as `npm start` runs it, on this test's database and SMTP server. */
  async function startServer(): Promise<{ child: ChildProcess; port: number }> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.options.kind === 'postgres' ? database.options.url : '',
      ADMIN_PASSWORD: 'kill-test-admin-password',
      CLIENTS_TOKEN: 'kill-test-clients-token',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      NODE_OPTIONS: '',
    };
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
      cwd: path.join(repoRoot, 'api'),
      env,
      stdio: 'ignore',
    });
    servers.push(child);
    for (let waited = 0; ; waited += 200) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return { child, port };
      if (waited > 120_000) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('sends a committed message once after the restart, and keeps every sign-up it answered 201 under load', async () => {
    smtp.setMode('silent');
    const first = await startServer();
    const connectionsBefore = smtp.connections();
    const answer = await fetch(`http://127.0.0.1:${first.port}/api/clients/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signUpBody({ email: 'survivor@example.bg' })),
    });
    expect(answer.status).toBe(201);
    // The worker has connected and waits for the server's greeting: the message is committed, not delivered.
    await until(() => smtp.connections() > connectionsBefore, 'the worker to connect');

    // Then 20 visitors sign up at once and keep going (written together, group commit) until it is killed.
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const loop = async () => {
      while (!killed) {
        const n = (next += 1);
        const email = `load-${n}@example.bg`;
        const { status } = await signUp(first.port, sourceAddress(n), email);
        if (status === '201') acknowledged.push(email);
      }
    };
    const loops = Array.from({ length: 20 }, loop);
    await until(() => acknowledged.length >= 150, '150 sign-ups answered');
    const exited = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all([exited, ...loops]);
    expect(mailsTo(smtp, 'survivor@example.bg')).toHaveLength(0);

    smtp.setMode('accept');
    const second = await startServer();
    const stored = new Set<string>();
    for (let page = 1; ; page += 1) {
      const listed = await fetch(`http://127.0.0.1:${second.port}/api/clients?page=${page}&pageSize=100`, {
        headers: { authorization: 'Bearer kill-test-clients-token' },
      });
      const { data, page: info } = (await listed.json()) as { data: { email: string }[]; page: { size: number; total: number } };
      for (const client of data) stored.add(client.email);
      if (page * info.size >= info.total) break;
    }
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    await until(() => mailsTo(smtp, 'survivor@example.bg').length > 0, 'the message after the restart');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(smtp, 'survivor@example.bg')).toHaveLength(1);
    // A shutdown with mail still queued (a message per sign-up) ends after the message in hand, within its time
    // limit, and cleanly: the rest stay in the outbox for the next start.
    second.child.kill('SIGTERM');
    const [code] = (await once(second.child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two servers on one PostgreSQL', () => {
  let smtp: TestSmtpServer;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestContext({
      mail: {
        smtpUrl: smtp.url,
        from: 'no-reply@localhost',
        replyTo: null,
        staffEmails: ['ekip@example.bg'],
        siteOrigin: 'http://localhost:8080',
        retry: { ...DEFAULT_RETRY, fastDelayMs: 100 },
        pollMs: 50,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('send each message exactly once', async () => {
    // Its own pool on the same database, as another process would have.
    const other = await buildApp(t.config);
    try {
      const emails = Array.from({ length: 20 }, (_, index) => `twice-${index}@example.bg`);
      const answers = await Promise.all(
        emails.map((email, index) =>
          (index % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: '/api/clients/register',
            payload: signUpBody({ email }),
            remoteAddress: nextVisitorAddress(),
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 201));
      await until(() => emails.every((email) => mailsTo(smtp, email).length > 0) && mailsTo(smtp, 'ekip@example.bg').length >= 20, 'every message');
      // Both workers poll every 50 ms: a second of that would show any message sent twice.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const email of emails) expect(mailsTo(smtp, email)).toHaveLength(1);
      expect(mailsTo(smtp, 'ekip@example.bg')).toHaveLength(20);
      expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(smtp.received.length);
    } finally {
      await other.close();
    }
  });
});

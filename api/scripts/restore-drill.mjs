// Restore drill for the built server (api/dist), as an operator would do it, on the embedded database:
//  1. a server takes sign-ups; `npm run backup` (scripts/backup.mjs) saves a backup sealed with BACKUP_KEY;
//  2. a person is erased after the backup, another signs up after it;
//  3. the server stops; `npm run restore` (api/dist/backups/restore-command.js) restores the backup into an empty
//     DATA_DIR, checking every table, and erases that person again from the journal in BACKUP_DIR;
//  4. a server on the restored folder has every sign-up of the backup, not the erased person, not the later one.
// Exits 0 when every check holds, 1 otherwise.   node api/scripts/restore-drill.mjs
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';
import { signUpAnswers } from './sign-up-answers.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const root = path.resolve(apiDir, '..');
const secret = () => randomBytes(24).toString('base64url');
let failures = 0;
/** Every server started, killed at the end whatever happened. */
const started = [];

function check(ok, label, detail = '') {
  if (!ok) failures += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${label}${detail ? `: ${detail}` : ''}`);
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const site = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output.slice(-2000)}`);
    const ok = await fetch(`${site}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { site, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within 2 minutes: ${output.slice(-2000)}`);
}

async function signUp(site, email) {
  const response = await fetch(`${site}/api/clients/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signUpAnswers({ fullName: 'Проба Възстановяване', email, registrationSource: 'Free Consultation' })),
  });
  return response.status;
}

const clientOf = async (site, token, email) => {
  const response = await fetch(`${site}/api/clients/by-email?email=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  return response.status === 200 ? (await response.json()).data : null;
};

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'restore-drill-'));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    SEED: 'true',
    ADMIN_PASSWORD: secret(),
    CLIENTS_TOKEN: secret(),
    DATA_DIR: path.join(work, 'data'),
    BACKUP_DIR: path.join(work, 'backups'),
    BACKUP_KEY: secret(),
    LOG_LEVEL: 'warn',
  };
  try {
    let server = await startServer(env);
    const before = Array.from({ length: 20 }, (_, index) => `predi-${index}@example.bg`);
    const statuses = [];
    for (const email of before) statuses.push(await signUp(server.site, email));
    check(
      statuses.every((status) => status === 201),
      'sign-ups before the backup',
      statuses.join(' '),
    );

    const saved = await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'backup.mjs'), '--out', path.join(work, 'saved')], {
      env: { ...env, SITE_URL: server.site, INIT_CWD: work },
    });
    console.log(saved.stdout.trim());
    const [file] = (await readdir(path.join(work, 'saved'))).filter((name) => name.endsWith('.backup'));
    check(file !== undefined, 'npm run backup saved a file');

    const owner = await (
      await fetch(`${server.site}/api/auth/verify-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: env.ADMIN_PASSWORD }),
      })
    ).json();
    const erased = await clientOf(server.site, owner.data.accessToken, before[0]);
    const erasure = await fetch(`${server.site}/api/clients/${erased.id}/erase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.data.accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    check(erasure.status === 200, 'a person erased after the backup', String(erasure.status));
    check((await signUp(server.site, 'sled@example.bg')) === 201, 'a sign-up after the backup');
    await server.stop();

    const restoredEnv = { ...env, DATA_DIR: path.join(work, 'restored') };
    const restored = await promisify(execFile)(process.execPath, [path.join(apiDir, 'dist', 'backups', 'restore-command.js'), path.join(work, 'saved', file)], {
      env: restoredEnv,
    }).catch((error) => error);
    console.log(String(restored.stdout ?? '').trim() || String(restored.stderr ?? restored));
    check(restored.code === undefined, 'npm run restore succeeded and checked every table');
    check(/Erased again .*: 1\./.test(restored.stdout ?? ''), 'the restore erased the person again');

    server = await startServer(restoredEnv);
    const login = await (
      await fetch(`${server.site}/api/auth/verify-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: env.ADMIN_PASSWORD }),
      })
    ).json();
    const token = login.data.accessToken;
    const found = await Promise.all(before.slice(1).map((email) => clientOf(server.site, token, email)));
    check(
      found.every((client) => client !== null),
      'every other sign-up of the backup is there',
      `${found.filter(Boolean).length}/${before.length - 1}`,
    );
    check((await clientOf(server.site, token, before[0])) === null, 'the erased person did not come back');
    check((await clientOf(server.site, token, 'sled@example.bg')) === null, 'the later sign-up is not in the backup');
    check((await signUp(server.site, 'novo@example.bg')) === 201, 'the restored site takes new sign-ups');
    await server.stop();
  } finally {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(work, { recursive: true, force: true });
  }
  console.log(failures === 0 ? 'restore drill: every check holds' : `restore drill: ${failures} check(s) failed`);
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

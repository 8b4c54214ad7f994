// `npm run backup`: asks the server at SITE_URL (default http://localhost:8080) to take a backup now, downloads it
// into the current folder (or --out <folder>) and checks its SHA-256 against the server's listing. Signs in with
// BACKUP_TOKEN (a personal token of an owner, made in the console's «Профил») or ADMIN_PASSWORD.
//
//   npm run backup                    take one and save it here
//   npm run backup -- --out /backups  ... into /backups
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

class Refused extends Error {}

async function call(site, pathname, init) {
  let response;
  try {
    response = await fetch(new URL(pathname, site), init);
  } catch (error) {
    throw new Refused(`Cannot reach ${site}: ${error instanceof Error ? (error.cause?.message ?? error.message) : String(error)}`);
  }
  return response;
}

async function envelope(response) {
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Refused(`${response.url} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  if (!response.ok || !body.success) throw new Refused(`${response.status}: ${body.message}`);
  return body;
}

async function logIn(site) {
  const token = process.env.BACKUP_TOKEN;
  if (token) return { authorization: `Bearer ${token}` };
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Refused("Set BACKUP_TOKEN to a personal token of an owner (or ADMIN_PASSWORD to the server's administrator password)");
  const body = await envelope(
    await call(site, '/api/auth/verify-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: password }) }),
  );
  return { authorization: `Bearer ${body.data.accessToken}` };
}

function parseArguments(args) {
  let out = process.env.INIT_CWD ?? process.cwd();
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--out' && args[index + 1]) out = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[++index]);
    else throw new Refused(`Unknown option ${args[index]} (known: --out <folder>)`);
  }
  return { out };
}

async function main() {
  const { out } = parseArguments(process.argv.slice(2));
  const site = (process.env.SITE_URL || 'http://localhost:8080').replace(/\/$/, '');
  const headers = await logIn(site);
  console.log(`Taking a backup on ${site}…`);
  let answer = await call(site, '/api/backups', { method: 'POST', headers });
  // 409: another backup is being taken (the daily one); it takes moments.
  for (let tries = 1; answer.status === 409 && tries < 12; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    answer = await call(site, '/api/backups', { method: 'POST', headers });
  }
  const { data: backup } = await envelope(answer);
  const download = await call(site, `/api/backups/${encodeURIComponent(backup.name)}`, { headers });
  if (!download.ok) await envelope(download);
  const bytes = Buffer.from(await download.arrayBuffer());
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== backup.sha256) throw new Refused(`The download of ${backup.name} does not match the server's checksum: try again`);
  await mkdir(out, { recursive: true });
  const file = path.join(out, backup.name);
  await writeFile(file, bytes, { mode: 0o600 });
  const rows = Object.values(backup.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `Saved ${file} (${(bytes.length / 1024).toFixed(0)} KB, ${rows} rows in ${Object.keys(backup.rows).length} tables, SHA-256 ${sha256}${backup.encrypted ? ', encrypted with BACKUP_KEY' : ''}).`,
  );
  console.log('Restore it with: npm run restore -- ' + path.relative(process.env.INIT_CWD ?? process.cwd(), file));
}

main().catch((error) => {
  console.error(error instanceof Refused ? error.message : error);
  process.exit(1);
});

// `npm run backup`: asks the server at SITE_URL (default http://localhost:8080) to take a backup now, downloads it
// into the current folder (or --out <folder>) and checks its SHA-256 against the server's listing. Signs in with
// BACKUP_TOKEN (a personal token of an owner, made in the console's «Профил») or ADMIN_PASSWORD.
//
//   npm run backup                    take one and save it here
//   npm run backup -- --out /backups  ... into /backups
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { envelopeOf, logIn, Refused, send } from './site-api.mjs';

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
  const headers = await logIn(site, 'BACKUP_TOKEN', 'an owner');
  console.log(`Taking a backup on ${site}…`);
  let answer = await send(site, '/api/backups', { method: 'POST', headers });
  // 409: another backup is being taken (the daily one); it takes moments.
  for (let tries = 1; answer.status === 409 && tries < 12; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    answer = await send(site, '/api/backups', { method: 'POST', headers });
  }
  const { data: backup } = await envelopeOf(answer);
  const download = await send(site, `/api/backups/${encodeURIComponent(backup.name)}`, { headers });
  if (!download.ok) await envelopeOf(download);
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

// `npm run release -w mf-<remote>` and `npm run rollback -w mf-<remote>`, for a team's CI: builds the remote,
// uploads its build folder to the server at SITE_URL (default http://localhost:8080) with RELEASE_TOKEN (a
// personal token of the team, made in the console's «Профил») or ADMIN_PASSWORD, and prints the new live
// release's id; or makes the release live before it live again. Exits 1 with the server's reasons when it refuses.
//
//   npm run release -w mf-catalog                     build, upload, make it live
//   npm run release -w mf-catalog -- --share 10       ... as a canary for 10 % of visitors
//   npm run release -w mf-catalog -- --no-build       upload dist/ as it is (built earlier in the pipeline)
//   npm run rollback -w mf-catalog                    end the canary, or make the one live before live again
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { create } from 'tar';
import { call, logIn as logInAs, Refused } from './site-api.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const logIn = (site) => logInAs(site, 'RELEASE_TOKEN', 'the team');

/** The remote of the workspace this runs in: mf-catalog → catalog. */
function remoteOfWorkspace(dir) {
  const folder = path.basename(dir);
  if (!/^mf-[a-z]+$/.test(folder)) throw new Refused(`Run this in a remote's workspace (npm run release -w mf-catalog), not in ${folder}`);
  return { remote: folder.slice(3), dir };
}

function parseArguments(args) {
  const options = { share: 100, build: true };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--share') options.share = Number(args[++index]);
    else if (arg?.startsWith('--share=')) options.share = Number(arg.slice('--share='.length));
    else throw new Refused(`Unknown option ${arg} (known: --share <1-100>, --no-build)`);
  }
  if (!Number.isInteger(options.share) || options.share < 1 || options.share > 100) throw new Refused('--share takes a whole number from 1 to 100');
  return options;
}

function gitCommit(dir) {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

/** The build folder as a .tar.gz, hidden files (the build stamp) left out. */
async function archiveOf(dist) {
  const chunks = [];
  const stream = create({ gzip: true, cwd: dist, portable: true, filter: (file) => !path.basename(file).startsWith('.') || file === '.' }, ['.']);
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function release({ remote, dir }, options, site) {
  if (options.build) {
    console.log(`Building ${path.basename(dir)}…`);
    execFileSync(npm, ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  }
  const dist = path.join(dir, 'dist');
  if (!existsSync(path.join(dist, 'server', 'remoteEntry.js'))) throw new Refused(`${dist} holds no build: run without --no-build`);
  const headers = await logIn(site);
  const archive = await archiveOf(dist);
  const form = new FormData();
  form.set('share', String(options.share));
  const commit = gitCommit(dir);
  if (commit) form.set('gitCommit', commit);
  form.set('build', new Blob([archive], { type: 'application/gzip' }), 'dist.tar.gz');
  console.log(`Uploading ${(archive.length / 1024).toFixed(0)} KB to ${site} and checking it there…`);
  const body = await call(site, `/api/releases/${remote}`, { method: 'POST', headers, body: form });
  console.log(body.message);
  console.log(options.share === 100 ? `live: ${body.data.release.id}` : `canary: ${body.data.release.id} (${options.share}%)`);
}

async function rollback({ remote }, site) {
  const headers = await logIn(site);
  const listed = await call(site, '/api/releases', { headers });
  const entry = listed.data.find((candidate) => candidate.remote === remote);
  if (!entry?.live) throw new Refused(`${remote} has no release on ${site}`);
  // A running canary is what a rollback undoes first: everyone gets the live release again. Otherwise the
  // release that was live before the live one is live again (a second rollback undoes the first).
  const target = entry.canary ? entry.live : entry.previousLiveId ? { id: entry.previousLiveId } : null;
  if (!target) throw new Refused(`Няма предишна текуща версия, към която да се върнете (live: ${entry.live.id})`);
  const body = await call(site, `/api/releases/${remote}/${target.id}/promote`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  console.log(body.message);
  console.log(`live: ${target.id}`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const site = (process.env.SITE_URL || 'http://localhost:8080').replace(/\/$/, '');
  const workspace = remoteOfWorkspace(process.cwd());
  if (command === 'release') return release(workspace, parseArguments(args), site);
  if (command === 'rollback') return rollback(workspace, site);
  throw new Refused('Usage: release.mjs release [--share N] [--no-build] | rollback');
}

main().catch((error) => {
  console.error(error instanceof Refused ? error.message : error);
  process.exit(1);
});

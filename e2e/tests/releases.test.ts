// A team releases its remote alone, as its CI would: a changed catalog heading in a copy of the repository,
// `npm run release -w mf-catalog` with the team's personal token (refused on mf-articles) against the running
// site, the new heading rendered and hydrated;
// `npm run rollback -w mf-catalog`, the old one again. A page saved before the rollback still hydrates with
// the release that rendered it, and a build whose server container throws is refused with its reason.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { AuthToken, Envelope } from '@site/shared';
import { endSession, startSession } from '../support/session';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { ADMIN_PASSWORD, repoRoot, type Site } from '../support/site';

const HEADING = 'Нашият лекторски състав';
const NEW_HEADING = 'Нашият лекторски състав, нова версия';
const LECTORS_COMPONENT = 'mf-catalog/src/features/lectors/components/lectors-page.tsx';

/** A copy of the repository to build the catalog in, without dependencies (linked) or builds. */
async function copyOfRepository(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'e2e-release-repo-'));
  const skipped = new Set(['node_modules', 'dist', '.git', 'data', 'artifacts']);
  await cp(repoRoot, copy, { recursive: true, filter: (source) => !skipped.has(path.basename(source)) });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Runs an npm script of the copy as the catalog team's CI would, with its personal token; its exit code and what it printed. */
function npmRun(cwd: string, site: Site, token: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, SITE_URL: site.baseUrl, RELEASE_TOKEN: token, ADMIN_PASSWORD: '' };
    const child = spawn('npm', ['run', ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function fetchLectors(site: Site): Promise<{ html: string; catalog: string }> {
  const html = await (await fetch(`${site.baseUrl}/lectors`, { headers: { accept: 'text/html' } })).text();
  const remotes = JSON.parse(/<script id="remotes-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, string>;
  return { html, catalog: remotes['catalog'] ?? '' };
}

/** A personal token of a team that may release `remotes`: invited by the owner, accepted from the e-mail, made in its session. */
async function teamToken(site: Site, smtp: SmtpCatcher, remotes: string[]): Promise<string> {
  const json = (body: object) => ({ method: 'POST', body: JSON.stringify(body) });
  const owner = await site.api<Envelope<AuthToken>>('/auth/verify-token', json({ token: ADMIN_PASSWORD }));
  const email = `ekip-${Date.now()}@example.bg`;
  const invited = await site.api('/staff', {
    ...json({ email, name: 'Екип на каталога', role: 'team', remotes }),
    headers: { authorization: `Bearer ${owner.body.data.accessToken}` },
  });
  assert.equal(invited.status, 201);
  const invitation = await smtp.waitFor(email);
  const link = /\/admin\/invitation#(\S+)/.exec(invitation.parsed.text ?? '')?.[1] ?? '';
  const accepted = await site.api<Envelope<AuthToken>>('/auth/invitations/accept', json({ token: link, password: 'каталогът излиза всеки вторник сутрин' }));
  const created = await site.api<Envelope<{ token: string }>>('/auth/tokens', {
    ...json({ name: 'CI на каталога', expiresInDays: 30 }),
    headers: { authorization: `Bearer ${accepted.body.data.accessToken}` },
  });
  assert.equal(created.status, 201);
  return created.body.data.token;
}

const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');

/**
 * Opens /lectors (served as `html` when given: a page saved earlier) until the network is quiet: its
 * heading once the browser has taken the page over, the console's errors and warnings, the catalog's files
 * it fetched, and whether a click on a link then stays in the same document (the page is live).
 */
async function openLectors(browser: Browser, site: Site, html?: string) {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  const catalogFiles: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (pathname.startsWith('/remotes/mf-catalog/')) catalogFiles.push(pathname);
  });
  if (html) await page.route(`${site.baseUrl}/lectors`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${site.baseUrl}/lectors`, { waitUntil: 'networkidle' });
  const heading = (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent())?.trim();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.getByRole('banner').getByRole('link', { name: 'Курсове' }).first().click();
  await page.waitForURL('**/courses');
  const live = (await page.evaluate(() => (window as unknown as { marker?: string }).marker)) === 'same document';
  await page.close();
  return { heading, problems, catalogFiles, live };
}

describe('releasing the catalog alone', () => {
  let site: Site;
  let browser: Browser;
  let copy: string;
  let smtp: SmtpCatcher;
  let token: string;

  before(async () => {
    smtp = await startSmtpCatcher();
    [{ site, browser }, copy] = await Promise.all([startSession({ SMTP_URL: smtp.url }), copyOfRepository()]);
    token = await teamToken(site, smtp, ['catalog']);
    const component = path.join(copy, LECTORS_COMPONENT);
    await writeFile(component, (await readFile(component, 'utf8')).replace(`<h1>${HEADING}</h1>`, `<h1>${NEW_HEADING}</h1>`));
  });
  after(async () => {
    await endSession({ site, browser });
    await smtp?.close();
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  test('release, a refused broken build, rollback, and a page saved before the rollback', async () => {
    const before = await fetchLectors(site);
    assert.ok(textOf(before.html).includes(HEADING));
    assert.ok(!textOf(before.html).includes(NEW_HEADING));
    const firstRelease = /\/r\/([0-9a-f]{12})\//.exec(before.catalog)?.[1];
    assert.ok(firstRelease, before.catalog);

    // The catalog team's CI: build and release the catalog with its personal token, which may not release the articles.
    const released = await npmRun(copy, site, token, ['release', '-w', 'mf-catalog']);
    assert.equal(released.code, 0, released.output);
    const newRelease = /^live: ([0-9a-f]{12})$/m.exec(released.output)?.[1];
    assert.ok(newRelease && newRelease !== firstRelease, released.output);

    // Rendered on the server with it, and taken over by the browser with exactly its files.
    const afterRelease = await fetchLectors(site);
    assert.ok(textOf(afterRelease.html).includes(NEW_HEADING), 'the new heading is server-rendered');
    assert.equal(afterRelease.catalog, `/remotes/mf-catalog/r/${newRelease}/mf-manifest.json`);
    const opened = await openLectors(browser, site);
    assert.equal(opened.heading, NEW_HEADING);
    assert.deepEqual(opened.problems, []);
    assert.ok(opened.live, 'the page was hydrated: a link click stayed in the document');
    assert.ok(opened.catalogFiles.length > 0);
    for (const file of opened.catalogFiles) assert.ok(file.startsWith(`/remotes/mf-catalog/r/${newRelease}/`), file);
    const saved = afterRelease.html;
    const articles = await site.api('/releases/articles', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: '{}' });
    assert.equal(articles.status, 403);

    // A build whose server container throws is refused with the reason, and visitors keep the live release.
    await appendFile(path.join(copy, 'mf-catalog', 'dist', 'server', 'remoteEntry.js'), "\nthrow new Error('счупен сървърен контейнер');\n");
    const broken = await npmRun(copy, site, token, ['release', '-w', 'mf-catalog', '--', '--no-build']);
    assert.notEqual(broken.code, 0, broken.output);
    assert.match(broken.output, /422: Версията не е приета: проверката намери проблеми/);
    assert.match(broken.output, /Сървърният контейнер \(server\/remoteEntry\.js\) не се зарежда: счупен сървърен контейнер/);
    assert.equal((await fetchLectors(site)).catalog, `/remotes/mf-catalog/r/${newRelease}/mf-manifest.json`);

    // Rollback: the previous release is live again.
    const rolledBack = await npmRun(copy, site, token, ['rollback', '-w', 'mf-catalog']);
    assert.equal(rolledBack.code, 0, rolledBack.output);
    assert.match(rolledBack.output, new RegExp(`^live: ${firstRelease}$`, 'm'));
    const afterRollback = await fetchLectors(site);
    assert.ok(textOf(afterRollback.html).includes(HEADING) && !textOf(afterRollback.html).includes(NEW_HEADING), 'the old heading is server-rendered');
    assert.equal((await openLectors(browser, site)).heading, HEADING);

    // The page saved before the rollback hydrates with the release that rendered it, and only its files.
    const savedPage = await openLectors(browser, site, saved);
    assert.equal(savedPage.heading, NEW_HEADING);
    assert.deepEqual(savedPage.problems, []);
    assert.ok(savedPage.live);
    assert.ok(savedPage.catalogFiles.length > 0);
    for (const file of savedPage.catalogFiles) assert.ok(file.startsWith(`/remotes/mf-catalog/r/${newRelease}/`), file);
  });
});

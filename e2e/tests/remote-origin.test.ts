// A remote deployed alone on its own origin: the unchanged shell finds it through configuration.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { trackPageErrors } from '../support/browser';
import { endSession, startSession } from '../support/session';
import { freePort, repoRoot, type Site } from '../support/site';

let site: Site;
let browser: Browser;
let remoteServer: ChildProcess;
let remoteOrigin: string;

before(async () => {
  const port = await freePort();
  remoteOrigin = `http://127.0.0.1:${port}`;
  remoteServer = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'serve-static.mjs'), path.join(repoRoot, 'mf-articles', 'dist'), '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(remoteServer.stdout!, 'data');
  ({ site, browser } = await startSession({ REMOTE_ARTICLES_URL: `${remoteOrigin}/mf-manifest.json`, CORS_ORIGINS: remoteOrigin }));
});

after(async () => {
  await endSession({ site, browser });
  remoteServer?.kill();
});

test('/remotes.json names the configured origin and the page loads the remote from there', async () => {
  const remotes = (await (await fetch(`${site.baseUrl}/remotes.json`)).json()) as Record<string, string>;
  assert.equal(remotes['articles'], `${remoteOrigin}/mf-manifest.json`);
  // The catalog is served here, as its release (its build folder imported at the first start).
  assert.match(remotes['catalog'] ?? '', /^\/remotes\/mf-catalog\/r\/[0-9a-f]{12}\/mf-manifest\.json$/);

  const page = await browser.newPage();
  const errors = trackPageErrors(page);
  const fromRemoteOrigin: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(remoteOrigin) && response.ok()) fromRemoteOrigin.push(new URL(response.url()).pathname);
  });
  // The page is server-rendered: its heading shows before the browser loads the remote to hydrate it.
  // The container and the page's module come from the remote's origin; the manifest is read by the server only.
  const containerLoaded = page.waitForResponse((response) => response.url() === `${remoteOrigin}/remoteEntry.js` && response.ok());
  const pageModuleLoaded = page.waitForResponse(
    (response) => response.url().startsWith(`${remoteOrigin}/__federation_expose_ArticlesPage.`) && response.url().endsWith('.js') && response.ok(),
  );
  await page.goto(`${site.baseUrl}/articles`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await containerLoaded;
  await pageModuleLoaded;
  assert.equal(await page.getByRole('heading', { name: 'Тази част от сайта не можа да се зареди' }).count(), 0);
  assert.ok(!fromRemoteOrigin.includes('/mf-manifest.json'), fromRemoteOrigin.join(', '));
  assert.deepEqual(errors, []);
  await page.close();
});

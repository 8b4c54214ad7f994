// One site and one browser per test file, and a page opened at a path with its errors tracked.
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, trackPageErrors } from './browser';
import { startSite, type Site } from './site';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';

export interface Session {
  site: Site;
  browser: Browser;
}

export async function startSession(env: Record<string, string> = {}): Promise<Session> {
  const site = await startSite(env);
  try {
    return { site, browser: await launchBrowser() };
  } catch (error: unknown) {
    await site.stop();
    throw error;
  }
}

export async function endSession(session: Partial<Session>): Promise<void> {
  await session.browser?.close();
  await session.site?.stop();
}

/**
 * Opens `path` of the site in a new page `width` pixels wide; `errors` collects uncaught page errors.
 * Waits until the network is idle, as a visitor waits for a page to finish loading: a page rendered on
 * the server is visible before its scripts have made its buttons work.
 */
export async function openPage(session: Session, path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await session.browser.newPage({ viewport: { width, height: 900 } });
  const errors = trackPageErrors(page);
  await page.goto(session.site.baseUrl + path, { waitUntil: 'networkidle' });
  return { page, errors };
}

/**
 * A site whose mail goes to an SMTP server in the test process, started before the file's tests and stopped after
 * them: call in a test file's top level; the returned function gives both to a test.
 */
export function sessionWithMail(): () => { session: Session; smtp: SmtpCatcher } {
  let smtp: SmtpCatcher | undefined;
  let session: Session | undefined;
  before(async () => {
    smtp = await startSmtpCatcher();
    session = await startSession({ SMTP_URL: smtp.url });
  });
  after(async () => {
    await endSession(session ?? {});
    await smtp?.close();
  });
  return () => {
    if (!session || !smtp) throw new Error('the site with mail did not start');
    return { session, smtp };
  };
}

/**
 * One site and one browser for a test file, started before its tests and stopped after them: call at the file's
 * top level; the session's `site` and `browser` are there once the tests run.
 */
export function sessionForFile(env: Record<string, string> = {}): Session {
  const session = {} as Session;
  before(async () => {
    Object.assign(session, await startSession(env));
  });
  after(() => endSession(session));
  return session;
}

// An axe-core sweep (WCAG 2.0/2.1 A+AA and 2.2 AA) of every public route, the staff screens, each open
// modal and each form showing its errors, at 390 px and 1280 px. A state fails on any critical or
// serious violation and on the site's own contract (24×24 px targets, names containing the visible
// text, alt on every image); all of a state's failures are listed together.
// Every page of the page table and every section of the staff console is swept as it opens (its list comes from
// support/page-examples.ts: a new page or section needs no change here). To cover a state within a page (a modal
// open, a form's errors), add one entry to `states` (`beforeScripts` for the page as the server sent it, before
// its scripts run).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { ConsoleSegment } from '../../mf-admin/src/app/console-sections';
import { nextFrames } from '../support/browser';
import { audit, formatFindings, type Finding } from '../support/a11y';
import { holdScripts } from '../support/hold-scripts';
import { examplePath, pageEntries, readSeededExamples, type PageEntry, type SeededExamples } from '../support/page-examples';
import { uploadUnpromotedRelease } from '../support/releases';
import { endSession, startSession } from '../support/session';
import { ADMIN_PASSWORD, CLIENTS_TOKEN, signUpForCourse, type Site } from '../support/site';

const WIDTHS = [390, 1280] as const;
const LOADING = 'Зареждане...';

let site: Site;
let browser: Browser;

/** Slugs and names of the seeded content, read from the API. */
let examples: SeededExamples;
const seeded = { course: '', courseTitle: '', vip: '', vipTitle: '', event: '', eventTitle: '', article: '', articleTitle: '', category: '' };
const client = { fullName: 'Анна Достъпна', email: `e2e-a11y-${Date.now()}@example.bg` };

before(async () => {
  // The first owner has an e-mail, as a second factor needs (the profile's enrolment is one of the states).
  ({ site, browser } = await startSession({ OWNER_EMAIL: 'vladelets@example.bg' }));
  examples = await readSeededExamples(site);
  const { params, titles } = examples;
  Object.assign(seeded, {
    course: params.course.slug,
    courseTitle: titles.course,
    vip: params.vipPackage.slug,
    vipTitle: titles.vipPackage,
    event: params.event.slug,
    eventTitle: titles.event,
    article: params.article.slug,
    articleTitle: titles.article,
    category: examples.articleCategory,
  });

  // Something for the staff lookup screens to find (a course sign-up, so it is also in the filtered list).
  await signUpForCourse(site, { ...client, phone: '0888 000 111' }, examples.course);
  // An earlier release for «Версии» to list with its «Върни тази версия» (not made live: visitors see no change).
  await uploadUnpromotedRelease(site, 'mf-catalog');
});

after(() => endSession({ site, browser }));

interface State {
  name: string;
  /** The path opened; a function when it needs the seeded slugs. */
  path: string | (() => string);
  /** The main heading that shows the page's real content has arrived (default: any but the not-found page's). */
  heading?: string | RegExp | (() => string | RegExp);
  /** What the user does after the page is ready to reach the state (open a modal, submit a form…). */
  act?: (page: Page) => Promise<void>;
  /** The page as the server sent it, its scripts held back: what a visitor uses before they run. */
  beforeScripts?: boolean;
  /** Only at these widths (default: both). */
  widths?: readonly number[];
}

const NOT_FOUND = 'Страницата не е намерена';
const mainHeading = (page: Page, name?: string | RegExp) => page.getByRole('main').getByRole('heading', { level: 1, name }).first();

async function openDialog(page: Page, opener: ReturnType<Page['getByRole']>): Promise<void> {
  await opener.click();
  await page.getByRole('dialog').waitFor();
  await page
    .getByRole('dialog')
    .getByLabel(/Име и фамилия/)
    .waitFor();
}

async function signInAdmin(page: Page): Promise<void> {
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('button', { name: 'Изход' }).waitFor();
  await page.getByRole('article').first().waitFor();
}

/** Signs in where the page asks for the password, and waits for the console. */
async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('button', { name: 'Изход' }).waitFor();
}

/** Signs in on «Писма» and waits for the list (the sign-up made in `before` left a message in it). */
async function signInToMail(page: Page): Promise<void> {
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('table', { name: 'Писма, най-новите първи' }).waitFor();
}

/** Signs in on «Версии» and waits for the catalog's earlier releases. */
async function signInToReleases(page: Page): Promise<void> {
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('button', { name: 'Върни тази версия' }).first().waitFor();
}

/** Signs in on «Профил» and waits for the sessions (this one is there). */
async function signInToProfile(page: Page): Promise<void> {
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('table', { name: 'Вашите сесии, последно използваните първи' }).waitFor();
}

/** Signs in on «Екип» and waits for the people (the first owner is there). */
async function signInToTeam(page: Page): Promise<void> {
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('table', { name: 'Хората в екипа, по реда на добавяне' }).waitFor();
}

/** Signs in on «Дневник» and waits for its events (the sign-ins before are there). */
async function signInToAuditLog(page: Page): Promise<void> {
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('table', { name: 'Събития в дневника, най-новите първи' }).waitFor();
}

/** An owner takes a backup on demand: the list then has a row. */
async function signInToBackups(page: Page): Promise<void> {
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('button', { name: 'Направи копие сега' }).click();
  await page.getByRole('table', { name: 'Резервни копия, най-новите първи' }).waitFor();
}

/** The sign-up action beside a course's, VIP package's or event's price: a link to its form's page that opens the dialog. */
const signUpLink = (page: Page) => page.getByRole('complementary', { name: 'Цена и записване' }).getByRole('link', { name: /^Запиши се/ });

/** What a console section shows once signed in, where more than its heading and a quiet network says it is ready. */
const sectionReady: Partial<Record<ConsoleSegment, (page: Page) => Promise<void>>> = {
  articles: signInAdmin,
  courses: signInAdmin,
  events: signInAdmin,
  lectors: signInAdmin,
  pictures: signInAdmin,
  mail: signInToMail,
  releases: signInToReleases,
  profile: signInToProfile,
  team: signInToTeam,
  audit: signInToAuditLog,
  backups: signInToBackups,
};

/** A page of the table as it opens; a console section signed in. */
function pageState(entry: PageEntry): State {
  const path = () => examplePath(entry, examples.params);
  if (!entry.section) return { name: `page ${entry.label}`, path };
  const { segment, title } = entry.section;
  return {
    name: `console section ${segment}, signed in`,
    path,
    heading: title,
    act: async (page) => {
      await (sectionReady[segment as ConsoleSegment] ?? signIn)(page);
      await contentArrived(page);
    },
  };
}

const states: State[] = [
  ...pageEntries.map(pageState),
  { name: 'article list, one category', path: () => `/articles?category=${seeded.category}`, heading: 'Статии' },
  { name: 'not found', path: '/no-such-page/at-all', heading: NOT_FOUND },
  {
    name: 'unsubscribe link, not valid',
    path: '/unsubscribe/1.AAAAAAAAAAAAAAAAAAAAAA',
    heading: 'Отписване от търговски съобщения',
    act: async (page) => {
      await page.getByRole('button', { name: 'Оттегли съгласието' }).click();
      await page.getByRole('alert').filter({ hasText: 'Връзката за отписване е невалидна или непълна.' }).waitFor();
    },
  },

  // Before the scripts run: the plain-HTML controls (the menu's popover, the slider's links, the share and
  // video links).
  { name: 'home, before its scripts run', path: '/', heading: 'Безплатен курс по предприемачество', beforeScripts: true },
  {
    name: 'home, phone menu open before the scripts run',
    path: '/',
    heading: 'Безплатен курс по предприемачество',
    beforeScripts: true,
    widths: [390],
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Курсове', exact: true }).waitFor();
    },
  },
  { name: 'article, before its scripts run', path: () => `/articles/${seeded.article}`, heading: () => seeded.articleTitle, beforeScripts: true },

  // Modals and forms showing their errors.
  {
    name: 'home, consultation modal open',
    path: '/',
    heading: 'Безплатен курс по предприемачество',
    act: (page) =>
      openDialog(page, page.getByRole('region', { name: 'Имаш въпроси относно твоя бизнес?' }).getByRole('link', { name: 'Безплатна консултация' })),
  },
  {
    name: 'home, consultation form submitted empty',
    path: '/',
    heading: 'Безплатен курс по предприемачество',
    act: async (page) => {
      await openDialog(page, page.getByRole('region', { name: 'Имаш въпроси относно твоя бизнес?' }).getByRole('link', { name: 'Безплатна консултация' }));
      await page.getByRole('dialog').getByRole('button', { name: 'Изпрати заявка' }).click();
      await page.getByRole('dialog').getByText('Името е задължително').waitFor();
    },
  },
  {
    name: 'course, sign-up dialog open',
    path: () => `/courses/${seeded.course}`,
    heading: () => seeded.courseTitle,
    act: (page) => openDialog(page, signUpLink(page)),
  },

  {
    name: 'course, sign-up form submitted empty',
    path: () => `/courses/${seeded.course}`,
    heading: () => seeded.courseTitle,
    act: async (page) => {
      await openDialog(page, signUpLink(page));
      await page.getByRole('dialog').getByRole('button', { name: 'Запиши се', exact: true }).click();
      await page.getByRole('dialog').getByText('Името е задължително').waitFor();
    },
  },
  {
    name: 'VIP package, sign-up dialog open',
    path: () => `/vip-package/${seeded.vip}`,
    heading: () => seeded.vipTitle,
    act: (page) => openDialog(page, signUpLink(page)),
  },
  {
    name: 'event, sign-up dialog open',
    path: () => `/events/${seeded.event}`,
    heading: () => seeded.eventTitle,
    act: (page) => openDialog(page, signUpLink(page)),
  },

  // Staff screens.
  {
    name: 'admin, wrong password',
    path: '/admin/articles',
    heading: 'Управление на статии',
    act: async (page) => {
      await page.getByLabel('Парола').fill('не-е-паролата');
      await page.getByRole('button', { name: 'Вход' }).click();
      await page.getByText('Грешна парола', { exact: true }).waitFor();
    },
  },
  {
    name: 'invitation, password refused',
    path: '/admin/invitation#not-a-real-token',
    heading: 'Покана за екипа',
    act: async (page) => {
      await page.getByLabel('Нова парола').fill('кратка');
      await page.getByLabel('Повторете паролата').fill('друга');
      await page.getByRole('button', { name: 'Запазване и вход' }).click();
      await page.getByText('Двете пароли не съвпадат').waitFor();
    },
  },
  {
    name: 'admin, article form submitted empty',
    path: '/admin/articles',
    heading: 'Управление на статии',
    act: async (page) => {
      await signInAdmin(page);
      await page.getByRole('button', { name: 'Създай статията' }).click();
      await page.getByText('Заглавието е задължително').waitFor();
      await page.getByText('Съдържанието е задължително').waitFor();
    },
  },
  {
    name: 'console, course form submitted empty',
    path: '/admin/courses',
    heading: 'Управление на курсове',
    act: async (page) => {
      await signInAdmin(page);
      await page.getByRole('button', { name: 'Създай', exact: true }).click();
      await page.getByText('Полето „Заглавие“ не може да е празно').waitFor();
    },
  },
  {
    name: 'console, mail, a message open',
    path: '/admin/mail',
    heading: 'Писма от сайта',
    act: async (page) => {
      await signInToMail(page);
      await page.getByRole('table').getByRole('rowheader').first().getByRole('link').click();
      await page.getByTitle(/както го вижда получателят/).waitFor();
    },
  },
  {
    // Only begun: the secret and the code's field on screen, the factor not turned on (the other states still sign in with the password).
    name: 'console, profile, second factor being turned on',
    path: '/admin/profile',
    heading: 'Профил',
    act: async (page) => {
      await signInToProfile(page);
      await page.getByRole('button', { name: 'Включване на втори фактор' }).click();
      await page.getByLabel('Код от приложението').waitFor();
      // The pointer would rest on «Копиране», which took the clicked button's place: measured mid-hover, its colours blend.
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'console, profile, personal token form submitted empty',
    path: '/admin/profile',
    heading: 'Профил',
    act: async (page) => {
      await signInToProfile(page);
      await page.getByRole('button', { name: 'Създаване на ключ' }).click();
      await page.getByText('Въведете име на ключа').waitFor();
    },
  },
  {
    name: 'console, team, invitation submitted empty',
    path: '/admin/team',
    heading: 'Екип и достъп',
    act: async (page) => {
      await signInToTeam(page);
      await page.getByRole('button', { name: 'Изпращане на покана' }).click();
      await page.getByText('Въведете името на човека').waitFor();
    },
  },
  {
    name: 'console, team, a confirmation open',
    path: '/admin/team',
    heading: 'Екип и достъп',
    act: async (page) => {
      await signInToTeam(page);
      await page.getByRole('button', { name: 'Прекратяване на сесиите' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'clients by e-mail, client found',
    path: '/clients/by-email',
    heading: 'Търсене на клиент по имейл',
    act: async (page) => {
      await page.getByLabel('Имейл').fill(client.email);
      await page.getByLabel('Токен', { exact: true }).fill(CLIENTS_TOKEN);
      await page.getByRole('button', { name: 'Търси' }).click();
      await page.getByRole('article', { name: client.fullName }).waitFor();
    },
  },
  {
    name: 'clients by e-mail, wrong token',
    path: '/clients/by-email',
    heading: 'Търсене на клиент по имейл',
    act: async (page) => {
      await page.getByLabel('Имейл').fill(client.email);
      await page.getByLabel('Токен', { exact: true }).fill('not-the-token-at-all');
      await page.getByRole('button', { name: 'Търси' }).click();
      await page.getByRole('alert').filter({ hasText: 'Невалиден токен за достъп' }).waitFor();
    },
  },
  {
    name: 'filtered clients, list loaded',
    path: '/clients/filtered',
    heading: 'Филтрирани клиенти',
    act: async (page) => {
      await page.getByLabel('Токен', { exact: true }).fill(CLIENTS_TOKEN);
      await page.getByRole('button', { name: 'Зареди' }).click();
      await page.getByRole('article', { name: client.fullName }).waitFor();
    },
  },
  {
    name: 'marketing policy, withdrawal sent',
    path: '/marketing',
    heading: 'Политика за директен маркетинг',
    act: async (page) => {
      const form = page.getByRole('region', { name: 'Оттегляне на съгласието' });
      await form.getByLabel('Имейл').fill(`nobody-${Date.now()}@example.bg`);
      await form.getByRole('button', { name: 'Оттегли съгласието' }).click();
      await form
        .getByRole('status')
        .filter({ hasText: /оттеглено/ })
        .waitFor();
    },
  },
  {
    name: 'leads inbox, requests loaded',
    path: '/clients',
    heading: 'Заявки',
    act: async (page) => {
      await page.getByLabel('Токен', { exact: true }).fill(CLIENTS_TOKEN);
      await page.getByRole('button', { name: 'Покажи заявките' }).click();
      await page.getByRole('link', { name: client.fullName }).first().waitFor();
    },
  },
  {
    name: 'client card, erase confirmation open',
    path: '/clients',
    heading: 'Заявки',
    act: async (page) => {
      await page.getByLabel('Токен', { exact: true }).fill(CLIENTS_TOKEN);
      await page.getByRole('button', { name: 'Покажи заявките' }).click();
      await page.getByRole('link', { name: client.fullName }).first().click();
      await page.getByRole('region', { name: 'Дневник на съгласията' }).waitFor();
      await page.getByRole('button', { name: 'Изтрий клиента' }).click();
      await page.getByRole('dialog', { name: 'Изтриване на клиента' }).waitFor();
    },
  },
];

const resolve = <T>(value: T | (() => T)): T => (typeof value === 'function' ? (value as () => T)() : value);

/** No loading text in main, the network quiet. */
async function contentArrived(page: Page): Promise<void> {
  await page.waitForFunction((loading) => !document.querySelector('main')?.textContent?.includes(loading), LOADING, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** The page's real content is there: its heading (or, not named, any but the not-found page's), then the rest. */
async function waitForContent(page: Page, heading: string | RegExp | undefined): Promise<void> {
  const shown = mainHeading(page, heading);
  await shown.waitFor({ timeout: 15_000 });
  if (heading === undefined) assert.notEqual((await shown.innerText()).trim(), NOT_FOUND, `${page.url()} is not found`);
  await contentArrived(page);
}

for (const state of states) {
  const widths = state.widths ?? WIDTHS;
  test(`${state.name}: no critical or serious violation at ${widths.join(' px and ')} px`, async () => {
    // One page per state, first at the phone's width, then widened: the state is reached once.
    // bypassCSP lets axe be added as a script tag under the site's script-src 'self'.
    const context = await browser.newContext({ viewport: { width: widths[0]!, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    const path = resolve(state.path);
    const scripts = state.beforeScripts ? await holdScripts(page) : null;
    try {
      await page.goto(site.baseUrl + path, scripts ? { waitUntil: 'commit' } : undefined);
      if (scripts) await mainHeading(page, resolve(state.heading)).waitFor({ timeout: 15_000 });
      else await waitForContent(page, resolve(state.heading));
      if (state.act) await state.act(page);
      const report: string[] = [];
      for (const width of widths) {
        if (width !== widths[0]) {
          await page.setViewportSize({ width, height: 900 });
          await nextFrames(page);
        }
        const findings: Finding[] = await audit(page);
        if (findings.length > 0) report.push(formatFindings(`${state.name} (${path}) at ${width} px`, findings));
      }
      if (report.length > 0) assert.fail(`\n${report.join('\n')}`);
    } finally {
      await scripts?.release();
      await context.close();
    }
  });
}

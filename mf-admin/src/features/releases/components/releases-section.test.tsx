// «Версии» as the shell mounts it (/admin/releases: the console's loader, header and section), over the
// shared fake of the network: each test answers GET /releases and POST /releases/:remote/:id/promote.
import { screen, waitFor, within } from '@testing-library/react';
import type { Release, RemoteName, RemoteReleases } from '@site/shared/contracts/release';
import { fakeApi, ok, type FakeAnswer, type FakeRequest } from '@site/shared/testing/fake-api';
import { cellTexts } from '@site/shared/testing/cell-texts';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import userEvent from '@testing-library/user-event';
import * as consoleRoute from '../../../expose/admin-console-page';
import { useSessionStore } from '../../../lib/session-store';
import { consolePageTest, signedInPerson } from '../../../test/render';

const keep = consolePageTest();

const release = (remote: RemoteName, id: string, extra: Partial<Release> = {}): Release => ({
  id,
  remote,
  origin: 'upload',
  manifestUrl: `/remotes/mf-${remote}/r/${id}/mf-manifest.json`,
  gitCommit: null,
  shared: { react: '^19.2.0' },
  sizeBytes: 1000,
  createdAt: '2026-08-05T09:30:00.000Z',
  failures24h: 0,
  ...extra,
});

const firstCatalog = release('catalog', 'aaaaaaaaaaaa', { origin: 'dist', createdAt: '2026-08-01T07:00:00.000Z' });
const secondCatalog = release('catalog', 'bbbbbbbbbbbb', { gitCommit: 'abc1234', createdAt: '2026-08-04T10:15:00.000Z', failures24h: 3 });
const liveCatalog = release('catalog', 'cccccccccccc', { gitCommit: 'def5678', createdAt: '2026-08-05T09:30:00.000Z', failures24h: 17 });
const canaryCatalog = release('catalog', 'dddddddddddd', { gitCommit: '0aa9911', createdAt: '2026-08-05T12:00:00.000Z', failures24h: 1 });
const liveArticles = release('articles', 'eeeeeeeeeeee', { origin: 'dist' });

function remotes(): RemoteReleases[] {
  return [
    {
      remote: 'catalog',
      live: { ...liveCatalog, promotedAt: '2026-08-05T09:31:00.000Z' },
      canary: { ...canaryCatalog, promotedAt: '2026-08-05T12:01:00.000Z', share: 10 },
      history: [secondCatalog, firstCatalog],
      previousLiveId: secondCatalog.id,
      manifestUrl: liveCatalog.manifestUrl,
    },
    {
      remote: 'articles',
      live: { ...liveArticles, promotedAt: '2026-08-01T07:00:00.000Z' },
      canary: null,
      history: [],
      previousLiveId: null,
      manifestUrl: liveArticles.manifestUrl,
    },
    { remote: 'admin', live: null, canary: null, history: [], previousLiveId: null, manifestUrl: 'https://admin.example.bg/mf-manifest.json' },
    { remote: 'clients', live: null, canary: null, history: [], previousLiveId: null, manifestUrl: '/remotes/mf-clients/mf-manifest.json' },
  ];
}

/** A live or canary release as the history lists it. */
const plain = ({ share: _share, promotedAt: _promotedAt, ...rest }: Release & { share?: number; promotedAt?: string }): Release => rest;

const failure = (status: number, message: string): FakeAnswer => ({ status, body: { success: false, data: null, message } });

/** The server: the list, and a promotion that makes an earlier catalog release live (the old live one joins the history). */
function fakeReleases(overrides: (config: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  let state = remotes();
  const api = fakeApi((config) => {
    const overridden = overrides(config);
    if (overridden) return overridden;
    if (config.method === 'get' && config.url === '/auth/me') return ok(signedInPerson());
    if (config.method === 'get' && config.url === '/releases') return ok(state);
    const promote = /^\/releases\/([a-z]+)\/([0-9a-f]{12})\/promote$/.exec(config.url ?? '');
    if (config.method === 'post' && promote) {
      const [, remote, id] = promote;
      const entry = state.find((candidate) => candidate.remote === remote)!;
      const target = entry.history.find((candidate) => candidate.id === id);
      if (!target) return failure(404, 'Версията не е намерена');
      const updated: RemoteReleases = {
        ...entry,
        live: { ...target, promotedAt: '2026-08-06T08:00:00.000Z' },
        canary: null,
        history: [...(entry.canary ? [plain(entry.canary)] : []), plain(entry.live!), ...entry.history.filter((candidate) => candidate.id !== id)],
        previousLiveId: entry.live!.id,
      };
      state = state.map((candidate) => (candidate.remote === remote ? updated : candidate));
      return ok({ release: target }, `Версия ${target.id} е текущата`);
    }
    throw new Error(`unexpected ${config.method} ${config.url}`);
  });
  return keep(api);
}

let api: ReturnType<typeof fakeApi> | undefined;

function renderReleases() {
  const user = userEvent.setup({ delay: null });
  const view = renderRouteModule(consoleRoute, { path: '/admin/:section', initialEntries: ['/admin/releases'] });
  return { user, ...view };
}

const remoteSection = (name: string) => screen.findByRole('region', { name });
/** The facts listed under one of a remote's parts («Текуща версия», «Пробна версия»), term → value. */
const factsOf = (remote: HTMLElement, part: string) => {
  const region = within(remote).getByRole('region', { name: part });
  const terms = within(region)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(region)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
};

test('shows each part with its live release (since when, from which commit, failures in 24 h), the canary with its share, and the earlier ones', async () => {
  api = fakeReleases();
  renderReleases();

  expect(await screen.findByRole('heading', { level: 1, name: 'Версии на частите на сайта' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Версии' })).toHaveAttribute('aria-current', 'page');
  const catalog = await remoteSection('Каталог');
  expect(factsOf(catalog, 'Текуща версия')).toEqual({
    Версия: 'cccccccccccc',
    'Текуща от': '05.08.2026 г., 12:31',
    'Качена на': '05.08.2026 г., 12:30',
    'Сборка от commit': 'def5678',
    Източник: 'качена от екипа',
    'Неуспешни зареждания за 24 часа': '17',
  });
  expect(factsOf(catalog, 'Пробна версия')).toMatchObject({
    Версия: 'dddddddddddd',
    'Пробна от': '05.08.2026 г., 15:01',
    'Дял на посетителите': '10%',
    'Неуспешни зареждания за 24 часа': '1',
  });

  const history = within(catalog).getByRole('table', { name: 'По-ранни версии на „Каталог“, най-новите първи' });
  const [header, ...rows] = within(history).getAllByRole('row');
  expect(cellTexts(header!, 'columnheader')).toEqual([
    'Версия',
    'Качена на',
    'Сборка от commit',
    'Източник',
    'Неуспешни зареждания за 24 часа',
    'Върни тази версия',
  ]);
  expect(rows.map((row) => cellTexts(row))).toEqual([
    ['04.08.2026 г., 13:15', 'abc1234', 'качена от екипа', '3', 'Върни тази версия'],
    ['01.08.2026 г., 10:00', 'няма данни', 'папката dist при стартиране', '0', 'Върни тази версия'],
  ]);
  expect(within(rows[0]!).getByRole('button', { name: 'Върни тази версия' })).toHaveAccessibleDescription('bbbbbbbbbbbb');

  const articles = await remoteSection('Статии');
  expect(within(articles).getByText('Няма по-ранни версии.')).toBeInTheDocument();
  expect(within(articles).queryByRole('region', { name: 'Пробна версия' })).not.toBeInTheDocument();
  expect(
    within(await remoteSection('Конзола')).getByText('Няма качена версия: частта се зарежда от https://admin.example.bg/mf-manifest.json.'),
  ).toBeInTheDocument();
  expect(api.requests.find((request) => request.url === '/releases')!.headers.Authorization).toBeUndefined();
});

test('«Върни тази версия» asks first, then makes that release live for everyone, reads the list again and says which version is live', async () => {
  api = fakeReleases();
  const { user } = renderReleases();
  const catalog = await remoteSection('Каталог');
  const oldest = within(within(catalog).getByRole('table')).getAllByRole('row')[2]!;
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

  await user.click(within(oldest).getByRole('button', { name: 'Върни тази версия' }));
  expect(confirm).toHaveBeenLastCalledWith(
    'Версия aaaaaaaaaaaa на „Каталог“ ще стане текущата за всички посетители, а пробната версия, ако има такава, спира. Продължавате ли?',
  );
  expect(api.requests.filter((request) => request.method === 'post')).toEqual([]);
  await user.click(within(oldest).getByRole('button', { name: 'Върни тази версия' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Версия aaaaaaaaaaaa е текущата');
  const promotion = api.requests.find((request) => request.method === 'post')!;
  expect(promotion.url).toBe('/releases/catalog/aaaaaaaaaaaa/promote');
  expect(promotion.headers.Authorization).toBeUndefined();
  await waitFor(() => expect(factsOf(catalog, 'Текуща версия')['Версия']).toBe('aaaaaaaaaaaa'));
  expect(within(catalog).queryByRole('region', { name: 'Пробна версия' })).not.toBeInTheDocument();
  const ids = within(within(catalog).getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(ids).toEqual(['dddddddddddd', 'cccccccccccc', 'bbbbbbbbbbbb']);
});

test("a refused rollback shows the server's reason and leaves the list as it was", async () => {
  api = fakeReleases((config) => (config.method === 'post' ? failure(404, 'Версията не е намерена') : undefined));
  const { user } = renderReleases();
  const catalog = await remoteSection('Каталог');

  jest.spyOn(window, 'confirm').mockReturnValue(true);
  await user.click(within(within(catalog).getByRole('table')).getAllByRole('button', { name: 'Върни тази версия' })[0]!);

  await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Версията не е намерена'));
  expect(factsOf(catalog, 'Текуща версия')['Версия']).toBe('cccccccccccc');
});

test('a refused session sends staff back to the password gate', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = fakeReleases((config) => (config.url === '/releases' ? failure(401, 'Необходима е автентикация') : undefined));
  renderReleases();
  expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
  expect(useSessionStore.getState().signedIn).toBe(false);
});

test('says so when the list cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = fakeReleases((config) => (config.url === '/releases' ? failure(500, 'Вътрешна грешка') : undefined));
  renderReleases();
  expect(await screen.findByText('Грешка при зареждане на версиите')).toHaveAttribute('role', 'alert');
});

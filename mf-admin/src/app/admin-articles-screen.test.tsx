import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@site/shared/data';
import { isStaffQuery } from '@site/shared/data/staff-data';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import { makeDraftArticle, sampleCategories } from '@site/shared/testing/factories';
import { deferred } from '@site/shared/testing/deferred';
import { fail, inTurn, networkError, ok, pagesOf, type Answer, type FakeAnswer } from '@site/shared/testing/fake-api';
import { authorizationOf, fakeArticleServer, type ArticleAnswers, type ArticleRoute } from '../test/article-server';
import { articlesRoute, resetAdminState, signInForTest } from '../test/render';
import { staffArticlesPageKey } from '../features/articles-admin/queries';
import { useSessionStore } from '../lib/session-store';
import * as adminRoute from '../expose/admin-articles-page';

let answers: ArticleAnswers;
let server: ReturnType<typeof fakeArticleServer>;
const sentTo = (route: ArticleRoute) => server.sentTo(route);
/** Gives a wrongly sent request the time to reach the server before a test looks. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const article = makeDraftArticle({ id: 7, title: 'Пазар и клиенти', slug: 'pazar-i-klienti', content: '<p>Пазарът</p>' });
const expiredMessage = 'Сесията изтече или достъпът е отказан. Моля, въведете паролата отново.';

beforeEach(() => {
  resetAdminState();
  jest.resetAllMocks();
  // The shared client logs every failed call (the spec); the refusals here are on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers = {
    list: ok([article]),
    categories: ok(sampleCategories),
    images: ok(['20250101-a.png']),
    pictures: ok([]),
  };
  server = fakeArticleServer(answers);
});

afterEach(() => {
  server.api.restore();
  jest.restoreAllMocks();
  document.head.querySelector('meta[name="robots"]')?.remove();
});

/** The page as the shell mounts it at `address`: its loader, then the screen with its head. */
function renderPage(address = '/admin/articles') {
  // No pause between keystrokes: the screens update per key anyway, and the machine is shared.
  const user = userEvent.setup({ delay: null });
  return { user, ...renderRouteModule(adminRoute, { path: '/admin/articles', initialEntries: [address], otherRoutes: [articlesRoute] }) };
}

const storedSession = () => JSON.parse(sessionStorage.getItem('admin-session') ?? '{"state":{}}').state as { signedIn?: boolean };

describe('AdminArticlesScreen', () => {
  it('is locked behind the gate, fetching nothing, and kept out of search engines', async () => {
    renderPage();
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Статии/ })).not.toBeInTheDocument();
    await settle();
    expect(server.api.requests).toHaveLength(0);
    expect(document.title).toBe('Управление на статии | Бизнес Академия');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('with a session open, shows nothing of the page until its loader has the articles, categories and images', async () => {
    signInForTest();
    const articles = deferred<FakeAnswer>();
    answers.list = () => articles.promise;
    renderPage();
    // The categories and images have come; the loader still waits for the articles.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(sentTo('list').map(authorizationOf)).toEqual([null]);
    expect(sentTo('categories')).toHaveLength(1);
    expect(sentTo('images')).toHaveLength(1);
    await act(async () => articles.resolve(ok([article])));
    await screen.findByRole('heading', { level: 1, name: 'Управление на статии' });
    // Everything is there at the first render: no section is still loading.
    expect(screen.getByRole('article', { name: 'Пазар и клиенти' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Категория' })).getByRole('option', { name: 'Продажби' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /20250101-a.png/ })).toBeInTheDocument();
    expect(screen.queryByText('Зареждане...')).not.toBeInTheDocument();
    expect(sentTo('list')).toHaveLength(1);
  });

  it('reads the page of the article list the address names before showing it, and reads it once', async () => {
    signInForTest();
    answers.list = pagesOf(Array.from({ length: 45 }, (_, index) => makeDraftArticle({ id: 45 - index, title: `Статия ${45 - index}` })));
    const { user } = renderPage('/admin/articles?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Управление на статии' });
    // At the first render: the loader has read the page.
    expect(screen.getByRole('article', { name: 'Статия 25' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Страници на статиите' });
    expect(within(pager).getByText('Страница 2 от 3')).toBeInTheDocument();
    expect(sentTo('list').map((request) => request.params as unknown)).toEqual([{ includeUnpublished: true, page: 2, pageSize: 20 }]);

    // A turn of the page runs the loader again: the list turns once the page has come.
    await user.click(within(pager).getByRole('button', { name: 'Следваща' }));
    expect(await screen.findByRole('article', { name: 'Статия 5' })).toBeInTheDocument();
    expect(sentTo('list').map((request) => (request.params as { page: number }).page)).toEqual([2, 3]);
  });

  it('opens article management after the password verifies, the token left to the cookie: never kept in the tab nor sent', async () => {
    answers.verify = ok({ accessToken: 'from-server', expiresAt: '2099-01-01T00:00:00Z' });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Парола'), 'тайна');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await screen.findByRole('article', { name: 'Пазар и клиенти' })).toBeInTheDocument();
    expect(sentTo('list').map(authorizationOf)).toEqual([null]);
    expect(storedSession().signedIn).toBe(true);
    expect(sessionStorage.getItem('admin-session')).not.toContain('from-server');
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Снимки' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Управление на статии' })).toHaveFocus();
  });

  it("'Изход' ends the session on the server, forgets the session and every staff read made in it, keeps the public reads, and shows the gate", async () => {
    answers.signOut = ok(null);
    signInForTest();
    const { user, queryClient } = renderPage();
    // What the site's public pages read earlier in the same tab.
    const publishedCards = [...queryKeys.articles.published(), { page: 1, pageSize: 12, category: null, featured: false }];
    queryClient.setQueryData(queryKeys.courses.summaries(), []);
    queryClient.setQueryData(publishedCards, { items: [], page: { page: 1, pageSize: 12, total: 0 } });
    await screen.findByRole('article', { name: 'Пазар и клиенти' });
    const cache = queryClient.getQueryCache();
    const staffKeys = () => cache.findAll({ predicate: isStaffQuery }).map((query) => query.queryKey);
    // The drafts, the picture library and who is signed in were read in the session.
    expect(staffKeys()).toEqual(expect.arrayContaining([staffArticlesPageKey(1), queryKeys.pictures.all, queryKeys.ownAccount.person()]));

    await user.click(screen.getByRole('button', { name: 'Изход' }));
    expect(sentTo('signOut')).toHaveLength(1);
    expect(screen.getByLabelText('Парола')).toBeInTheDocument();
    expect(storedSession().signedIn).toBe(false);
    expect(staffKeys()).toEqual([]);
    expect(cache.findAll().map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([queryKeys.courses.summaries(), publishedCards, queryKeys.categories.every(), queryKeys.articles.images()]),
    );
  });

  it('returns to the gate with a message when the server refuses the session, and reads afresh after signing in again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInForTest();
    answers.list = fail('Невалиден или изтекъл достъп', 401);
    const { user } = renderPage();
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expiredMessage);
    expect(storedSession().signedIn).toBe(false);

    answers.list = ok([article]);
    answers.verify = ok({ accessToken: 'new-token', expiresAt: '2099-01-01T00:00:00Z' });
    await user.type(screen.getByLabelText('Парола'), 'тайна');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await screen.findByRole('article', { name: 'Пазар и клиенти' })).toBeInTheDocument();
    expect(sentTo('list')).toHaveLength(2);
    expect(screen.queryByText('Грешка при зареждане на статиите')).not.toBeInTheDocument();
  });

  it('returns to the gate when an action meets an expired session', async () => {
    signInForTest();
    answers.toggle = fail('Невалиден или изтекъл достъп', 401);
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Пазар и клиенти' });
    await user.click(within(card).getByRole('button', { name: 'Публикувай' }));
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expiredMessage);
  });

  it('does not use a session past its expiry time: the gate says so and nothing is fetched', async () => {
    useSessionStore.getState().signIn({ expiresAt: '2020-01-01T00:00:00Z' });
    renderPage();
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expiredMessage);
    await settle();
    expect(server.api.requests).toHaveLength(0);
  });

  it('loads an article by id into the form for editing', async () => {
    signInForTest();
    answers.get = ok(article);
    const { user } = renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Пазар и клиенти' })).getByRole('button', { name: 'Редактирай' }));
    expect(await screen.findByRole('heading', { name: 'Редактиране на статия' })).toBeInTheDocument();
    expect(sentTo('get').map((request) => [request.url, authorizationOf(request)])).toEqual([['/articles/7', null]]);
    expect(screen.getByLabelText('Заглавие')).toHaveValue('Пазар и клиенти');
    expect(screen.getByLabelText('Адрес (slug)')).toHaveValue('pazar-i-klienti');
  });

  it('reads the article from the server each time it is opened for editing', async () => {
    signInForTest();
    answers.get = inTurn(ok(article), ok({ ...article, title: 'Пазар и клиенти, второ издание' }));
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Пазар и клиенти' });
    await user.click(within(card).getByRole('button', { name: 'Редактирай' }));
    await waitFor(() => expect(screen.getByLabelText('Заглавие')).toHaveValue('Пазар и клиенти'));
    await user.click(screen.getByRole('button', { name: 'Отказ' }));
    await user.click(within(card).getByRole('button', { name: 'Редактирай' }));
    await waitFor(() => expect(screen.getByLabelText('Заглавие')).toHaveValue('Пазар и клиенти, второ издание'));
    expect(sentTo('get')).toHaveLength(2);
  });

  it('shows the edit loading on its button and loads once on a double click', async () => {
    signInForTest();
    const pending = deferred<FakeAnswer>();
    answers.get = () => pending.promise;
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Пазар и клиенти' });
    await user.dblClick(within(card).getByRole('button', { name: 'Редактирай' }));
    expect(within(card).getByRole('button', { name: 'Зареждане...' })).toHaveAttribute('aria-disabled', 'true');
    await settle();
    expect(sentTo('get')).toHaveLength(1);
    await act(async () => pending.resolve(ok(article)));
    expect(await within(card).findByRole('button', { name: 'Редактирай' })).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(screen.getByLabelText('Заглавие')).toHaveValue('Пазар и клиенти'));
  });

  it.each([
    ['the server refuses', fail('Статията не е намерена', 404), 'Грешка при зареждане на статията', 'Статията не е намерена'],
    ['the call fails', networkError, 'Грешка при зареждане на статията за редактиране', 'Network Error'],
  ])('reports a failed load for editing when %s', async (_case, answer: Answer, message, logged) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInForTest();
    answers.get = answer;
    const { user } = renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Пазар и клиенти' })).getByRole('button', { name: 'Редактирай' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Admin article for editing:', logged);
  });

  it('asks before an edit replaces unsaved changes', async () => {
    signInForTest();
    answers.get = ok(article);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Заглавие'), 'Чернова');
    await user.click(within(await screen.findByRole('article', { name: 'Пазар и клиенти' })).getByRole('button', { name: 'Редактирай' }));
    expect(confirm).toHaveBeenCalledWith('Имате незапазени промени. Сигурни ли сте, че искате да ги изоставите?');
    await settle();
    expect(sentTo('get')).toHaveLength(0);
    expect(screen.getByLabelText('Заглавие')).toHaveValue('Чернова');
  });

  it('picks an uploaded image as the featured image of the article in the form', async () => {
    signInForTest();
    const { user } = renderPage();
    const image = await screen.findByRole('figure', { name: /20250101-a.png/ });
    await user.click(within(image).getByRole('button', { name: 'За основна' }));
    expect(screen.getByLabelText('Основна снимка')).toHaveValue('20250101-a.png');
  });

  it('reloads the list after a save', async () => {
    signInForTest();
    answers.create = ok(makeDraftArticle({ id: 8, title: 'Нова' }));
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Пазар и клиенти' });
    answers.list = ok([makeDraftArticle({ id: 8, title: 'Нова' }), article]);
    await user.type(screen.getByLabelText('Заглавие'), 'Нова');
    await user.type(screen.getByLabelText('Кратко описание'), 'Кратко');
    await user.type(screen.getByLabelText('Съдържание (HTML)'), 'Текст');
    await user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(await screen.findByRole('article', { name: 'Нова' })).toBeInTheDocument();
    await waitFor(() => expect(sentTo('list')).toHaveLength(2));
  });
});

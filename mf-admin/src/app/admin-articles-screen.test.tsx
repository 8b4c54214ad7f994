import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@site/shared/api-client';
import { queryKeys } from '@site/shared/data';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import { categories, makeArticle } from '../test/fixtures';
import { deferred } from '@site/shared/testing/deferred';
import { articlesRoute, resetAdminState, signInForTest, TEST_TOKEN } from '../test/render';
import { useSessionStore } from '../lib/session-store';
import { verifyPassword } from '../features/auth/api';
import { listAllArticles, togglePublish } from '../features/articles-list/api';
import { createArticle, getArticle, listCategories } from '../features/article-form/api';
import { listImages } from '../features/images/api';
import { listPictures } from '../features/pictures/api';
import * as adminRoute from '../expose/admin-articles-page';

jest.mock('../features/auth/api');
jest.mock('../features/articles-list/api');
jest.mock('../features/article-form/api');
jest.mock('../features/images/api');
jest.mock('../features/pictures/api');

const article = makeArticle({ id: 7, title: 'Пазар и клиенти', slug: 'pazar-i-klienti', content: '<p>Пазарът</p>' });
const expiredMessage = 'Сесията изтече или достъпът е отказан. Моля, въведете паролата отново.';

beforeEach(() => {
  resetAdminState();
  jest.resetAllMocks();
  jest.mocked(listAllArticles).mockResolvedValue([article]);
  jest.mocked(listCategories).mockResolvedValue(categories);
  jest.mocked(listImages).mockResolvedValue(['20250101-a.png']);
  jest.mocked(listPictures).mockResolvedValue([]);
});

afterEach(() => {
  jest.restoreAllMocks();
  document.head.querySelector('meta[name="robots"]')?.remove();
});

/** The page as the shell mounts it: its loader, then the screen with its head. */
function renderPage() {
  // No pause between keystrokes: the screens update per key anyway, and the machine is shared.
  const user = userEvent.setup({ delay: null });
  return { user, ...renderRouteModule(adminRoute, { path: '/admin/articles', initialEntries: ['/admin/articles'], otherRoutes: [articlesRoute] }) };
}

const storedToken = () => JSON.parse(sessionStorage.getItem('admin-session') ?? '{"state":{}}').state.token ?? null;

describe('AdminArticlesScreen', () => {
  it('is locked behind the gate, fetching nothing, and kept out of search engines', async () => {
    renderPage();
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Статии/ })).not.toBeInTheDocument();
    expect(listAllArticles).not.toHaveBeenCalled();
    expect(listCategories).not.toHaveBeenCalled();
    expect(listImages).not.toHaveBeenCalled();
    expect(document.title).toBe('Управление на статии | Бизнес Академия');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('with a session open, shows nothing of the page until its loader has the articles, categories and images', async () => {
    signInForTest();
    const articles = deferred<(typeof article)[]>();
    jest.mocked(listAllArticles).mockReturnValue(articles.promise);
    renderPage();
    // The categories and images have come; the loader still waits for the articles.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(listAllArticles).toHaveBeenCalledWith(TEST_TOKEN);
    expect(listCategories).toHaveBeenCalledTimes(1);
    expect(listImages).toHaveBeenCalledTimes(1);
    await act(async () => articles.resolve([article]));
    await screen.findByRole('heading', { level: 1, name: 'Управление на статии' });
    // Everything is there at the first render: no section is still loading.
    expect(screen.getByRole('article', { name: 'Пазар и клиенти' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Категория' })).getByRole('option', { name: 'Продажби' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /20250101-a.png/ })).toBeInTheDocument();
    expect(screen.queryByText('Зареждане...')).not.toBeInTheDocument();
    expect(listAllArticles).toHaveBeenCalledTimes(1);
  });

  it('opens article management after the password verifies, sending the token on admin calls', async () => {
    jest.mocked(verifyPassword).mockResolvedValue({ accessToken: 'from-server', expiresAt: '2099-01-01T00:00:00Z' });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Парола'), 'тайна');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await screen.findByRole('article', { name: 'Пазар и клиенти' })).toBeInTheDocument();
    expect(listAllArticles).toHaveBeenCalledWith('from-server');
    expect(storedToken()).toBe('from-server');
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Снимки' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Управление на статии' })).toHaveFocus();
  });

  it("'Изход' forgets the token and the drafts read with it, and shows the gate", async () => {
    signInForTest();
    const { user, queryClient } = renderPage();
    await screen.findByRole('article', { name: 'Пазар и клиенти' });
    await user.click(screen.getByRole('button', { name: 'Изход' }));
    expect(screen.getByLabelText('Парола')).toBeInTheDocument();
    expect(storedToken()).toBeNull();
    expect(queryClient.getQueryData(queryKeys.articles.staffList())).toBeUndefined();
  });

  it('returns to the gate with a message when the server rejects the token, and reads afresh after signing in again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInForTest();
    jest.mocked(listAllArticles).mockRejectedValue(new ApiError('Невалиден или изтекъл достъп', 401));
    const { user } = renderPage();
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expiredMessage);
    expect(storedToken()).toBeNull();

    jest.mocked(listAllArticles).mockResolvedValue([article]);
    jest.mocked(verifyPassword).mockResolvedValue({ accessToken: 'new-token', expiresAt: '2099-01-01T00:00:00Z' });
    await user.type(screen.getByLabelText('Парола'), 'тайна');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await screen.findByRole('article', { name: 'Пазар и клиенти' })).toBeInTheDocument();
    expect(listAllArticles).toHaveBeenLastCalledWith('new-token');
    expect(screen.queryByText('Грешка при зареждане на статиите')).not.toBeInTheDocument();
  });

  it('returns to the gate when an action meets an expired token', async () => {
    signInForTest();
    jest.mocked(togglePublish).mockRejectedValue(new ApiError('Невалиден или изтекъл достъп', 401));
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Пазар и клиенти' });
    await user.click(within(card).getByRole('button', { name: 'Публикувай' }));
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expiredMessage);
  });

  it('does not use a token kept past its expiry time: the gate says so and nothing is fetched', async () => {
    useSessionStore.getState().signIn({ accessToken: 'old', expiresAt: '2020-01-01T00:00:00Z' });
    renderPage();
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expiredMessage);
    expect(listAllArticles).not.toHaveBeenCalled();
    expect(listCategories).not.toHaveBeenCalled();
    expect(listImages).not.toHaveBeenCalled();
  });

  it('loads an article by id into the form for editing', async () => {
    signInForTest();
    jest.mocked(getArticle).mockResolvedValue(article);
    const { user } = renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Пазар и клиенти' })).getByRole('button', { name: 'Редактирай' }));
    expect(getArticle).toHaveBeenCalledWith(TEST_TOKEN, 7);
    expect(await screen.findByRole('heading', { name: 'Редактиране на статия' })).toBeInTheDocument();
    expect(screen.getByLabelText('Заглавие')).toHaveValue('Пазар и клиенти');
    expect(screen.getByLabelText('Адрес (slug)')).toHaveValue('pazar-i-klienti');
  });

  it('reads the article from the server each time it is opened for editing', async () => {
    signInForTest();
    jest.mocked(getArticle).mockResolvedValueOnce(article).mockResolvedValueOnce({ ...article, title: 'Пазар и клиенти, второ издание' });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Пазар и клиенти' });
    await user.click(within(card).getByRole('button', { name: 'Редактирай' }));
    await waitFor(() => expect(screen.getByLabelText('Заглавие')).toHaveValue('Пазар и клиенти'));
    await user.click(screen.getByRole('button', { name: 'Отказ' }));
    await user.click(within(card).getByRole('button', { name: 'Редактирай' }));
    await waitFor(() => expect(screen.getByLabelText('Заглавие')).toHaveValue('Пазар и клиенти, второ издание'));
    expect(getArticle).toHaveBeenCalledTimes(2);
  });

  it('shows the edit loading on its button and loads once on a double click', async () => {
    signInForTest();
    const pending = deferred<typeof article>();
    jest.mocked(getArticle).mockReturnValue(pending.promise);
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Пазар и клиенти' });
    await user.dblClick(within(card).getByRole('button', { name: 'Редактирай' }));
    expect(getArticle).toHaveBeenCalledTimes(1);
    expect(within(card).getByRole('button', { name: 'Зареждане...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => pending.resolve(article));
    expect(within(card).getByRole('button', { name: 'Редактирай' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText('Заглавие')).toHaveValue('Пазар и клиенти');
  });

  it.each([
    ['the server refuses', new ApiError('Статията не е намерена', 404), 'Грешка при зареждане на статията'],
    ['the call fails', new Error('Network Error'), 'Грешка при зареждане на статията за редактиране'],
  ])('reports a failed load for editing when %s', async (_case, error, message) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInForTest();
    jest.mocked(getArticle).mockRejectedValue(error);
    const { user } = renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Пазар и клиенти' })).getByRole('button', { name: 'Редактирай' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Admin article for editing:', error.message);
  });

  it('asks before an edit replaces unsaved changes', async () => {
    signInForTest();
    jest.mocked(getArticle).mockResolvedValue(article);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Заглавие'), 'Чернова');
    await user.click(within(await screen.findByRole('article', { name: 'Пазар и клиенти' })).getByRole('button', { name: 'Редактирай' }));
    expect(confirm).toHaveBeenCalledWith('Имате незапазени промени. Сигурни ли сте, че искате да ги изоставите?');
    expect(getArticle).not.toHaveBeenCalled();
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
    jest.mocked(createArticle).mockResolvedValue(makeArticle({ id: 8, title: 'Нова' }));
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Пазар и клиенти' });
    jest.mocked(listAllArticles).mockResolvedValue([makeArticle({ id: 8, title: 'Нова' }), article]);
    await user.type(screen.getByLabelText('Заглавие'), 'Нова');
    await user.type(screen.getByLabelText('Кратко описание'), 'Кратко');
    await user.type(screen.getByLabelText('Съдържание (HTML)'), 'Текст');
    await user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(await screen.findByRole('article', { name: 'Нова' })).toBeInTheDocument();
    await waitFor(() => expect(listAllArticles).toHaveBeenCalledTimes(2));
  });
});

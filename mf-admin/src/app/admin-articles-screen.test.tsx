import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@site/shared/api-client';
import { categories, makeArticle } from '../test/fixtures';
import { deferred } from '@site/shared/testing/deferred';
import { renderInRouter, resetAdminState, signInForTest, TEST_TOKEN } from '../test/render';
import { useSessionStore } from '../lib/session-store';
import { verifyPassword } from '../features/auth/api';
import { listAllArticles, togglePublish } from '../features/articles-list/api';
import { createArticle, getArticle, listCategories } from '../features/article-form/api';
import { listImages } from '../features/images/api';
import { AdminArticlesScreen } from './admin-articles-screen';

jest.mock('../features/auth/api');
jest.mock('../features/articles-list/api');
jest.mock('../features/article-form/api');
jest.mock('../features/images/api');

const article = makeArticle({ id: 7, title: 'Пазар и клиенти', slug: 'pazar-i-klienti', content: '<p>Пазарът</p>' });
const expiredMessage = 'Сесията изтече или достъпът е отказан. Моля, въведете паролата отново.';

beforeEach(() => {
  resetAdminState();
  jest.resetAllMocks();
  jest.mocked(listAllArticles).mockResolvedValue([article]);
  jest.mocked(listCategories).mockResolvedValue(categories);
  jest.mocked(listImages).mockResolvedValue(['20250101-a.png']);
});

afterEach(() => {
  jest.restoreAllMocks();
  document.head.querySelector('meta[name="robots"]')?.remove();
});

const storedToken = () => JSON.parse(sessionStorage.getItem('admin-session') ?? '{"state":{}}').state.token ?? null;

describe('AdminArticlesScreen', () => {
  it('is locked behind the gate and kept out of search engines', () => {
    renderInRouter(<AdminArticlesScreen />);
    expect(screen.getByLabelText('Парола')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Статии/ })).not.toBeInTheDocument();
    expect(listAllArticles).not.toHaveBeenCalled();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('opens article management after the password verifies, sending the token on admin calls', async () => {
    jest.mocked(verifyPassword).mockResolvedValue({ accessToken: 'from-server', expiresAt: '2099-01-01T00:00:00Z' });
    const { user } = renderInRouter(<AdminArticlesScreen />);
    await user.type(screen.getByLabelText('Парола'), 'тайна');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await screen.findByRole('article', { name: 'Пазар и клиенти' })).toBeInTheDocument();
    expect(listAllArticles).toHaveBeenCalledWith('from-server');
    expect(storedToken()).toBe('from-server');
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Снимки' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Управление на статии' })).toHaveFocus();
  });

  it("'Изход' forgets the token and shows the gate", async () => {
    signInForTest();
    const { user } = renderInRouter(<AdminArticlesScreen />);
    await screen.findByRole('article', { name: 'Пазар и клиенти' });
    await user.click(screen.getByRole('button', { name: 'Изход' }));
    expect(screen.getByLabelText('Парола')).toBeInTheDocument();
    expect(storedToken()).toBeNull();
  });

  it('returns to the gate with a message when the server rejects the token', async () => {
    signInForTest();
    jest.mocked(listAllArticles).mockRejectedValue(new ApiError('Невалиден или изтекъл достъп', 401));
    renderInRouter(<AdminArticlesScreen />);
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expiredMessage);
    expect(storedToken()).toBeNull();
  });

  it('returns to the gate when an action meets an expired token', async () => {
    signInForTest();
    jest.mocked(togglePublish).mockRejectedValue(new ApiError('Невалиден или изтекъл достъп', 401));
    const { user } = renderInRouter(<AdminArticlesScreen />);
    const card = await screen.findByRole('article', { name: 'Пазар и клиенти' });
    await user.click(within(card).getByRole('button', { name: 'Публикувай' }));
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expiredMessage);
  });

  it('does not use a token kept past its expiry time', async () => {
    useSessionStore.getState().signIn({ accessToken: 'old', expiresAt: '2020-01-01T00:00:00Z' });
    renderInRouter(<AdminArticlesScreen />);
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expiredMessage);
    expect(listAllArticles).not.toHaveBeenCalled();
  });

  it('loads an article by id into the form for editing', async () => {
    signInForTest();
    jest.mocked(getArticle).mockResolvedValue(article);
    const { user } = renderInRouter(<AdminArticlesScreen />);
    await user.click(within(await screen.findByRole('article', { name: 'Пазар и клиенти' })).getByRole('button', { name: 'Редактирай' }));
    expect(getArticle).toHaveBeenCalledWith(TEST_TOKEN, 7);
    expect(await screen.findByRole('heading', { name: 'Редактиране на статия' })).toBeInTheDocument();
    expect(screen.getByLabelText('Заглавие')).toHaveValue('Пазар и клиенти');
    expect(screen.getByLabelText('Адрес (slug)')).toHaveValue('pazar-i-klienti');
  });

  it('shows the edit loading on its button and loads once on a double click', async () => {
    signInForTest();
    const pending = deferred<typeof article>();
    jest.mocked(getArticle).mockReturnValue(pending.promise);
    const { user } = renderInRouter(<AdminArticlesScreen />);
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
    signInForTest();
    jest.mocked(getArticle).mockRejectedValue(error);
    const { user } = renderInRouter(<AdminArticlesScreen />);
    await user.click(within(await screen.findByRole('article', { name: 'Пазар и клиенти' })).getByRole('button', { name: 'Редактирай' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
  });

  it('asks before an edit replaces unsaved changes', async () => {
    signInForTest();
    jest.mocked(getArticle).mockResolvedValue(article);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderInRouter(<AdminArticlesScreen />);
    await user.type(screen.getByLabelText('Заглавие'), 'Чернова');
    await user.click(within(await screen.findByRole('article', { name: 'Пазар и клиенти' })).getByRole('button', { name: 'Редактирай' }));
    expect(confirm).toHaveBeenCalledWith('Имате незапазени промени. Сигурни ли сте, че искате да ги изоставите?');
    expect(getArticle).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Заглавие')).toHaveValue('Чернова');
  });

  it('picks an uploaded image as the featured image of the article in the form', async () => {
    signInForTest();
    const { user } = renderInRouter(<AdminArticlesScreen />);
    const image = await screen.findByRole('figure', { name: /20250101-a.png/ });
    await user.click(within(image).getByRole('button', { name: 'За основна' }));
    expect(screen.getByLabelText('Основна снимка')).toHaveValue('20250101-a.png');
  });

  it('reloads the list after a save', async () => {
    signInForTest();
    jest.mocked(createArticle).mockResolvedValue(makeArticle({ id: 8, title: 'Нова' }));
    const { user } = renderInRouter(<AdminArticlesScreen />);
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

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inCategory, makeArticle, makeCategory } from '@site/shared/testing/factories';
import type { ArticleSummary } from '@site/shared';
import { byRoute, fakeApi, networkError, ok, pagesOf, type Answer, type FakeRequest } from '@site/shared/testing/fake-api';
import { currentUrl, renderAt } from '../test-router';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

/** The server's answers to the page's two reads. */
function answer(articles: Answer, categories: Answer) {
  api?.restore();
  api = fakeApi(byRoute({ 'GET /articles/summaries': articles, 'GET /categories/active': categories }));
}

// The counts beside the categories are the server's (its published articles in each).
const finance = makeCategory({ name: 'Финанси', slug: 'finansi', color: '#d97706', order: 3, articleCount: 2 });
const sales = makeCategory({ name: 'Продажби и маркетинг', slug: 'prodazhbi-i-marketing', color: '#16a34a', order: 2, articleCount: 1 });
const strategy = makeCategory({ name: 'Стратегия и планиране', slug: 'strategiia-i-planirane', color: 'blue', order: 2, articleCount: 1 });
const empty = makeCategory({ name: 'Право и регулации', slug: 'pravo-i-regulatsii', order: 1, articleCount: 0 });
const inactive = makeCategory({ name: 'Новини от академията', slug: 'novini', order: 0, articleCount: 3, isActive: false });

const cashFlow = makeArticle({
  title: 'Паричният поток',
  slug: 'parichniiat-potok',
  shortDescription: 'Печалбата и парите в сметката са различни неща.',
  tags: ['финанси', 'паричен поток', 'резерв', 'ликвидност', 'банки'],
  publishedAt: '2025-08-05T09:00:00Z',
  ...inCategory(finance),
});
const pricing = makeArticle({ title: 'Пет грешки в цените', publishedAt: '2025-07-20T09:00:00Z', ...inCategory(finance) });
const firstCall = makeArticle({ title: 'Първият продажбен разговор', publishedAt: '2025-07-01T09:00:00Z', ...inCategory(sales) });
const plan = makeArticle({ title: 'Бизнес план', publishedAt: '2025-06-15T09:00:00Z', ...inCategory({ ...strategy, color: '' }) });
const uncategorised = makeArticle({ title: 'Първите 90 дни', publishedAt: null, createdAt: '2025-03-02T10:00:00Z' });
const newestFirst = [cashFlow, pricing, firstCall, plan, uncategorised];

/** The server's paging of the cards: the request's page of the articles of its category (all without one). */
const cardsOf = (articles: readonly ArticleSummary[]) =>
  pagesOf(articles, (article, config: FakeRequest) => {
    const category = (config.params as { category?: string }).category;
    return category === undefined || article.category?.slug === category;
  });

function serve(articles: readonly ArticleSummary[] = newestFirst, categories = [finance, sales, strategy, empty, inactive]) {
  answer(cardsOf(articles), ok(categories));
}

function cardTitles(): string[] {
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

const sidebar = () => screen.getByRole('navigation', { name: 'Категории' });

describe('/articles', () => {
  it('shows nothing of the page until its loader has the articles', () => {
    answer(() => new Promise(() => undefined), ok([finance]));
    renderAt('/articles');
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the published articles newest first as cards that link to the article', async () => {
    serve();
    renderAt('/articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Статии' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Паричният поток', 'Пет грешки в цените', 'Първият продажбен разговор', 'Бизнес план', 'Първите 90 дни']);

    const card = screen.getByRole('article', { name: 'Паричният поток' });
    expect(within(card).getByRole('link', { name: 'Паричният поток' })).toHaveAttribute('href', '/articles/parichniiat-potok');
    expect(within(card).getByText('Печалбата и парите в сметката са различни неща.')).toBeInTheDocument();
    expect(within(card).getByText('5 август 2025 г.')).toBeInTheDocument();
    expect(within(card).getByText('Финанси')).toHaveStyle({ backgroundColor: '#d97706' });
  });

  it('shows at most three tags on a card', async () => {
    serve();
    renderAt('/articles');
    const card = await screen.findByRole('article', { name: 'Паричният поток' });
    const tags = within(within(card).getByRole('list', { name: 'Етикети' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['финанси', 'паричен поток', 'резерв']);
    expect(within(card).queryByText('ликвидност')).not.toBeInTheDocument();
  });

  it('dates an unpublished-date article by its creation and paints a colourless category blue', async () => {
    serve();
    renderAt('/articles');
    const undated = await screen.findByRole('article', { name: 'Първите 90 дни' });
    expect(within(undated).getByText('2 март 2025 г.')).toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Бизнес план' });
    expect(within(plain).getByText('Стратегия и планиране')).toHaveStyle({ backgroundColor: '#1d4ed8' });
  });

  it('lists all articles and the active categories that have published articles, by order then name, with their counts', async () => {
    serve();
    renderAt('/articles');
    const links = within(await screen.findByRole('navigation', { name: 'Категории' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Всички статии5', 'Продажби и маркетинг1', 'Стратегия и планиране1', 'Финанси2']);
    expect(within(sidebar()).getByRole('link', { name: /Всички статии/ })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by the chosen category and puts it in the URL', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderAt('/articles');
    await user.click(within(await screen.findByRole('navigation', { name: 'Категории' })).getByRole('link', { name: /Финанси/ }));
    // The route's loader runs again for the new URL before the filtered list is shown.
    await screen.findByRole('region', { name: 'Финанси' });

    expect(currentUrl(router)).toBe('/articles?category=finansi');
    expect(cardTitles()).toEqual(['Паричният поток', 'Пет грешки в цените']);
    expect(within(sidebar()).getByRole('link', { name: /Финанси/ })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: /Всички статии/ })).not.toHaveAttribute('aria-current');
    // The head is applied once the page with the loader's new data is shown.
    await waitFor(() => expect(document.title).toBe('Финанси – Статии | Бизнес Академия'));

    await user.click(within(sidebar()).getByRole('link', { name: /Всички статии/ }));
    await screen.findByRole('region', { name: 'Всички статии' });
    expect(currentUrl(router)).toBe('/articles');
    expect(cardTitles()).toHaveLength(5);
  });

  it('opens filtered from a shared or reloaded URL', async () => {
    serve();
    renderAt('/articles?category=prodazhbi-i-marketing');
    await screen.findByRole('navigation', { name: 'Категории' });
    expect(cardTitles()).toEqual(['Първият продажбен разговор']);
    expect(within(sidebar()).getByRole('link', { name: /Продажби и маркетинг/ })).toHaveAttribute('aria-current', 'page');
  });

  it('follows back and forward through the filters', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderAt('/articles');
    await user.click(within(await screen.findByRole('navigation', { name: 'Категории' })).getByRole('link', { name: /Финанси/ }));
    await screen.findByRole('region', { name: 'Финанси' });
    await user.click(within(sidebar()).getByRole('link', { name: /Продажби и маркетинг/ }));
    await screen.findByRole('region', { name: 'Продажби и маркетинг' });
    expect(cardTitles()).toEqual(['Първият продажбен разговор']);

    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe('/articles?category=finansi');
    expect(cardTitles()).toEqual(['Паричният поток', 'Пет грешки в цените']);

    await act(() => router.navigate(-1));
    expect(cardTitles()).toHaveLength(5);

    await act(() => router.navigate(1));
    expect(cardTitles()).toEqual(['Паричният поток', 'Пет грешки в цените']);
  });

  it('says so when nothing is published yet', async () => {
    serve([], []);
    renderAt('/articles');
    expect(await screen.findByText('Все още няма публикувани статии.')).toBeInTheDocument();
    expect(screen.queryByText('Няма статии в тази категория.')).not.toBeInTheDocument();
  });

  it('says so when the chosen category has no articles', async () => {
    serve();
    renderAt('/articles?category=pravo-i-regulatsii');
    expect(await screen.findByText('Няма статии в тази категория.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('Все още няма публикувани статии.')).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the empty text, as the spec says for list failures', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(networkError, { status: 503, body: '' });
    renderAt('/articles');
    expect(await screen.findByText('Все още няма публикувани статии.')).toBeInTheDocument();
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith('Published articles:', 'Network Error');
    expect(console.error).toHaveBeenCalledWith('Article categories:', 'Request failed with status code 503');
  });

  it('keeps the articles when only the categories fail', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(cardsOf(newestFirst), networkError);
    renderAt('/articles');
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(1);
  });

  describe('pages', () => {
    const many = Array.from({ length: 30 }, (_, index) => makeArticle({ title: `Статия ${index + 1}`, ...(index % 3 === 0 ? inCategory(finance) : {}) }));

    it('shows twelve cards a page and links the older and newer pages, with their place in the list', async () => {
      const user = userEvent.setup();
      serve(many, [{ ...finance, articleCount: 10 }]);
      const { router } = renderAt('/articles');
      await screen.findAllByRole('article');
      expect(cardTitles()).toEqual(many.slice(0, 12).map(({ title }) => title));
      expect(api?.requests.find((request) => request.url === '/articles/summaries')?.params).toEqual({ page: 1, pageSize: 12 });
      const pager = screen.getByRole('navigation', { name: 'Страници' });
      expect(pager).toHaveTextContent('Страница 1 от 3');
      expect(within(pager).queryByRole('link', { name: /Предишна/ })).not.toBeInTheDocument();
      expect(within(sidebar()).getByRole('link', { name: /Всички статии/ })).toHaveTextContent('30');

      await user.click(within(pager).getByRole('link', { name: 'Следваща страница' }));
      await waitFor(() => expect(cardTitles()).toEqual(many.slice(12, 24).map(({ title }) => title)));
      expect(currentUrl(router)).toBe('/articles?page=2');
      expect(screen.getByRole('navigation', { name: 'Страници' })).toHaveTextContent('Страница 2 от 3');
      await waitFor(() => expect(document.title).toBe('Статии, страница 2 | Бизнес Академия'));
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/articles?page=2');
      expect(screen.getByRole('link', { name: 'Предишна страница' })).toHaveAttribute('href', '/articles');

      await user.click(screen.getByRole('link', { name: 'Следваща страница' }));
      await waitFor(() => expect(cardTitles()).toEqual(many.slice(24).map(({ title }) => title)));
      expect(screen.queryByRole('link', { name: /Следваща/ })).not.toBeInTheDocument();
    });

    it("pages within a category, keeping it in the pages' addresses", async () => {
      serve(many, [{ ...finance, articleCount: 10 }]);
      renderAt('/articles?category=finansi');
      await screen.findAllByRole('article');
      const inFinance = many.filter((article) => article.category?.slug === 'finansi');
      expect(cardTitles()).toEqual(inFinance.slice(0, 10).map(({ title }) => title));
      // Ten articles are one page: no pager; the count beside 'Всички статии' still counts them all.
      expect(screen.queryByRole('navigation', { name: 'Страници' })).not.toBeInTheDocument();
      expect(within(sidebar()).getByRole('link', { name: /Всички статии/ })).toHaveTextContent('30');
    });

    it("links a category's next page with the category", async () => {
      const finances = Array.from({ length: 13 }, (_, index) => makeArticle({ title: `Финанси ${index + 1}`, ...inCategory(finance) }));
      serve(finances, [{ ...finance, articleCount: 13 }]);
      renderAt('/articles?category=finansi');
      await screen.findAllByRole('article');
      expect(screen.getByRole('link', { name: 'Следваща страница' })).toHaveAttribute('href', '/articles?category=finansi&page=2');
    });

    it('says a page past the last is empty and links the first page', async () => {
      serve();
      renderAt('/articles?page=9');
      expect(await screen.findByText(/Тази страница е празна: статиите са по-малко./)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Към първата страница' })).toHaveAttribute('href', '/articles');
      expect(screen.queryByText('Все още няма публикувани статии.')).not.toBeInTheDocument();
    });
  });

  it('sets its own title, description and canonical URL', async () => {
    serve();
    const { unmount } = renderAt('/articles');
    await screen.findAllByRole('article');
    expect(document.title).toBe('Статии | Бизнес Академия');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Практични статии'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/articles');
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

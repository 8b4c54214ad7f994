import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import { routeObject } from '@site/shared/testing/render-route-module';
import * as articleDetailRoute from '../../../expose/article-detail-page';
import userEvent from '@testing-library/user-event';
import type { Article } from '@site/shared';
import { inCategory, makeArticle, makeCategory } from '@site/shared/testing/factories';
import { fail, fakeApi, networkError, ok } from '@site/shared/testing/fake-api';
import { currentUrl, renderAt } from '../test-router';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

/** The page's server for this test (one a test). */
function setApi(next: ReturnType<typeof fakeApi>) {
  api = next;
  return next;
}

const finance = makeCategory({ name: 'Финанси', slug: 'finansi', color: '#d97706' });
const plan = makeArticle({
  id: 7,
  slug: 'biznes-plan',
  title: 'Как да напишете бизнес план',
  shortDescription: 'Бизнес планът не е формалност за банката.',
  content: '<h2>Планът е за вас</h2><p>Добрият план е <strong>кратък</strong>.</p>',
  featuredImage: 'plan.webp',
  metaDescription: 'Практично ръководство за бизнес план.',
  metaKeywords: 'бизнес план, стратегия',
  tags: ['бизнес план', 'стратегия', 'стартиране', 'финансиране'],
  authorName: 'Николай Стоянов',
  viewCount: 1248,
  publishedAt: '2025-08-05T09:00:00Z',
  ...inCategory(finance),
});
const cashFlow = makeArticle({ id: 8, slug: 'parichen-potok', title: 'Паричният поток', viewCount: 5 });

/** Stands in for the server: each view it records moves the count the next read of the article returns. */
function serve(...articles: Article[]) {
  const views = new Map(articles.map((article) => [article.id, article.viewCount]));
  return setApi(
    fakeApi((config) => {
      const url = config.url ?? '';
      const slug = /^\/articles\/slug\/(.+)$/.exec(url)?.[1];
      const viewed = /^\/articles\/(\d+)\/view$/.exec(url)?.[1];
      if (config.method === 'get' && slug !== undefined) {
        const article = articles.find((candidate) => candidate.slug === decodeURIComponent(slug));
        return article ? ok({ ...article, viewCount: views.get(article.id) ?? 0 }) : fail('Статията не е намерена', 404);
      }
      if (config.method === 'post' && viewed !== undefined) {
        const count = (views.get(Number(viewed)) ?? 0) + 1;
        views.set(Number(viewed), count);
        return ok({ viewCount: count });
      }
      // the back buttons lead to the list
      if (url === '/articles/summaries') return ok(articles);
      if (url === '/categories/active') return ok([]);
      return { status: 599, body: `unexpected ${config.method ?? ''} ${url}` };
    }),
  );
}

/** The ids of the articles a view was sent for (POST /articles/:id/view), in order. */
const viewsSent = () =>
  (api?.requests ?? []).filter((request) => request.method === 'post').map((request) => [Number(/^\/articles\/(\d+)\/view$/.exec(request.url ?? '')?.[1])]);

describe('/articles/{slug}', () => {
  // jsdom does not scroll; the page asks it to when an article is opened.
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The shared client logs every failed call (the spec); the not-found answers here are on purpose.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('starts an article opened from elsewhere at its top, and leaves back and forward to the browser', async () => {
    serve(plan, cashFlow);
    const { router } = renderAt('/articles/biznes-plan');
    await screen.findByRole('heading', { level: 1, name: 'Как да напишете бизнес план' });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/articles/parichen-potok'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Как да напишете бизнес план' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows nothing of the article until its loader has read it', () => {
    setApi(fakeApi(() => new Promise(() => undefined)));
    renderAt('/articles/biznes-plan');
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(viewsSent()).toEqual([]);
  });

  it('shows the whole article, counting this opening in the views', async () => {
    serve(plan);
    renderAt('/articles/biznes-plan');

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Как да напишете бизнес план' })).toBeInTheDocument();
    expect(within(article).getByText('Финанси')).toHaveStyle({ backgroundColor: '#d97706' });
    expect(within(article).getByText('Бизнес планът не е формалност за банката.')).toBeInTheDocument();
    expect(within(article).getByText('5 август 2025 г.')).toBeInTheDocument();
    expect(within(article).getByText('Автор: Николай Стоянов')).toBeInTheDocument();
    expect(within(article).getByText('1249 прегледа')).toBeInTheDocument();
    const tags = within(within(article).getByRole('list', { name: 'Етикети' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['бизнес план', 'стратегия', 'стартиране', 'финансиране']);
    expect(within(article).getByRole('img', { name: 'Как да напишете бизнес план' })).toHaveAttribute('src', '/api/articles/images/plan.webp');
    expect(within(article).getByRole('heading', { level: 2, name: 'Планът е за вас' })).toBeInTheDocument();
    expect(within(article).getByText('кратък')).toBeInTheDocument();
  });

  it('falls back to the creation date when there is no publication date', async () => {
    serve({ ...plan, publishedAt: null, createdAt: '2025-01-31T23:30:00Z' });
    renderAt('/articles/biznes-plan');
    // 23:30 UTC on 31 January is 1 February in Sofia.
    expect(await screen.findByText('1 февруари 2025 г.')).toBeInTheDocument();
  });

  it('hides the featured image when it fails to load, and shows none when there is none', async () => {
    serve(plan, cashFlow);
    const { router } = renderAt('/articles/biznes-plan');
    const image = await screen.findByRole('img', { name: 'Как да напишете бизнес план' });
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Как да напишете бизнес план' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Как да напишете бизнес план' })).toBeInTheDocument();

    await act(() => router.navigate('/articles/parichen-potok'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Паричният поток' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('sends exactly one view under StrictMode and across re-renders', async () => {
    serve(plan, cashFlow);
    const { router } = renderAt('/articles/biznes-plan', { strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Как да напишете бизнес план' });
    // Give any second, stray request the chance to arrive before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(viewsSent()).toEqual([[7]]);

    // Same article, new location (a shared link's tracking query): the loader reads the article again,
    // which now has this opening's view in its count; the page shows the count it was opened with.
    await act(() => router.navigate('/articles/biznes-plan?utm_source=share'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('1249 прегледа')).toBeInTheDocument();
    expect(viewsSent()).toHaveLength(1);
  });

  it('counts a view for each article opened, and again when coming back to one', async () => {
    serve(plan, cashFlow);
    const { router } = renderAt('/articles/biznes-plan', { strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Как да напишете бизнес план' });

    await act(() => router.navigate('/articles/parichen-potok'));
    await screen.findByRole('heading', { level: 1, name: 'Паричният поток' });
    expect(screen.getByText('6 прегледа')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Как да напишете бизнес план' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(viewsSent()).toEqual([[7], [8], [7]]);
    // Read afresh: the first opening's view is in the count, plus this one.
    expect(screen.getByText('1250 прегледа')).toBeInTheDocument();
  });

  it('says the article is not found, with the server message, and sends no view', async () => {
    serve();
    renderAt('/articles/niama-takava');
    expect(await screen.findByRole('heading', { level: 1, name: 'Статията не е намерена' })).toBeInTheDocument();
    expect(screen.getByText('Тази статия не съществува или е била премахната.')).toBeInTheDocument();
    expect(document.title).toBe('Статията не е намерена | Бизнес Академия');
    expect(viewsSent()).toEqual([]);
  });

  it("shows the server's own message when it gives one", async () => {
    setApi(fakeApi(fail('Статията е изтеглена от автора', 404)));
    renderAt('/articles/iztegleno');
    expect(await screen.findByRole('heading', { level: 1, name: 'Статията е изтеглена от автора' })).toBeInTheDocument();
    expect(screen.getByText('Тази статия не съществува или е била премахната.')).toBeInTheDocument();
  });

  it('says loading failed on an exception, and loads on retry', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(plan).answerOnce(networkError);
    renderAt('/articles/biznes-plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Възникна грешка при зареждане на статията' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Article load failed:', 'Network Error');
    expect(api?.requests[0]).toMatchObject({ method: 'get', url: '/articles/slug/biznes-plan' });
    expect(document.title).toBe('Възникна грешка при зареждане на статията | Бизнес Академия');
    expect(viewsSent()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Опитай отново' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Как да напишете бизнес план' })).toBeInTheDocument();
    expect(viewsSent()).toHaveLength(1);
    expect(screen.getByText('1249 прегледа')).toBeInTheDocument();
    // Retry runs the route's loader again, so the head is the article's.
    await waitFor(() => expect(document.title).toBe('Как да напишете бизнес план | Бизнес Академия'));
  });

  it('goes back to the list from the top and the bottom of the article, and from not-found', async () => {
    const user = userEvent.setup();
    serve(plan);
    const { router } = renderAt('/articles/biznes-plan');
    const listShown = () => screen.findByRole('heading', { level: 1, name: 'Статии' });
    await user.click(await screen.findByRole('button', { name: '← Назад към статиите' }));
    await listShown();
    expect(currentUrl(router)).toBe('/articles');

    await act(() => router.navigate('/articles/biznes-plan'));
    await user.click(await screen.findByRole('button', { name: 'Към всички статии' }));
    await listShown();
    expect(currentUrl(router)).toBe('/articles');

    await act(() => router.navigate('/articles/niama-takava'));
    await user.click(await screen.findByRole('button', { name: 'Назад към статиите' }));
    await listShown();
    expect(currentUrl(router)).toBe('/articles');
  });

  describe('share button', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'share');
    });

    it('comes from the server as a link to a new e-mail with the article’s address, and is the share button once taken over', async () => {
      serve(plan);
      const queryClient = createQueryClient();
      const router = createMemoryRouter([routeObject(articleDetailRoute, '/articles/:slug', queryClient)], {
        initialEntries: ['/articles/biznes-plan?utm_source=share'],
      });
      await waitFor(() => expect(router.state.initialized).toBe(true));
      const page = () => (
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      );
      const container = document.body.appendChild(document.createElement('div'));
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      let root: Root | undefined;
      try {
        container.innerHTML = renderToString(page());
        const link = within(container).getByRole('link', { name: 'Сподели по имейл' });
        expect(link).toHaveTextContent('Сподели');
        const mail = new URL(link.getAttribute('href') ?? '');
        expect(mail.protocol).toBe('mailto:');
        expect(mail.searchParams.get('subject')).toBe('Как да напишете бизнес план');
        // The article's own address, as its canonical link gives it (without the visit's query).
        expect(mail.searchParams.get('body')).toBe('Бизнес планът не е формалност за банката.\r\n\r\nhttp://localhost/articles/biznes-plan');

        await act(async () => {
          root = hydrateRoot(container, page());
        });
        expect(errors).not.toHaveBeenCalled();
        expect(within(container).getByRole('button', { name: 'Сподели' })).toBeInTheDocument();
        expect(within(container).queryByRole('link', { name: 'Сподели по имейл' })).not.toBeInTheDocument();
      } finally {
        act(() => root?.unmount());
        container.remove();
      }
    });

    it('uses the native share sheet where the browser has one', async () => {
      const user = userEvent.setup();
      const share = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      serve(plan);
      renderAt('/articles/biznes-plan');
      await user.click(await screen.findByRole('button', { name: 'Сподели' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Как да напишете бизнес план',
        text: 'Бизнес планът не е формалност за банката.',
        url: window.location.href,
      });
      expect(alert).not.toHaveBeenCalled();
    });

    it('otherwise copies the link and says so', async () => {
      const user = userEvent.setup();
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      serve(plan);
      renderAt('/articles/biznes-plan');
      await user.click(await screen.findByRole('button', { name: 'Сподели' }));
      expect(writeText).toHaveBeenCalledWith(window.location.href);
      expect(alert).toHaveBeenCalledWith('Линкът е копиран!');
      await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href);
    });

    it('does nothing more when the reader closes the share sheet', async () => {
      const user = userEvent.setup();
      const share = jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      serve(plan);
      renderAt('/articles/biznes-plan');
      await user.click(await screen.findByRole('button', { name: 'Сподели' }));
      expect(share).toHaveBeenCalledTimes(1);
      expect(writeText).not.toHaveBeenCalled();
      expect(alert).not.toHaveBeenCalled();
    });
  });

  it('tells search engines about the article: title, description, keywords, canonical, Open Graph and JSON-LD', async () => {
    serve(plan);
    const { unmount } = renderAt('/articles/biznes-plan');
    await screen.findByRole('article');
    const head = document.head;
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content');

    expect(document.title).toBe('Как да напишете бизнес план | Бизнес Академия');
    expect(content('meta[name="description"]')).toBe('Практично ръководство за бизнес план.');
    expect(content('meta[name="keywords"]')).toBe('бизнес план, стратегия');
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/articles/biznes-plan');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:title"]')).toBe('Как да напишете бизнес план');
    expect(content('meta[property="og:description"]')).toBe('Практично ръководство за бизнес план.');
    expect(content('meta[property="og:image"]')).toBe('http://localhost/api/articles/images/plan.webp');

    const jsonLd = head.querySelectorAll('script[type="application/ld+json"]');
    expect(jsonLd).toHaveLength(1);
    const data = JSON.parse(jsonLd[0]?.textContent ?? '') as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'][0]).toMatchObject({
      '@type': 'Article',
      headline: 'Как да напишете бизнес план',
      description: 'Практично ръководство за бизнес план.',
      image: ['http://localhost/api/articles/images/plan.webp'],
      datePublished: '2025-08-05T09:00:00Z',
      author: { '@type': 'Person', name: 'Николай Стоянов' },
    });
    // The trail above it, as course pages have: home, the articles, the article.
    expect(data['@graph'][1]).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Бизнес Академия', item: 'http://localhost/' },
        { '@type': 'ListItem', position: 2, name: 'Статии', item: 'http://localhost/articles' },
        { '@type': 'ListItem', position: 3, name: 'Как да напишете бизнес план', item: 'http://localhost/articles/biznes-plan' },
      ],
    });

    unmount();
    expect(head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(head.querySelector('meta[property="og:type"]')).toBeNull();
  });

  it('describes an article without meta description by its short description', async () => {
    serve({ ...plan, metaDescription: null, metaKeywords: null });
    renderAt('/articles/biznes-plan');
    await screen.findByRole('article');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Бизнес планът не е формалност за банката.');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'бизнес план, стратегия, стартиране, финансиране');
  });
});

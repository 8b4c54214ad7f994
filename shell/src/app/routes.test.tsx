import { createElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderRoute, serveRemotesJson } from '../test/render-route';
import { matchRoutes } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import { sitePaths } from '@site/shared/site-paths';
import { UNSET_SITE_SETTINGS } from '@site/shared/site-settings';
import { byRoute, fakeApi, ok, reply, type Answer } from '@site/shared/testing/fake-api';
import { EXAMPLE_SETTINGS } from '../test/render-with-settings';
import { createRoutes, remoteRoutes } from './routes';

const loadRemoteMock = jest.mocked(loadRemote);

/** The company's settings as the server answers them; the footer's course links are none. */
let settings: Answer;
let api: ReturnType<typeof fakeApi>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  serveRemotesJson();
  loadRemoteMock.mockClear();
  settings = ok(EXAMPLE_SETTINGS);
  api = fakeApi(byRoute({ 'GET /site-settings': (config) => reply(settings, config), 'GET /courses/links': ok([]) }));
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  consoleError.mockRestore();
});

/** The paths of the requests sent, apart from the footer's course links. */
const pagesRequests = () => api.requests.map((request) => request.url).filter((url) => url !== '/courses/links');

describe('routing', () => {
  it.each([
    ['/courses', 'catalog/CoursesPage'],
    ['/courses/biznes-planirane', 'catalog/CourseDetailPage'],
    ['/vip-package/vip-paket-ot-ideia-do-biznes', 'catalog/VipPackagePage'],
    ['/lectors', 'catalog/LectorsPage'],
    ['/events', 'catalog/EventsPage'],
    ['/events/seminar', 'catalog/EventDetailPage'],
    ['/articles', 'articles/ArticlesPage'],
    ['/articles/biznes-plan', 'articles/ArticleDetailPage'],
    ['/admin/articles', 'admin/AdminArticlesPage'],
    ['/admin/courses', 'admin/AdminConsolePage'],
    ['/clients/by-email', 'clients/ClientsByEmailPage'],
    ['/clients/filtered', 'clients/ClientsFilteredPage'],
    ['/clients', 'clients/LeadsInboxPage'],
    ['/clients/17', 'clients/ClientCardPage'],
    ['/consultation', 'catalog/ConsultationPage'],
    ['/courses/biznes-planirane/sign-up', 'catalog/CourseSignUpPage'],
    ['/vip-package/vip-paket-ot-ideia-do-biznes/sign-up', 'catalog/CourseSignUpPage'],
    ['/events/seminar/sign-up', 'catalog/EventSignUpPage'],
  ])('maps %s to %s', async (path, module) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: `Модул ${module}` })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith(module);
  });

  it('covers every remote route of the table above', () => {
    expect(remoteRoutes).toHaveLength(18);
  });

  // The server answers 404 for an address outside sitePaths: every one of them must be a page here.
  it.each(Object.entries(sitePaths))('routes the site path %s (%s) to a page, not to the not-found route', (_name, pattern) => {
    const matches = matchRoutes(createRoutes(createQueryClient()), pattern.replace(/:[a-z]+/g, 'x')) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    expect(matches.length).toBeGreaterThan(0);
  });

  it.each(['/no-such-page', '/courses/a/b', '/admin'])('shows the not-found text for %s', (path) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { name: 'Страницата не е намерена' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('a remote that cannot be loaded', () => {
  it('shows a Bulgarian fallback inside the layout, and Retry loads it again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-003 Failed to fetch'));
    const user = userEvent.setup();
    renderRoute('/articles');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Тази част от сайта не можа да се зареди' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Опитай отново' }));
    expect(await screen.findByRole('heading', { name: 'Модул articles/ArticlesPage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('leaves the other routes working', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id.startsWith('articles/')) throw new Error('RUNTIME-003 Failed to fetch');
      return { Component: () => createElement('h1', null, `Модул ${id}`) };
    });
    const user = userEvent.setup();
    renderRoute('/articles');
    await screen.findByRole('alert');
    await user.click(screen.getByRole('link', { name: 'Курсове' }));
    expect(await screen.findByRole('heading', { name: 'Модул catalog/CoursesPage' })).toBeInTheDocument();
    loadRemoteMock.mockReset();
  });
});

describe('a render error inside a route', () => {
  it("shows the router's error screen and keeps the header and footer", async () => {
    loadRemoteMock.mockResolvedValueOnce({
      Component: () => {
        throw new Error('Нещо се счупи');
      },
    });
    renderRoute('/lectors');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Нещо се счупи')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe("the shell's own pages", () => {
  // They read the company's settings (GET /api/site-settings) in their loader.

  it.each([
    ['/privacy', /Политика/],
    ['/terms', /Общи условия/],
    ['/marketing', /маркетинг/i],
    ['/cookies', /бисквитки/i],
    ['/contact', /Контакти/],
    ['/iban', /банков/i],
  ])('%s renders its page without loading a remote', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('render once the site settings are loaded, and read them once for every page', async () => {
    const user = userEvent.setup();
    renderRoute('/iban');
    expect(await screen.findByText('BG80 BNBG 9661 1020 3456 78')).toBeInTheDocument();
    expect(pagesRequests()).toEqual(['/site-settings']);
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Общи условия' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Общи условия' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getAllByRole('link', { name: 'support@example.bg' }).length).toBeGreaterThan(0);
    expect(pagesRequests()).toEqual(['/site-settings']);
  });

  it('leave out what needs a setting when none is set', async () => {
    settings = ok(UNSET_SITE_SETTINGS);
    renderRoute('/contact');
    expect(await screen.findByText('Бизнес Академия АД, акционерно дружество')).toBeInTheDocument();
    expect(screen.queryByText('Имейл за поддръжка')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/\[|\]/);
  });

  it('leave out what needs a setting, and log why, when the settings cannot be read', async () => {
    settings = { status: 500, body: { success: false, data: null, message: 'Възникна вътрешна грешка. Моля, опитайте отново по-късно.' } };
    renderRoute('/iban');
    expect(await within(await screen.findByRole('article')).findByRole('link', { name: 'Контакти' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Копирай IBAN' })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Site settings:', 'Възникна вътрешна грешка. Моля, опитайте отново по-късно.');
  });
});

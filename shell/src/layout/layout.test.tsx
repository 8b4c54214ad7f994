import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byRoute, fakeApi, networkError, ok, reply, type Answer } from '@site/shared/testing/fake-api';
import { renderRoute, serveRemotesJson } from '../test/render-route';
import { Header } from './header';
import { useUiStore } from './ui-store';

/** The footer's course links as the server answers them. */
let courseLinks: Answer;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  serveRemotesJson();
  useUiStore.getState().reset();
  courseLinks = ok([
    { id: 1, slug: 'biznes-planirane', title: 'Бизнес планиране' },
    { id: 2, slug: 'turgovski-umeniia', title: 'Търговски умения' },
  ]);
  // The home page's promotions: none here (the layout's tests open it).
  api = fakeApi(byRoute({ 'GET /courses/links': (config) => reply(courseLinks, config), 'GET /promotions/active': ok([]) }));
});
afterEach(() => api.restore());

describe('layout', () => {
  it('has a header with the logo linking home and the four nav links', async () => {
    renderRoute('/lectors');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Бизнес Академия, начална страница' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Основна навигация' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Курсове', '/courses'],
      ['Лектори', '/lectors'],
      ['Събития', '/events'],
      ['Статии', '/articles'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Модул catalog/LectorsPage' })).toBeInTheDocument();
  });

  it('has a footer with the legal links, every course by name, social links and the 2025 copyright', async () => {
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: 'Информация' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy', '/terms', '/marketing', '/cookies', '/iban', '/contact']);
    const courses = within(footer).getByRole('navigation', { name: 'Всички курсове' });
    expect(await within(courses).findByRole('link', { name: 'Бизнес планиране' })).toHaveAttribute('href', '/courses/biznes-planirane');
    expect(within(courses).getByRole('link', { name: 'Търговски умения' })).toHaveAttribute('href', '/courses/turgovski-umeniia');
    const social = within(footer).getByRole('navigation', { name: 'Последвайте ни' });
    expect(within(social).getAllByRole('link')).toHaveLength(3);
    for (const link of within(social).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument();
  });

  it('keeps the footer whole when the course list cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    courseLinks = networkError;
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    await screen.findByText(/© 2025/);
    expect(within(within(footer).getByRole('navigation', { name: 'Всички курсове' })).queryAllByRole('link')).toHaveLength(0);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Footer courses:', 'Network Error'));
    consoleError.mockRestore();
  });

  it('goes back to the top with a link to the top of the page, which needs no script', () => {
    renderRoute('/');
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Към началото/ });
    expect(link).toHaveAttribute('href', '#top');
    // The page's top: the layout itself, header first.
    const top = document.getElementById('top');
    expect(top).toContainElement(screen.getByRole('banner'));
    expect(top?.firstElementChild).toHaveTextContent('Към съдържанието');
  });

  /** What the browser does when its popover opens or closes (jsdom has no popovers). */
  function browserToggles(nav: HTMLElement, newState: 'open' | 'closed') {
    act(() => {
      nav.dispatchEvent(Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }));
    });
  }

  it('makes the mobile menu a popover its toggle opens without scripts, and mirrors its state on the toggle', () => {
    renderRoute('/');
    const toggle = screen.getByRole('button', { name: 'Меню' });
    const nav = screen.getByRole('navigation', { name: 'Основна навигация' });
    expect(nav).toHaveAttribute('id', 'main-nav');
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('popovertarget', 'main-nav');
    expect(toggle).toHaveAttribute('aria-controls', 'main-nav');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    browserToggles(nav, 'open');
    expect(screen.getByRole('button', { name: 'Затвори менюто' })).toHaveAttribute('aria-expanded', 'true');
    browserToggles(nav, 'closed');
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('comes from the server with no aria-expanded to contradict the browser, and both labels for CSS to choose', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    );
    // Both labels are in the markup (CSS shows one), so the button's name holds them both.
    const toggle = within(page).getByRole('button', { name: /^Меню\s*Затвори менюто$/ });
    expect(toggle).toHaveAttribute('popovertarget', 'main-nav');
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(toggle.innerHTML).toContain('<span class="site-header__toggle-closed">Меню</span><span class="site-header__toggle-open">Затвори менюто</span>');
  });

  it('after a client-side navigation moves focus to the new main heading and announces the page title', async () => {
    const user = userEvent.setup();
    // The stand-in for the lecturers' page sets no title: the home page gives this one back when it unmounts.
    document.title = 'Лектори | Бизнес Академия';
    renderRoute('/');
    const announcer = screen.getByRole('status');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toBeEmptyDOMElement();
    await user.click(within(screen.getByRole('navigation', { name: 'Основна навигация' })).getByRole('link', { name: 'Лектори' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Модул catalog/LectorsPage' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(announcer).toHaveTextContent('Лектори | Бизнес Академия'));
  });

  it('leaves focus alone on the first page load', async () => {
    renderRoute('/lectors');
    await screen.findByRole('heading', { level: 1, name: 'Модул catalog/LectorsPage' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

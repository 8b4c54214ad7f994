import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import { makeCourse } from '../../../test/fixtures';
import * as sliderSection from '../../../expose/courses-slider';
import { fetchCourseSummaries } from '../api';

jest.mock('../api');
const fetchMock = jest.mocked(fetchCourseSummaries);

const courses = Array.from({ length: 7 }, (_, index) => makeCourse({ id: index + 1, slug: `kurs-${index + 1}`, title: `Курс ${index + 1}`, order: index + 1 }));
/** Where a link of the slider leads: the card of course number `n` (1-based). */
const card = (n: number) => `#course-slide-kurs-${n}`;

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

const slider = () => screen.getByRole('region', { name: 'Активни курсове' });
const cardTitles = () =>
  within(slider())
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);
const dots = () => within(slider()).getAllByRole('link', { name: /^Страница \d+ от \d+$/ });
const currentDot = () =>
  dots()
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');
const arrow = (name: 'Предишни курсове' | 'Следващи курсове') => within(slider()).getByRole('link', { name });

beforeEach(() => {
  fetchMock.mockReset();
  setWidth(1280);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function sliderPage(queryClient = createQueryClient()) {
  const router = createMemoryRouter([{ path: '/', element: <sliderSection.Component /> }], { initialEntries: ['/'] });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/**
 * Mounts the section as the shell's home page does: its loader fills the page's query cache, then its
 * component is shown. `{ load: false }` renders the component before its data is there.
 */
async function renderSlider({ load = true } = {}) {
  const queryClient = createQueryClient();
  if (load) await sliderSection.loader({ url: new URL('http://localhost/'), queryClient });
  return render(sliderPage(queryClient));
}

describe('CoursesSlider', () => {
  it('holds every course in one track, with a dot for each page of three above 1024 px', async () => {
    fetchMock.mockResolvedValue(courses);
    await renderSlider();
    expect(screen.queryByText('Зареждане...')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(courses.map((course) => course.title));
    expect(within(slider()).getByRole('list').children[3]).toHaveAttribute('id', 'course-slide-kurs-4');
    expect(dots().map((dot) => [dot.getAttribute('aria-label'), dot.getAttribute('href')])).toEqual([
      ['Страница 1 от 3', card(1)],
      ['Страница 2 от 3', card(4)],
      ['Страница 3 от 3', card(7)],
    ]);
    expect(currentDot()).toBe('Страница 1 от 3');
    expect(arrow('Предишни курсове')).toHaveAttribute('href', card(7));
    expect(arrow('Следващи курсове')).toHaveAttribute('href', card(4));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('comes from the server with links to the pages of every page size for CSS to choose, and is taken over unchanged', async () => {
    fetchMock.mockResolvedValue(courses);
    const queryClient = createQueryClient();
    await sliderSection.loader({ url: new URL('http://localhost/'), queryClient });
    const container = document.body.appendChild(document.createElement('div'));
    let root: Root | undefined;
    try {
      container.innerHTML = renderToString(sliderPage(queryClient));
      const track = within(slider()).getByRole('list');
      expect(cardTitles()).toEqual(courses.map((course) => course.title));
      // One set of dots per page size, each dot a link to its page's first card.
      const dotsOf = (size: number) => [...container.querySelectorAll(`[data-size="${size}"] a`)].map((dot) => dot.getAttribute('href'));
      expect(dotsOf(3)).toEqual([card(1), card(4), card(7)]);
      expect(dotsOf(2)).toEqual([card(1), card(3), card(5), card(7)]);
      expect(dotsOf(1)).toEqual(courses.map((_, index) => card(index + 1)));
      expect(dots().every((dot) => !dot.hasAttribute('aria-current'))).toBe(true);
      // For each page of each size, the arrows CSS shows when that page's card is targeted: wrapping around.
      const arrowsOf = (name: string) =>
        Object.fromEntries(
          within(slider())
            .getAllByRole('link', { name })
            .map((link) => [link.dataset.page, link.getAttribute('href')]),
        );
      expect(arrowsOf('Следващи курсове')).toEqual({
        '3-0': card(4),
        '3-1': card(7),
        '3-2': card(1),
        '2-0': card(3),
        '2-1': card(5),
        '2-2': card(7),
        '2-3': card(1),
        '1-0': card(2),
        '1-1': card(3),
        '1-2': card(4),
        '1-3': card(5),
        '1-4': card(6),
        '1-5': card(7),
        '1-6': card(1),
      });
      expect(arrowsOf('Предишни курсове')).toEqual({
        '3-0': card(7),
        '3-1': card(1),
        '3-2': card(4),
        '2-0': card(7),
        '2-1': card(1),
        '2-2': card(3),
        '2-3': card(5),
        '1-0': card(7),
        '1-1': card(1),
        '1-2': card(2),
        '1-3': card(3),
        '1-4': card(4),
        '1-5': card(5),
        '1-6': card(6),
      });
      // The rules that show them: one per page and page size, in that size's media query.
      const css = container.querySelector('style')?.textContent ?? '';
      expect(css).toContain('@media (min-width: 1025px){');
      expect(css).toContain(':has(.catalog-slider__track>li:nth-child(n+4):nth-child(-n+6):target) [data-page="3-1"]{--page-arrow:flex;');
      expect(css).toContain(':not(:has(.catalog-slider__track>li:target)) [data-page="1-0"]');
      const nextOnFirstPage = container.querySelector('.catalog-slider__arrow--next[data-page="3-0"]');

      await act(async () => {
        root = hydrateRoot(container, sliderPage(queryClient));
      });
      expect(console.error).not.toHaveBeenCalled();
      // Taken over at 1280 px: the same track and cards, one set of dots and one pair of arrows, driven by the script.
      expect(within(slider()).getByRole('list')).toBe(track);
      expect(cardTitles()).toEqual(courses.map((course) => course.title));
      expect(dots().map((dot) => dot.getAttribute('href'))).toEqual([card(1), card(4), card(7)]);
      expect(currentDot()).toBe('Страница 1 от 3');
      // The arrow the server sent for the first page stays (with its focus, if it had it), now without data-page.
      expect(arrow('Следващи курсове')).toBe(nextOnFirstPage);
      expect(arrow('Следващи курсове')).not.toHaveAttribute('data-page');
      expect(container.querySelector('style')).toBeNull();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('shows the loading text when shown before its courses are loaded, then the cards', async () => {
    fetchMock.mockResolvedValue(courses);
    await renderSlider({ load: false });
    expect(screen.getByRole('heading', { name: 'Нашите курсове' })).toBeInTheDocument();
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Курс 1' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(7);
  });

  it('has pages of two up to 1024 px and of one up to 768 px, recomputed on resize', async () => {
    fetchMock.mockResolvedValue(courses);
    setWidth(1024);
    await renderSlider();
    expect(dots().map((dot) => dot.getAttribute('href'))).toEqual([card(1), card(3), card(5), card(7)]);
    setWidth(768);
    expect(dots()).toHaveLength(7);
    expect(arrow('Следващи курсове')).toHaveAttribute('href', card(2));
    setWidth(1025);
    expect(dots()).toHaveLength(3);
  });

  it('pages with the arrows and the dots in place, wrapping around, and says which page it shows', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(courses);
    await renderSlider();
    const status = within(slider()).getByText('', { selector: '[aria-live="polite"]' });

    await user.click(arrow('Следващи курсове'));
    expect(currentDot()).toBe('Страница 2 от 3');
    expect(status).toHaveTextContent('Страница 2 от 3');
    expect(arrow('Следващи курсове')).toHaveAttribute('href', card(7));
    expect(arrow('Предишни курсове')).toHaveAttribute('href', card(1));
    await user.click(screen.getByRole('link', { name: 'Страница 3 от 3' }));
    expect(currentDot()).toBe('Страница 3 от 3');
    await user.click(arrow('Следващи курсове'));
    expect(currentDot()).toBe('Страница 1 от 3');
    await user.click(arrow('Предишни курсове'));
    expect(currentDot()).toBe('Страница 3 от 3');
    expect(status).toHaveTextContent('Страница 3 от 3');
    // In place: the links' own way (to the card's address) is not taken.
    expect(window.location.hash).toBe('');
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(courses);
    await renderSlider();

    // Tab reaches the arrow; Enter follows it; arrow keys page while focus is inside the slider.
    arrow('Следващи курсове').focus();
    await user.keyboard('{Enter}');
    expect(currentDot()).toBe('Страница 2 от 3');
    await user.keyboard('{ArrowRight}');
    expect(currentDot()).toBe('Страница 3 от 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(currentDot()).toBe('Страница 1 от 3');
  });

  it('stays on an existing page when a wider screen leaves fewer pages', async () => {
    fetchMock.mockResolvedValue(courses);
    setWidth(500);
    await renderSlider();
    fireEvent.click(screen.getByRole('link', { name: 'Страница 7 от 7' }));
    expect(currentDot()).toBe('Страница 7 от 7');
    setWidth(1280);
    expect(dots()).toHaveLength(3);
    expect(arrow('Следващи курсове')).toHaveAttribute('href', expect.stringMatching(/^#course-slide-kurs-\d$/));
  });

  it('shows the empty text when there are no courses or the load fails', async () => {
    fetchMock.mockResolvedValueOnce([]);
    const { unmount } = await renderSlider();
    expect(await screen.findByText('Няма налични курсове в момента.')).toBeInTheDocument();
    unmount();

    fetchMock.mockRejectedValueOnce(new Error('Network Error'));
    await renderSlider();
    expect(await screen.findByText('Няма налични курсове в момента.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Courses slider:', 'Network Error');
    // The slider reads the loader's failed query; it does not fetch (and log) again.
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

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

const courses = Array.from({ length: 7 }, (_, index) =>
  makeCourse({ id: index + 1, slug: `kurs-${index + 1}`, title: `Курс ${index + 1}`, order: index + 1 }),
);

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

const visibleTitles = () =>
  within(screen.getByRole('region', { name: 'Активни курсове' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  fetchMock.mockReset();
  setWidth(1280);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/**
 * Mounts the section as the shell's home page does: its loader fills the page's query cache, then its
 * component is shown. `{ load: false }` renders the component before its data is there.
 */
async function renderSlider({ load = true } = {}) {
  const queryClient = createQueryClient();
  if (load) await sliderSection.loader({ url: new URL('http://localhost/'), queryClient });
  const router = createMemoryRouter([{ path: '/', element: <sliderSection.Component /> }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CoursesSlider', () => {
  it('shows three cards a page above 1024 px as soon as its loader has the courses', async () => {
    fetchMock.mockResolvedValue(courses);
    await renderSlider();
    expect(screen.queryByText('Зареждане...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Курс 1' })).toBeInTheDocument();
    expect(visibleTitles()).toEqual(['Курс 1', 'Курс 2', 'Курс 3']);
    expect(screen.getAllByRole('button', { name: /^Страница \d от 3$/ })).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('comes from the server with three cards for its CSS to show by width, and is taken over unchanged', async () => {
    fetchMock.mockResolvedValue(courses);
    const queryClient = createQueryClient();
    await sliderSection.loader({ url: new URL('http://localhost/'), queryClient });
    const page = () => (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <sliderSection.Component /> }], { initialEntries: ['/'] })} />
      </QueryClientProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    let root: Root | undefined;
    try {
      container.innerHTML = renderToString(page());
      const track = container.querySelector('ul')!;
      // The server does not know the width: it sends the widest page, and CSS media rules show 1, 2 or 3 of it.
      expect(track).toHaveClass('catalog-slider__track--by-width');
      expect(visibleTitles()).toEqual(['Курс 1', 'Курс 2', 'Курс 3']);
      expect(screen.getAllByRole('button', { name: /^Страница \d от 7$/ })).toHaveLength(7);

      await act(async () => {
        root = hydrateRoot(container, page());
      });
      expect(console.error).not.toHaveBeenCalled();
      // Taken over at 1280 px: the same three cards, now paged three at a time.
      expect(container.querySelector('ul')).toBe(track);
      expect(track).not.toHaveClass('catalog-slider__track--by-width');
      expect(visibleTitles()).toEqual(['Курс 1', 'Курс 2', 'Курс 3']);
      expect(screen.getAllByRole('button', { name: /^Страница \d от 3$/ })).toHaveLength(3);
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
    expect(visibleTitles()).toEqual(['Курс 1', 'Курс 2', 'Курс 3']);
  });

  it('shows two cards a page up to 1024 px and one up to 768 px, recomputed on resize', async () => {
    fetchMock.mockResolvedValue(courses);
    setWidth(1024);
    await renderSlider();
    await screen.findByRole('heading', { name: 'Курс 1' });
    expect(visibleTitles()).toEqual(['Курс 1', 'Курс 2']);
    expect(screen.getAllByRole('button', { name: /^Страница \d от 4$/ })).toHaveLength(4);

    setWidth(768);
    expect(visibleTitles()).toEqual(['Курс 1']);
    expect(screen.getAllByRole('button', { name: /^Страница \d от 7$/ })).toHaveLength(7);

    setWidth(1025);
    expect(visibleTitles()).toEqual(['Курс 1', 'Курс 2', 'Курс 3']);
  });

  it('pages with the arrows and the dots, wrapping around', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(courses);
    await renderSlider();
    await screen.findByRole('heading', { name: 'Курс 1' });

    await user.click(screen.getByRole('button', { name: 'Следващи курсове' }));
    expect(visibleTitles()).toEqual(['Курс 4', 'Курс 5', 'Курс 6']);
    expect(screen.getByRole('button', { name: 'Страница 2 от 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Страница 3 от 3' }));
    expect(visibleTitles()).toEqual(['Курс 7']);
    await user.click(screen.getByRole('button', { name: 'Следващи курсове' }));
    expect(visibleTitles()).toEqual(['Курс 1', 'Курс 2', 'Курс 3']);
    await user.click(screen.getByRole('button', { name: 'Предишни курсове' }));
    expect(visibleTitles()).toEqual(['Курс 7']);
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(courses);
    await renderSlider();
    await screen.findByRole('heading', { name: 'Курс 1' });

    // Tab reaches the arrow; Enter presses it; arrow keys page while focus is inside the slider.
    const next = screen.getByRole('button', { name: 'Следващи курсове' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(visibleTitles()).toEqual(['Курс 4', 'Курс 5', 'Курс 6']);
    await user.keyboard('{ArrowRight}');
    expect(visibleTitles()).toEqual(['Курс 7']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleTitles()).toEqual(['Курс 1', 'Курс 2', 'Курс 3']);
  });

  it('stays on an existing page when a wider screen leaves fewer pages', async () => {
    fetchMock.mockResolvedValue(courses);
    setWidth(500);
    await renderSlider();
    await screen.findByRole('heading', { name: 'Курс 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Страница 7 от 7' }));
    expect(visibleTitles()).toEqual(['Курс 7']);
    setWidth(1280);
    expect(visibleTitles()).toEqual(['Курс 7']);
    expect(screen.getByRole('button', { name: 'Страница 3 от 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the empty text when there are no courses or the load fails', async () => {
    fetchMock.mockResolvedValueOnce([]);
    const first = await renderSlider();
    expect(await screen.findByText('Няма налични курсове в момента.')).toBeInTheDocument();
    first.unmount();

    fetchMock.mockRejectedValueOnce(new Error('Network Error'));
    await renderSlider();
    expect(await screen.findByText('Няма налични курсове в момента.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Courses slider:', 'Network Error');
    // The slider reads the loader's failed query; it does not fetch (and log) again.
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

import { screen, within } from '@testing-library/react';
import { makeCourse } from '@site/shared/testing/factories';
import { networkError, ok, servedRead } from '@site/shared/testing/fake-api';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as coursesRoute from '../../../expose/courses-page';

/** The server's answer to GET /courses/summaries, the page's one read. */
const serve = servedRead('GET /courses/summaries');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderPage = () => renderRouteModule(coursesRoute, { path: '/courses', initialEntries: ['/courses'] });

describe('CoursesPage', () => {
  it('shows every course as a card sorted by order, with prices in euro', async () => {
    serve(
      ok([
        makeCourse({ id: 2, slug: 'finansova-gramotnost', title: 'Финансова грамотност', order: 4, price: 199.4 }),
        makeCourse({ id: 1, slug: 'biznes-planirane', title: 'Бизнес планиране', order: 1, price: 510.78 }),
        makeCourse({ id: 3, slug: 'vip-paket-x', title: 'ВИП пакет „Продай своя продукт“', order: 9 }),
      ]),
    );
    renderPage();

    const list = await screen.findByRole('list', { name: 'Курсове' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Бизнес планиране',
      'Финансова грамотност',
      'ВИП пакет „Продай своя продукт“',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Бизнес планиране' })).toHaveAttribute('href', '/courses/biznes-planirane');
    expect(within(cards[0] as HTMLElement).getByText('510,78 €')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('199,40 €')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(/лв/);
    // A VIP package links straight to its own page.
    expect(within(cards[2] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/vip-package/vip-paket-x');
    // The dual display ended on 8 August 2026: no notice about leva.
    expect(screen.queryByText(/Българската народна банка/)).not.toBeInTheDocument();
    expect(screen.queryByText('Зареждане...')).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no courses', async () => {
    serve(ok([]));
    renderPage();
    expect(await screen.findByText('Няма налични курсове в момента.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Курсове' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the empty text', async () => {
    const server = serve(networkError);
    renderPage();
    expect(await screen.findByText('Няма налични курсове в момента.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Courses page:', 'Network Error');
    // The page reads the loader's failed query; it does not fetch (and log) again.
    expect(jest.mocked(console.error).mock.calls.filter(([context]) => context === 'Courses page:')).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('sets the page title', async () => {
    serve(ok([]));
    renderPage();
    await screen.findByText('Няма налични курсове в момента.');
    expect(document.title).toBe('Курсове | Бизнес Академия');
  });
});

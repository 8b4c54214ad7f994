import { screen, within } from '@testing-library/react';
import { makeLector } from '@site/shared/testing/factories';
import { networkError, ok, servedRead } from '@site/shared/testing/fake-api';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as lectorsRoute from '../../../expose/lectors-page';

/** The server's answer to GET /lectors, the page's one read. */
const serve = servedRead('GET /lectors');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderPage = () => renderRouteModule(lectorsRoute, { path: '/lectors', initialEntries: ['/lectors'] });

describe('LectorsPage', () => {
  it('shows every lecturer with the description in paragraphs', async () => {
    serve(
      ok([
        makeLector({
          id: 1,
          fullName: 'Мария Иванова',
          description: 'Мария Иванова има 27 години опит във финансовото управление. Числата не лъжат.\nДнес консултира собственици на бизнес.',
        }),
        makeLector({ id: 2, fullName: 'Георги Петров', description: 'Георги Петров продава от над 25 години.' }),
      ]),
    );
    renderPage();

    const list = await screen.findByRole('list', { name: 'Лектори' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const maria = cards[0] as HTMLElement;
    expect(within(maria).getByRole('heading', { name: 'Мария Иванова' })).toBeInTheDocument();
    // 'Числата не лъжат.' is 17 characters and dropped; the two short sentences left merge into one paragraph.
    expect(within(maria).getByText('Мария Иванова има 27 години опит във финансовото управление. Днес консултира собственици на бизнес.')).toBeInTheDocument();
    expect(within(maria).queryByText(/Числата не лъжат/)).not.toBeInTheDocument();
    expect(document.title).toBe('Нашият лекторски състав | Бизнес Академия');
  });

  it('shows the empty text when there are no lecturers', async () => {
    serve(ok([]));
    renderPage();
    expect(await screen.findByText('Няма налични лектори в момента.')).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty text', async () => {
    serve(networkError);
    renderPage();
    expect(await screen.findByText('Няма налични лектори в момента.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Lecturers page:', 'Network Error');
  });
});

import { screen, within } from '@testing-library/react';
import { makeEvent } from '@site/shared/testing/factories';
import { networkError, ok, servedRead } from '@site/shared/testing/fake-api';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as eventsRoute from '../../../expose/events-page';

/** The server's answer to GET /events/active, the page's one read. */
const serve = servedRead('GET /events/active');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderPage = () => renderRouteModule(eventsRoute, { path: '/events', initialEntries: ['/events'] });

describe('EventsPage', () => {
  it('shows each event with its two days, linking to its page or its landing page', async () => {
    serve(
      ok([
        makeEvent({ id: 1, slug: 'seminar', title: 'Семинар „Стартирай своя бизнес“', eventDate: '2026-03-14', price: 0 }),
        makeEvent({
          id: 2,
          slug: 'uorkshop',
          title: 'Уъркшоп „Продажби без съпротива“',
          eventDate: '2027-01-31',
          price: 76.18,
          landingPageUrl: 'https://example.com/prodazhbi',
        }),
      ]),
    );
    renderPage();

    const list = await screen.findByRole('list', { name: 'Събития' });
    const [seminar, workshop] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(seminar).getByText('14 и 15 март 2026 г.')).toBeInTheDocument();
    expect(within(seminar).getByRole('link', { name: 'Семинар „Стартирай своя бизнес“' })).toHaveAttribute('href', '/events/seminar');
    expect(within(seminar).getByText('Безплатно')).toBeInTheDocument();

    expect(within(workshop).getByText('31 януари и 1 февруари 2027 г.')).toBeInTheDocument();
    const landing = within(workshop).getByRole('link', { name: 'Уъркшоп „Продажби без съпротива“' });
    expect(landing).toHaveAttribute('href', 'https://example.com/prodazhbi');
    expect(landing).toHaveAttribute('target', '_blank');
    expect(landing).toHaveAttribute('rel', 'noopener');
    expect(within(workshop).getByText('76,18 €')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(/лв/);
    expect(document.title).toBe('Предстоящи събития | Бизнес Академия');
  });

  it('shows the empty text when nothing is planned', async () => {
    serve(ok([]));
    renderPage();
    expect(await screen.findByText('Няма планирани събития в момента.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Предстоящи събития' })).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty text', async () => {
    const server = serve(networkError);
    renderPage();
    expect(await screen.findByText('Няма планирани събития в момента.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Events page:', 'Network Error');
    // The page reads the loader's failed query; it does not fetch (and log) again.
    expect(server.requests).toHaveLength(1);
    expect(jest.mocked(console.error).mock.calls.filter(([context]) => context === 'Events page:')).toHaveLength(1);
  });
});

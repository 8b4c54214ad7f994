import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEvent } from '@site/shared/testing/factories';
import { fail, ok } from '@site/shared/testing/fake-api';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import { serveCatalogItemPerTest } from '../../../test/fake-catalog-api';
import { fillRegistration } from '../../../test/fill-registration';
import * as eventRoute from '../../../expose/event-detail-page';

// The page's "today": fixed, so these tests do not change meaning as the calendar moves on.
jest.mock('@site/shared/sofia-dates', () => ({
  ...jest.requireActual<typeof import('@site/shared/sofia-dates')>('@site/shared/sofia-dates'),
  todayInSofia: () => '2026-11-22',
}));

const workshop = makeEvent({
  id: 3,
  slug: 'finansov-uikend',
  title: 'Финансов уикенд за предприемачи',
  eventDate: '2026-12-31',
  eventTime: '10:00 – 16:00',
  location: 'Варна, конферентна зала „Приморски“',
  price: 50.62,
  modules: [
    { id: 1, title: 'Паричният поток на една страница' },
    { id: 2, title: 'Месечен бюджет за малкия бизнес' },
  ],
});

const serve = serveCatalogItemPerTest();

const renderPage = (slug = 'finansov-uikend') => renderRouteModule(eventRoute, { path: '/events/:slug', initialEntries: [`/events/${slug}`] });

describe('EventDetailPage', () => {
  it('shows nothing of the page until its loader has the event', async () => {
    const server = serve(() => new Promise(() => undefined));
    renderPage();
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await waitFor(() => expect(server.reads()).toEqual(['/events/slug/finansov-uikend']));
  });

  it('shows the title, dates, time, place, price in euro and the modules', async () => {
    serve(ok(workshop));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Финансов уикенд за предприемачи' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Навигация' })).getByRole('link', { name: '← Всички събития' })).toHaveAttribute('href', '/events');
    expect(screen.getAllByText('31 декември 2026 г. и 1 януари 2027 г.').length).toBeGreaterThan(0);
    expect(screen.getByText('10:00 – 16:00')).toBeInTheDocument();
    expect(screen.getByText('Варна, конферентна зала „Приморски“')).toBeInTheDocument();
    expect(screen.getByText('50,62 €')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/лв|Българската народна банка/);
    expect(screen.getByText('Паричният поток на една страница')).toBeInTheDocument();
    expect(document.title).toBe('Финансов уикенд за предприемачи | Бизнес Академия');
  });

  it('says a past event has passed and offers no sign-up for it', async () => {
    serve(ok({ ...workshop, eventDate: '2026-11-21' }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Финансов уикенд за предприемачи' })).toBeInTheDocument();
    expect(screen.getByText(/Това събитие вече се проведе\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вижте предстоящите събития' })).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('button', { name: 'Запиши се за събитието' })).not.toBeInTheDocument();
  });

  it("still offers the sign-up on the event's first day", async () => {
    serve(ok({ ...workshop, eventDate: '2026-11-22' }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Запиши се за събитието' })).toBeInTheDocument();
    expect(screen.queryByText(/Това събитие вече се проведе/)).not.toBeInTheDocument();
  });

  it('shows the not-found text for an unknown slug', async () => {
    const server = serve(fail('Събитието не е намерено.', 404));
    renderPage('nyama-takova');
    expect(await screen.findByText('Събитието не е намерено.')).toBeInTheDocument();
    expect(server.reads()).toEqual(['/events/slug/nyama-takova']);
    expect(console.error).toHaveBeenCalledWith('Event page:', 'Събитието не е намерено.');
    expect(document.title).toBe('Събитието не е намерено. | Бизнес Академия');
  });

  it('signs up for the event with its id, the event title as the source and no course ids', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const server = serve(ok(workshop), ok(null, 'Записването е успешно'));
    renderPage();

    await user.click(await screen.findByRole('link', { name: 'Запиши се за събитието' }));
    const dialog = screen.getByRole('dialog', { name: 'Финансов уикенд за предприемачи' });
    await fillRegistration(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Запиши се' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Записването за събитие "Финансов уикенд за предприемачи" е успешно!');
    const [payload, ...more] = server.signUps();
    expect(more).toHaveLength(0);
    expect(payload?.registrationSource).toBe('Финансов уикенд за предприемачи');
    expect(payload?.eventId).toBe(3);
    expect(payload?.website).toBe('');
    expect(payload).not.toHaveProperty('courseIds');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import { makeCourse } from '@site/shared/testing/factories';
import { fail, ok } from '@site/shared/testing/fake-api';
import { renderRouteModule, routeObject } from '@site/shared/testing/render-route-module';
import { serveCatalogItemPerTest } from '../../../test/fake-catalog-api';
import { fillRegistration } from '../../../test/fill-registration';
import * as courseRoute from '../../../expose/course-detail-page';
import * as vipRoute from '../../../expose/vip-package-page';

const serve = serveCatalogItemPerTest();

const renderPage = (slug = 'biznes-planirane', history: string[] = [], otherRoutes: RouteObject[] = [], queryClient = createQueryClient()) =>
  renderRouteModule(courseRoute, { path: '/courses/:slug', initialEntries: [...history, `/courses/${slug}`], otherRoutes, queryClient });

const vipPackage = makeCourse({ id: 8, slug: 'vip-paket-ot-ideia-do-biznes', title: 'ВИП пакет „От идея до бизнес“' });

describe('CourseDetailPage', () => {
  it('shows nothing of the page until its loader has the course', async () => {
    const server = serve(() => new Promise(() => undefined));
    renderPage();
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await waitFor(() => expect(server.reads()).toEqual(['/courses/slug/biznes-planirane']));
  });

  it('shows the course: title, sections, lecturers, FAQ and the price in euro', async () => {
    serve(ok(makeCourse({ price: 510.78 })));
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Бизнес планиране' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Навигация' })).getByRole('link', { name: '← Всички курсове' })).toHaveAttribute('href', '/courses');
    expect(screen.getByText('Научете как да превърнете идеята си в ясен бизнес план.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Какво ще научите' })).toBeInTheDocument();
    expect(screen.getByText('Анализ на пазара')).toBeInTheDocument();
    expect(screen.getByText('Начинаещи предприемачи')).toBeInTheDocument();
    expect(screen.getByText('Записвате се и получавате достъп.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Финансова прогноза' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Николай Стоянов' })).toBeInTheDocument();
    expect(screen.getByText('Трябва ли да имам фирма?')).toBeInTheDocument();
    const price = screen.getByRole('complementary', { name: 'Цена и записване' });
    expect(within(price).getByText('510,78 €')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/лв|Българската народна банка/);
    expect(document.title).toBe('Бизнес планиране | Бизнес Академия');
  });

  it('reveals the long description in two halves with "see more"', async () => {
    const user = userEvent.setup();
    serve(ok(makeCourse()));
    renderPage();
    const more = await screen.findByRole('button', { name: 'Виж повече' });
    expect(screen.queryByText('Първият абзац на описанието.')).not.toBeVisible();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Виж по-малко');
    const first = screen.getByText('Първият абзац на описанието.');
    const second = screen.getByText('Вторият абзац на описанието.');
    expect(first).toBeVisible();
    // two halves: the paragraphs sit in two different columns
    expect(first.parentElement).not.toBe(second.parentElement);
  });

  it.each([
    ['Индивидуални консултации с ментор', 'Какво ще получите', 'Запиши се за консултации'],
    ['УЧЕБНА ПРОГРАМА „Предприемач“', 'Какво ще овладеете', 'Запиши се за програмата'],
    ['Лидерско управление на екипи', 'Какво ще научите', 'Запиши се за курса'],
  ])('uses the heading variant for "%s"', async (title, skillsHeading, signUp) => {
    serve(ok(makeCourse({ title })));
    renderPage();
    expect(await screen.findByRole('heading', { name: skillsHeading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: signUp })).toBeInTheDocument();
  });

  it('redirects a VIP package to its page, replacing the history entry', async () => {
    serve(ok(vipPackage));
    const { router } = renderPage(
      'vip-paket-ot-ideia-do-biznes',
      ['/courses'],
      [
        { path: '/vip-package/:slug', element: <p>ВИП страница</p> },
        { path: '*', element: <p>Друга страница</p> },
      ],
    );
    expect(await screen.findByText('ВИП страница')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vip-package/vip-paket-ot-ideia-do-biznes');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back goes to the page before the course, not to the redirecting URL.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/courses');
    expect(screen.getByText('Друга страница')).toBeInTheDocument();
  });

  it('shows the VIP package after the redirect without fetching it again', async () => {
    const server = serve(ok(vipPackage));
    const queryClient = createQueryClient();
    renderPage('vip-paket-ot-ideia-do-biznes', [], [routeObject(vipRoute, '/vip-package/:slug', queryClient)], queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'ВИП пакет „От идея до бизнес“' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запиши се за ВИП пакета' })).toBeInTheDocument();
    expect(server.reads()).toEqual(['/courses/slug/vip-paket-ot-ideia-do-biznes']);
  });

  it('shows the not-found text for an unknown slug', async () => {
    serve(fail('Курсът не е намерен.', 404));
    renderPage('nyama-takav');
    expect(await screen.findByText('Курсът не е намерен.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Course page:', 'Курсът не е намерен.');
    expect(document.title).toBe('Курсът не е намерен. | Бизнес Академия');
  });

  it('signs up for the course from the modal with the course title and id', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const server = serve(ok(makeCourse({ id: 5, title: 'Бизнес планиране' })), ok(null));
    renderPage();

    await user.click(await screen.findByRole('link', { name: 'Запиши се за курса' }));
    const dialog = screen.getByRole('dialog', { name: 'Бизнес планиране' });
    await fillRegistration(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Запиши се' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Записването за курс "Бизнес планиране" е успешно!');
    expect(server.signUps()).toEqual([expect.objectContaining({ registrationSource: 'Бизнес планиране', courseIds: [5], email: 'maria@example.com' })]);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

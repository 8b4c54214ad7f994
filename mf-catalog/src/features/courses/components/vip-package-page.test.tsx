import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { makeCourse } from '@site/shared/testing/factories';
import { fail, ok } from '@site/shared/testing/fake-api';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import { serveCatalogItemPerTest } from '../../../test/fake-catalog-api';
import { fillRegistration } from '../../../test/fill-registration';
import * as vipRoute from '../../../expose/vip-package-page';

const serve = serveCatalogItemPerTest();

const ideaPackage = makeCourse({
  id: 8,
  slug: 'vip-paket-ot-ideia-do-biznes',
  title: 'ВИП пакет „От идея до бизнес“',
  price: 659.57,
  modules: [{ id: 81, title: 'Три индивидуални консултации с ментор', description: 'Три срещи по 90 минути.' }],
  quote: 'Най-скъпата грешка на начинаещия предприемач не е провалът.',
  quoteAuthor: 'Николай Стоянов, ментор и основател на три компании',
  realValue: 1124.33,
  hasGuarantee: false,
});

const productPackage = makeCourse({
  id: 9,
  slug: 'vip-paket-prodai-svoia-produkt',
  title: 'ВИП пакет „Продай своя продукт“',
  price: 250.53,
  quote: 'Клиентите не купуват продукти.',
  quoteAuthor: 'Георги Петров, лектор по търговски умения',
  exclusiveOffer: 'Само за първите 50 записани: безплатен преглед на вашия сайт.',
  realValue: 510.78,
  hasGuarantee: true,
});

const renderPage = (slug: string, otherRoutes: RouteObject[] = []) =>
  renderRouteModule(vipRoute, { path: '/vip-package/:slug', initialEntries: [`/vip-package/${slug}`], otherRoutes });

describe('VipPackagePage', () => {
  it('shows nothing of the page until its loader has the package', async () => {
    const server = serve(() => new Promise(() => undefined));
    renderPage('vip-paket-ot-ideia-do-biznes');
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await waitFor(() => expect(server.reads()).toEqual(['/courses/slug/vip-paket-ot-ideia-do-biznes']));
  });

  it('shows the idea package: real value 1124,33 € struck through, no guarantee, no limited offer', async () => {
    serve(ok(ideaPackage));
    renderPage('vip-paket-ot-ideia-do-biznes');

    expect(await screen.findByRole('heading', { level: 1, name: 'ВИП пакет „От идея до бизнес“' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Навигация' })).getByRole('link', { name: '← Всички курсове' })).toHaveAttribute('href', '/courses');
    expect(screen.getAllByText('ВИП пакет')[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Три индивидуални консултации с ментор' })).toBeInTheDocument();
    expect(screen.getByText('1124,33 €').tagName).toBe('S');
    expect(screen.getByText('659,57 €')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/лв/);
    expect(screen.getByText('Най-скъпата грешка на начинаещия предприемач не е провалът.')).toBeInTheDocument();
    expect(screen.getByText('Николай Стоянов, ментор и основател на три компании')).toBeInTheDocument();
    expect(screen.queryByText('100% удовлетвореност или връщаме парите!')).not.toBeInTheDocument();
    expect(screen.queryByText(/само 50 пакета/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ексклузивна оферта' })).not.toBeInTheDocument();
    expect(document.title).toBe('ВИП пакет „От идея до бизнес“ | Бизнес Академия');
  });

  it('shows the product package: 510,78 €, the guarantee, the limited offer and the exclusive offer', async () => {
    serve(ok(productPackage));
    renderPage('vip-paket-prodai-svoia-produkt');

    expect(await screen.findByText('100% удовлетвореност или връщаме парите!')).toBeInTheDocument();
    expect(screen.getByText('510,78 €').tagName).toBe('S');
    expect(screen.getByText('Ограничено предложение: само 50 пакета!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ексклузивна оферта' })).toBeInTheDocument();
    expect(screen.getByText('Само за първите 50 записани: безплатен преглед на вашия сайт.')).toBeInTheDocument();
  });

  it('falls back to the default terms (510,78 € with the guarantee) when the package has no real value', async () => {
    serve(ok({ ...productPackage, realValue: null, hasGuarantee: false, exclusiveOffer: null }));
    renderPage('vip-paket-prodai-svoia-produkt');
    expect(await screen.findByText('100% удовлетвореност или връщаме парите!')).toBeInTheDocument();
    expect(screen.getByText('510,78 €').tagName).toBe('S');
    expect(screen.queryByRole('heading', { name: 'Ексклузивна оферта' })).not.toBeInTheDocument();
  });

  it('shows the not-found text for an unknown slug', async () => {
    serve(fail('Курсът не е намерен.', 404));
    renderPage('nyama-takav');
    expect(await screen.findByText('VIP пакетът не е намерен.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('VIP package page:', 'Курсът не е намерен.');
    expect(document.title).toBe('VIP пакетът не е намерен. | Бизнес Академия');
  });

  it('sends an ordinary course opened here to its course page', async () => {
    serve(ok(makeCourse()));
    const { router } = renderPage('biznes-planirane', [{ path: '/courses/:slug', element: <p>Страница на курс</p> }]);
    expect(await screen.findByText('Страница на курс')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/biznes-planirane');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('signs up for the package from the modal', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const server = serve(ok(productPackage), ok(null));
    renderPage('vip-paket-prodai-svoia-produkt');

    await user.click(await screen.findByRole('link', { name: 'Запиши се за ВИП пакета' }));
    const dialog = screen.getByRole('dialog', { name: 'ВИП пакет „Продай своя продукт“' });
    await fillRegistration(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Запиши се' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Записването за курс "ВИП пакет „Продай своя продукт“" е успешно!');
    expect(server.signUps()).toEqual([expect.objectContaining({ registrationSource: 'ВИП пакет „Продай своя продукт“', courseIds: [9] })]);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

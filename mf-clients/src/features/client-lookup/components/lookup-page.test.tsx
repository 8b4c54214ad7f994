// What both lookup screens (by e-mail, filtered) do alike, as they share LookupPage: the server's refusal
// and a failed request shown in red, and the page titled and kept out of search engines.
import { screen } from '@testing-library/react';
import { fail, networkError } from '@site/shared/testing/fake-api';
import * as byEmailRoute from '../../../expose/clients-by-email-page';
import * as filteredRoute from '../../../expose/clients-filtered-page';
import { lookupPageFakesPerTest } from '../../../test/lookup-page-fakes';
import { renderLookupScreen } from '../../../test/render-lookup-screen';

const fakes = lookupPageFakesPerTest();

const screens = [
  {
    screenName: 'by e-mail',
    route: byEmailRoute,
    path: '/clients/by-email',
    heading: 'Търсене на клиент по имейл',
    button: 'Търси',
    nothingFound: 'Client not found',
    failed: 'Error fetching client',
  },
  {
    screenName: 'filtered',
    route: filteredRoute,
    path: '/clients/filtered',
    heading: 'Филтрирани клиенти',
    button: 'Зареди',
    nothingFound: 'No clients found',
    failed: 'Error fetching clients',
  },
];

describe.each(screens)('the $screenName lookup screen', ({ route, path, heading, button, nothingFound, failed }) => {
  async function pressTheButton() {
    const { user } = renderLookupScreen(route, path);
    await user.click(await screen.findByRole('button', { name: button }));
  }

  test('success false with a message shows the server message in red, and no result', async () => {
    fakes.api.answer(fail('Невалиден токен', 401));
    await pressTheButton();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Невалиден токен$/);
    expect(alert).toHaveClass('clients-error');
    expect(screen.queryByText(/Намерени клиенти/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test('success false without a message shows its own text for nothing found', async () => {
    fakes.api.answer(fail('', 404));
    await pressTheButton();
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${nothingFound}$`));
  });

  test('a thrown error shows its own text, is logged, and shows no result', async () => {
    fakes.api.answer(networkError);
    await pressTheButton();
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${failed}$`));
    // Logged by the query cache with the screen's context, as every failed read is.
    expect(fakes.consoleError).toHaveBeenCalledWith(`${failed}:`, 'Network Error');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test('the page is titled and kept out of search engines while shown', async () => {
    const { unmount } = renderLookupScreen(route, path).rendered;
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(document.title).toBe(`${heading} | Бизнес Академия`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

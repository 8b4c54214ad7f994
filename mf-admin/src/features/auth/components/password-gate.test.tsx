import { act, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../../lib/session-store';
import { deferred } from '@site/shared/testing/deferred';
import { byRoute, fail, fakeApi, networkError, ok, reply, type Answer, type FakeAnswer } from '@site/shared/testing/fake-api';
import { renderInRouter, resetAdminState } from '../../../test/render';
import { PasswordGate } from './password-gate';

/** The server's answer to the password check (POST /auth/verify-token); a test sets it. */
let check: Answer;
let api: ReturnType<typeof fakeApi>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetAdminState();
  check = fail('no answer set', 599);
  api = fakeApi(byRoute({ 'POST /auth/verify-token': (config) => reply(check, config) }));
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  consoleError.mockRestore();
});

/** The passwords sent to the server, in order. */
const passwordsSent = () => api.requests.map((request) => (JSON.parse(String(request.data)) as { token: string }).token);

async function submit(password: string) {
  const view = renderInRouter(<PasswordGate />);
  await view.user.type(screen.getByLabelText('Парола'), password);
  await view.user.click(screen.getByRole('button', { name: 'Вход' }));
  return view;
}

describe('PasswordGate', () => {
  it('sends the typed password to the server and keeps the token for the tab', async () => {
    check = ok({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' });
    await submit('тайна');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('abc'));
    expect(passwordsSent()).toEqual(['тайна']);
    expect(JSON.parse(sessionStorage.getItem('admin-session') ?? '{}')).toMatchObject({ state: { token: 'abc' } });
  });

  it("says 'Грешна парола' when the server refuses the password", async () => {
    check = fail('Грешна парола', 401);
    await submit('грешна');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешна парола$/);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('signs a staff person in with their e-mail and password', async () => {
    api.restore();
    api = fakeApi(
      byRoute({
        'POST /auth/sign-in': (config) =>
          (JSON.parse(String(config.data)) as { email: string }).email === 'maria@example.bg'
            ? ok({ accessToken: 'ot-maria', expiresAt: '2099-01-01T00:00:00Z' })
            : fail('Грешен имейл или парола', 401),
      }),
    );
    const { user } = renderInRouter(<PasswordGate />);
    await user.type(screen.getByLabelText('Имейл'), 'nyakoy@example.bg');
    await user.type(screen.getByLabelText('Парола'), 'дълга парола на мария');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешен имейл или парола$/);
    await user.clear(screen.getByLabelText('Имейл'));
    await user.type(screen.getByLabelText('Имейл'), ' maria@example.bg ');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('ot-maria'));
    expect(api.requests.map((request) => JSON.parse(String(request.data)) as unknown)).toEqual([
      { email: 'nyakoy@example.bg', password: 'дълга парола на мария' },
      { email: 'maria@example.bg', password: 'дълга парола на мария' },
    ]);
  });

  it("says 'Грешка при проверка на паролата' when the check itself fails", async () => {
    check = networkError;
    await submit('парола');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешка при проверка на паролата$/);
  });

  it('also for a server error that carries a message', async () => {
    check = fail('Вътрешна грешка на сървъра', 500);
    await submit('парола');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешка при проверка на паролата$/);
  });

  it("shows the server's own message after too many attempts", async () => {
    check = fail('Твърде много опити. Опитайте отново след 60 секунди.', 429);
    await submit('парола');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Твърде много опити. Опитайте отново след 60 секунди.$/);
  });

  it('does not send an empty password', async () => {
    const { user } = renderInRouter(<PasswordGate />);
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Моля, въведете паролата');
    // Give a wrongly sent request the time to reach the server before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.requests).toHaveLength(0);
  });

  it('checks once however often the button is pressed, showing it is busy', async () => {
    const pending = deferred<FakeAnswer>();
    check = () => pending.promise;
    const { user } = renderInRouter(<PasswordGate />);
    await user.type(screen.getByLabelText('Парола'), 'тайна');
    const button = screen.getByRole('button', { name: 'Вход' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Зареждане...');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    pending.resolve(ok({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('abc'));
    expect(passwordsSent()).toEqual(['тайна']);
  });

  it('asks for a link to a new password from «Забравена парола», with the e-mail already typed, and shows what the server says', async () => {
    api.restore();
    const said = 'Ако имейлът е на човек от екипа, до минута ще получите писмо с връзка за нова парола. Връзката важи 30 минути.';
    api = fakeApi(byRoute({ 'POST /auth/password-reset': () => ({ status: 202, body: { success: true, data: null, message: said } }) }));
    const { user } = renderInRouter(<PasswordGate />);
    await user.type(screen.getByLabelText('Имейл'), 'maria@example.bg');
    await user.click(screen.getByRole('button', { name: 'Забравена парола' }));
    expect(screen.getByRole('heading', { name: 'Забравена парола' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Изпращане на връзка' }));
    expect(await screen.findByRole('status')).toHaveTextContent(said);
    expect(api.requests.map((request) => JSON.parse(String(request.data)) as unknown)).toEqual([{ email: 'maria@example.bg' }]);
    await user.click(screen.getByRole('button', { name: 'Обратно към входа' }));
    expect(screen.getByRole('button', { name: 'Вход' })).toBeInTheDocument();
  });

  it('does not ask for a link without an e-mail', async () => {
    const { user } = renderInRouter(<PasswordGate />);
    await user.click(screen.getByRole('button', { name: 'Забравена парола' }));
    await user.click(screen.getByRole('button', { name: 'Изпращане на връзка' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Моля, въведете имейла, с който влизате');
    expect(api.requests).toHaveLength(0);
  });
});

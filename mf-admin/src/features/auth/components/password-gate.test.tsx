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
  it('sends the typed password to the server and opens the session for the tab, never keeping its token', async () => {
    check = ok({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' });
    await submit('тайна');
    await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
    expect(passwordsSent()).toEqual(['тайна']);
    expect(JSON.parse(sessionStorage.getItem('admin-session') ?? '{}')).toMatchObject({ state: { signedIn: true } });
    expect(sessionStorage.getItem('admin-session')).not.toContain('abc');
  });

  it("says 'Грешна парола' when the server refuses the password", async () => {
    check = fail('Грешна парола', 401);
    await submit('грешна');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешна парола$/);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(useSessionStore.getState().signedIn).toBe(false);
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
    await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
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
    await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
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

  describe('with a second factor', () => {
    const codeAsked = 'Въведете кода от приложението за удостоверяване (или резервен код)';
    const codeRefused = 'Грешен или вече използван код';
    /** The server's 401 that names the code. */
    const askForCode = (message: string): FakeAnswer => ({ status: 401, body: { success: false, data: { field: 'code' }, message } });
    const sent = () => api.requests.map((request) => JSON.parse(String(request.data)) as unknown);

    async function signInAs(email: string, password: string) {
      const view = renderInRouter(<PasswordGate />);
      await view.user.type(screen.getByLabelText('Имейл'), email);
      await view.user.type(screen.getByLabelText('Парола'), password);
      await view.user.click(screen.getByRole('button', { name: 'Вход' }));
      return view;
    }

    beforeEach(() => {
      api.restore();
      api = fakeApi(
        byRoute({
          'POST /auth/sign-in': (config) => {
            const { code } = JSON.parse(String(config.data)) as { code?: string };
            if (code === undefined) return askForCode(codeAsked);
            return code === '123456' || code === 'ab12c-3de45' ? ok({ accessToken: 'with-code', expiresAt: '2099-01-01T00:00:00Z' }) : askForCode(codeRefused);
          },
        }),
      );
    });

    it('asks for the code in a field of its own, keeps the e-mail and password, and sends all three', async () => {
      const { user } = await signInAs('maria@example.bg', 'дълга парола на мария');
      const code = await screen.findByRole('textbox', { name: 'Код за потвърждение' });
      await waitFor(() => expect(code).toHaveFocus());
      expect(screen.getByRole('alert')).toHaveTextContent(codeAsked);
      expect(code).toHaveAccessibleDescription(`${codeAsked} 6 цифри от приложението за удостоверяване или един от резервните кодове.`);
      // A recovery code has letters: a text field the phone may fill with a code it received, not a numeric one.
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).not.toHaveAttribute('inputmode');
      expect(code).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText('Имейл')).toHaveValue('maria@example.bg');
      expect(screen.getByLabelText('Парола')).toHaveValue('дълга парола на мария');
      expect(useSessionStore.getState().signedIn).toBe(false);

      await user.type(code, '123456{Enter}');
      await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
      expect(sent()).toEqual([
        { email: 'maria@example.bg', password: 'дълга парола на мария' },
        { email: 'maria@example.bg', password: 'дълга парола на мария', code: '123456' },
      ]);
    });

    it("says the server's message for a wrong or used code, marks the field and keeps focus there; a recovery code works", async () => {
      const { user } = await signInAs('maria@example.bg', 'дълга парола на мария');
      const code = await screen.findByRole('textbox', { name: 'Код за потвърждение' });
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Вход' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(codeRefused));
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(code).toHaveValue('');
      await waitFor(() => expect(code).toHaveFocus());
      expect(code).toHaveAccessibleDescription(expect.stringContaining(codeRefused));
      expect(screen.getByLabelText('Парола')).not.toHaveAttribute('aria-invalid');

      await user.type(code, ' ab12c-3de45 ');
      await user.click(screen.getByRole('button', { name: 'Вход' }));
      await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
      expect(sent().at(-1)).toEqual({ email: 'maria@example.bg', password: 'дълга парола на мария', code: 'ab12c-3de45' });
    });

    it('does not send an empty code once it was asked for', async () => {
      const { user } = await signInAs('maria@example.bg', 'дълга парола на мария');
      await screen.findByRole('textbox', { name: 'Код за потвърждение' });
      await user.click(screen.getByRole('button', { name: 'Вход' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(api.requests).toHaveLength(1);
      expect(screen.getByRole('textbox', { name: 'Код за потвърждение' })).toHaveFocus();
    });

    it('keeps in the session that the role requires a second factor not yet enrolled', async () => {
      api.answer(ok({ accessToken: 'to-enrol', expiresAt: '2099-01-01T00:00:00Z', mustEnrol: true }));
      await signInAs('ivan@example.bg', 'дълга парола на иван');
      await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ signedIn: true, mustEnrol: true }));
      expect(JSON.parse(sessionStorage.getItem('admin-session') ?? '{}')).toMatchObject({ state: { signedIn: true, mustEnrol: true } });
    });

    it("shows the server's reason when the administrator password alone is refused", async () => {
      check = fail('Собственикът използва втори фактор: влезте с имейла, паролата и кода', 401);
      api.restore();
      api = fakeApi(byRoute({ 'POST /auth/verify-token': (config) => reply(check, config) }));
      await submit('паролата на администратора');
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Собственикът използва втори фактор: влезте с имейла, паролата и кода$/);
    });
  });
});

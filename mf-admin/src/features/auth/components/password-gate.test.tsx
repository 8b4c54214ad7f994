import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@site/shared/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { deferred } from '@site/shared/testing/deferred';
import { renderInRouter, resetAdminState } from '../../../test/render';
import { verifyPassword } from '../api';
import { PasswordGate } from './password-gate';

jest.mock('../api');
const verify = jest.mocked(verifyPassword);

beforeEach(() => {
  resetAdminState();
  verify.mockReset();
});

async function submit(password: string) {
  const view = renderInRouter(<PasswordGate />);
  await view.user.type(screen.getByLabelText('Парола'), password);
  await view.user.click(screen.getByRole('button', { name: 'Вход' }));
  return view;
}

describe('PasswordGate', () => {
  it('sends the typed password to the server and keeps the token for the tab', async () => {
    verify.mockResolvedValue({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' });
    await submit('тайна');
    expect(verify).toHaveBeenCalledWith('тайна');
    expect(useSessionStore.getState().token).toBe('abc');
    expect(JSON.parse(sessionStorage.getItem('admin-session') ?? '{}')).toMatchObject({ state: { token: 'abc' } });
  });

  it("says 'Грешна парола' when the server refuses the password", async () => {
    verify.mockRejectedValue(new ApiError('Грешна парола', 401));
    await submit('грешна');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешна парола$/);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("says 'Грешка при проверка на паролата' when the check itself fails", async () => {
    verify.mockRejectedValue(new Error('Network Error'));
    await submit('парола');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешка при проверка на паролата$/);
  });

  it('also for a server error that carries a message', async () => {
    verify.mockRejectedValue(new ApiError('Вътрешна грешка на сървъра', 500));
    await submit('парола');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешка при проверка на паролата$/);
  });

  it("shows the server's own message after too many attempts", async () => {
    verify.mockRejectedValue(new ApiError('Твърде много опити. Опитайте отново след 60 секунди.', 429));
    await submit('парола');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Твърде много опити. Опитайте отново след 60 секунди.$/);
  });

  it('does not send an empty password', async () => {
    const { user } = renderInRouter(<PasswordGate />);
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Моля, въведете паролата');
    expect(verify).not.toHaveBeenCalled();
  });

  it('checks once however often the button is pressed, showing it is busy', async () => {
    const pending = deferred<{ accessToken: string; expiresAt: string }>();
    verify.mockReturnValue(pending.promise);
    const { user } = renderInRouter(<PasswordGate />);
    await user.type(screen.getByLabelText('Парола'), 'тайна');
    const button = screen.getByRole('button', { name: 'Вход' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Зареждане...');
    pending.resolve({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' });
    await waitFor(() => expect(useSessionStore.getState().token).toBe('abc'));
  });
});

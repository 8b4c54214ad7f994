import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../../lib/session-store';
import { byRoute, fakeApi, ok, type Answer } from '@site/shared/testing/fake-api';
import { renderInRouter, resetAdminState } from '../../../test/render';
import { LinkPasswordForm, linkPageTexts, linkPasswordMessages } from './link-password-form';

let accept: Answer;
let api: ReturnType<typeof fakeApi>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetAdminState();
  // The API client logs each refused call to the console, as the spec asks.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.location.hash = '#tokenOtPismoto_123';
  const answer: Answer = (config) => (typeof accept === 'function' ? accept(config) : accept);
  api = fakeApi(byRoute({ 'POST /auth/invitations/accept': answer, 'POST /auth/password-reset/complete': answer }));
});
afterEach(() => {
  api.restore();
  consoleError.mockRestore();
  window.location.hash = '';
});

const refused = (message: string, field: string) => ({ status: 400, body: { success: false, data: { field }, message } });
const sent = () => api.requests.map((request) => JSON.parse(String(request.data)) as { token: string; password: string });

async function submit(password: string, repeated = password, page: 'invitation' | 'password-reset' = 'invitation') {
  const view = renderInRouter(<LinkPasswordForm page={page} />);
  if (password) await view.user.type(screen.getByLabelText('Нова парола'), password);
  if (repeated) await view.user.type(screen.getByLabelText('Повторете паролата'), repeated);
  await view.user.click(screen.getByRole('button', { name: 'Запазване и вход' }));
  return view;
}

it('sends the token from the link and the password, and signs the person in', async () => {
  accept = ok({ accessToken: 'novo', expiresAt: '2099-01-01T00:00:00Z' });
  await submit('лятото в планината е прохладно');
  expect(await screen.findByRole('status')).toHaveTextContent(linkPageTexts.invitation.done);
  expect(sent()).toEqual([{ token: 'tokenOtPismoto_123', password: 'лятото в планината е прохладно' }]);
  expect(useSessionStore.getState().signedIn).toBe(true);
  expect(screen.getByRole('link', { name: 'Към конзолата' })).toHaveAttribute('href', '/admin/articles');
});

it('sets a new password from a reset link and signs the person in', async () => {
  accept = ok({ accessToken: 'posle-smyana', expiresAt: '2099-01-01T00:00:00Z' });
  await submit('новата парола е за пролетта', undefined, 'password-reset');
  expect(await screen.findByRole('status')).toHaveTextContent(linkPageTexts['password-reset'].done);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Паролата е сменена');
  expect(api.requests.map((request) => request.url)).toEqual(['/auth/password-reset/complete']);
  expect(useSessionStore.getState().signedIn).toBe(true);
});

it("shows the server's refusal of the password next to the field, and focuses it", async () => {
  accept = refused('Паролата трябва да е поне 15 знака', 'password');
  await submit('кратка');
  const field = screen.getByLabelText('Нова парола');
  await waitFor(() => expect(field).toHaveAccessibleDescription(/Паролата трябва да е поне 15 знака/));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(field).toHaveFocus());
  expect(useSessionStore.getState().signedIn).toBe(false);
});

it('says so when the link is used up or expired', async () => {
  accept = refused('Връзката от поканата е невалидна, изтекла или вече използвана. Помолете за нова покана.', 'token');
  await submit('лятото в планината е прохладно');
  expect(await screen.findByRole('alert')).toHaveTextContent('Връзката от поканата е невалидна, изтекла или вече използвана.');
});

it('asks for the same password twice, and sends nothing until they match', async () => {
  await submit('лятото в планината е прохладно', 'лятото в планината е топло');
  expect(screen.getByLabelText('Повторете паролата')).toHaveAccessibleDescription(linkPasswordMessages.passwordsDiffer);
  expect(api.requests).toHaveLength(0);
});

it('says the link is incomplete when it has no token', async () => {
  window.location.hash = '';
  renderInRouter(<LinkPasswordForm page="invitation" />);
  expect(screen.getByRole('alert')).toHaveTextContent(linkPageTexts.invitation.noToken);
});

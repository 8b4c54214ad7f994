import { fakeApi, ok } from '@site/shared/testing/fake-api';
import { endSession, signInWithEmail, verifyPassword } from './api';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

it('sends the typed password as the body field token and returns the access token', async () => {
  api = fakeApi(ok({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' }));
  await expect(verifyPassword('тайна')).resolves.toEqual({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' });
  expect(api.last()).toMatchObject({ method: 'post', url: '/auth/verify-token' });
  expect(JSON.parse(String(api.last().data))).toEqual({ token: 'тайна' });
  expect(api.last().headers.Authorization).toBeUndefined();
});

it('ends the session by its cookie alone: no token is sent', async () => {
  api = fakeApi(ok(null));
  await endSession();
  expect(api.last()).toMatchObject({ method: 'post', url: '/auth/sign-out' });
  expect(api.last().headers.Authorization).toBeUndefined();
});

it('signs in with e-mail, password and a code, and hands over the envelope of a refusal that names the code', async () => {
  const refusal = { success: false, data: { field: 'code' }, message: 'Грешен или вече използван код' };
  // The shared client logs every failed call (the spec); this one is on purpose.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = fakeApi({ status: 401, body: refusal });
  await expect(signInWithEmail('maria@example.bg', 'парола', { code: '123456' })).resolves.toEqual(refusal);
  expect(api.last()).toMatchObject({ method: 'post', url: '/auth/sign-in' });
  expect(JSON.parse(String(api.last().data))).toEqual({ email: 'maria@example.bg', password: 'парола', code: '123456' });
  consoleError.mockRestore();
});

it('sends no code until there is one', async () => {
  api = fakeApi(ok({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' }));
  await expect(signInWithEmail('maria@example.bg', 'парола')).resolves.toMatchObject({ success: true, data: { accessToken: 'abc' } });
  expect(JSON.parse(String(api.last().data))).toEqual({ email: 'maria@example.bg', password: 'парола' });
});

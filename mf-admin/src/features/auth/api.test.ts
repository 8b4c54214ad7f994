import { fakeApi, ok } from '@site/shared/testing/fake-api';
import { endSession, verifyPassword } from './api';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

it('sends the typed password as the body field token and returns the access token', async () => {
  api = fakeApi(ok({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' }));
  await expect(verifyPassword('тайна')).resolves.toEqual({ accessToken: 'abc', expiresAt: '2099-01-01T00:00:00Z' });
  expect(api.last()).toMatchObject({ method: 'post', url: '/auth/verify-token' });
  expect(JSON.parse(String(api.last().data))).toEqual({ token: 'тайна' });
  expect(api.last().headers.Authorization).toBeUndefined();
});

it('ends the session with the token as a Bearer header', async () => {
  api = fakeApi(ok(null));
  await endSession('abc');
  expect(api.last()).toMatchObject({ method: 'post', url: '/auth/sign-out' });
  expect(api.last().headers.Authorization).toBe('Bearer abc');
});

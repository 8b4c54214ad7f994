// The console's session cookie: set by a sign-in (HttpOnly, SameSite=Strict, only for /api, Secure over HTTPS),
// accepted instead of the Authorization header, refused for a write from another site's page, and cleared by
// the sign-out, which ends the session.
import { createTestContext, type TestContext } from '../test/test-app';
import { ADMIN_PASSWORD } from '../test/test-config';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const signIn = (headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/verify-token', payload: { token: ADMIN_PASSWORD }, headers });
const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie).split(';')[0]!;

it('sets an HttpOnly, SameSite=Strict cookie for /api that signs the console in, and the sign-out clears it', async () => {
  const answer = await signIn();
  const setCookie = String(answer.headers['set-cookie']);
  expect(setCookie).toMatch(/^staff_session=[\w-]+; Path=\/api; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
  expect(cookieOf(setCookie)).toBe(`staff_session=${answer.json<{ data: { accessToken: string } }>().data.accessToken}`);
  const cookie = { cookie: cookieOf(setCookie) };
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: cookie })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/courses', headers: { ...cookie, origin: 'http://localhost:80' }, payload: {} })).statusCode).toBe(
    400,
  );

  const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: cookie });
  expect(signedOut.statusCode).toBe(200);
  expect(String(signedOut.headers['set-cookie'])).toMatch(/^staff_session=; .*Expires=Thu, 01 Jan 1970/);
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: cookie })).statusCode).toBe(401);
});

it("refuses a write carried by the cookie from another site's page", async () => {
  const cookie = { cookie: cookieOf((await signIn()).headers['set-cookie']) };
  const fromElsewhere = await t.app.inject({ method: 'POST', url: '/api/courses', headers: { ...cookie, origin: 'https://drug-sait.example' }, payload: {} });
  expect(fromElsewhere.statusCode).toBe(403);
  expect(fromElsewhere.json()).toEqual({ success: false, data: null, message: 'Заявката идва от друг сайт и не е приета' });
});

it('marks the cookie Secure when the site is served over HTTPS', async () => {
  const behindProxy = await t.buildSibling({ trustProxy: true });
  const answer = await signIn({ 'x-forwarded-proto': 'https' }, behindProxy);
  expect(String(answer.headers['set-cookie'])).toContain('; Secure');
});

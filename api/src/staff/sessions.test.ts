// A person's sessions: listed with where and when they began and were last used, ended one by one (an owner may
// end anyone's), refused 12 hours after their last use and 7 days after they began.
import type { StaffSession } from '@site/shared/contracts/auth';
import { adminHeaders, call, createTestContext, nextVisitorAddress, type TestContext } from '../test/test-app';
import { hashPassword } from './passwords';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const PASSWORD = 'зимата в града е дълга и снежна';
const HOUR = 3_600_000;

async function signIn(email: string, browser: string, address = nextVisitorAddress()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': browser },
    remoteAddress: address,
  });
  return { authorization: `Bearer ${response.json<{ data: { accessToken: string } }>().data.accessToken}` };
}
const sessions = (headers: Record<string, string>) => call<StaffSession[]>(t.app, { method: 'GET', url: '/api/auth/sessions', headers });
const end = (id: number, headers: Record<string, string>) => call(t.app, { method: 'DELETE', url: `/api/auth/sessions/${id}`, headers });

it("lists one's sessions with their address and browser, and ends another one at once, in every process", async () => {
  await t.repos.staffPeople.create({ email: 'sesii@example.bg', name: 'Сесии', role: 'editor', status: 'active', passwordHash: await hashPassword(PASSWORD) });
  const laptop = await signIn('sesii@example.bg', 'Firefox на лаптопа', '10.9.0.1');
  const phone = await signIn('sesii@example.bg', 'Chrome на телефона', '10.9.0.2');
  const listed = (await sessions(laptop)).body.data;
  expect(listed.map(({ address, browser, current }) => ({ address, browser, current }))).toEqual(
    expect.arrayContaining([
      { address: '10.9.0.1', browser: 'Firefox на лаптопа', current: true },
      { address: '10.9.0.2', browser: 'Chrome на телефона', current: false },
    ]),
  );
  expect(listed).toHaveLength(2);
  const other = await t.buildSibling();
  const phoneSession = listed.find((session) => !session.current)!;
  expect(await end(phoneSession.id, laptop)).toEqual({ status: 200, body: { success: true, data: null, message: 'Сесията е прекратена' } });
  expect((await call(other, { method: 'GET', url: '/api/auth/sessions', headers: phone })).status).toBe(401);
  expect((await sessions(laptop)).body.data).toHaveLength(1);
});

it("ends only one's own sessions, unless one is an owner", async () => {
  await t.repos.staffPeople.create({ email: 'druga@example.bg', name: 'Друга', role: 'sales', status: 'active', passwordHash: await hashPassword(PASSWORD) });
  const hers = await signIn('druga@example.bg', 'Safari');
  const herSession = (await sessions(hers)).body.data[0]!;
  const stranger = await signIn('sesii@example.bg', 'Edge');
  expect(await end(herSession.id, stranger)).toEqual({ status: 404, body: { success: false, data: null, message: 'Няма такава сесия' } });
  expect((await sessions(hers)).status).toBe(200);
  expect((await end(herSession.id, await adminHeaders(t.app))).status).toBe(200);
  expect((await sessions(hers)).status).toBe(401);
});

it('refuses a session 12 hours after its last use, and 7 days after it began however often it is used', async () => {
  const person = await t.repos.staffPeople.create({ email: 'vreme@example.bg', name: 'Време', role: 'editor', status: 'active' });
  const began = new Date(Date.now() - 8 * 24 * HOUR);
  const { accessToken } = await t.repos.adminSessions.create(person.id, undefined, { now: began });
  const at = (hours: number) => t.repos.adminSessions.personOf(accessToken, new Date(began.getTime() + hours * HOUR));
  // Used every 11 hours it stays open, for 7 days.
  for (let hours = 11; hours < 7 * 24; hours += 11) expect(await at(hours)).not.toBeNull();
  expect(await at(7 * 24 + 1)).toBeNull();

  const idle = await t.repos.adminSessions.create(person.id, undefined, { now: new Date(Date.now() - 13 * HOUR) });
  expect(await t.repos.adminSessions.personOf(idle.accessToken)).toBeNull();
});

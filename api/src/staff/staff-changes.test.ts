// An owner changes a person's role or disables them: the person's sessions end at once, in every process; the
// team never loses its last active owner; only an owner may change anyone.
import type { StaffPerson } from '@site/shared/contracts/staff';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, nextVisitorAddress, type TestContext } from '../test/test-app';
import { hashPassword } from './passwords';

let t: TestContext;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
  owner = await adminHeaders(t.app);
});
afterAll(() => t.close());

const PASSWORD = 'есента в гората е шарена';

async function activePerson(email: string, role: 'editor' | 'sales' | 'owner') {
  const person = await t.repos.staffPeople.create({ email, name: 'Петър Петров', role, status: 'active', passwordHash: await hashPassword(PASSWORD) });
  const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: PASSWORD }, remoteAddress: nextVisitorAddress() });
  return { person, headers: { authorization: `Bearer ${signIn.json<{ data: { accessToken: string } }>().data.accessToken}` } };
}

const change = (id: number, body: object, headers = owner) => call<StaffPerson>(t.app, { method: 'PATCH', url: `/api/staff/${id}`, headers, payload: body });
const leads = (headers: Record<string, string>) => call(t.app, { method: 'GET', url: '/api/leads', headers });

it('signs a person out everywhere when disabled, and lets them sign in again once active', async () => {
  const { person, headers } = await activePerson('petar@example.bg', 'sales');
  const other = await t.buildSibling();
  expect((await leads(headers)).status).toBe(200);
  expect((await change(person.id, { status: 'disabled' })).body).toMatchObject({
    success: true,
    data: { status: 'disabled' },
    message: 'Промените са запазени',
  });
  expect((await call(other, { method: 'GET', url: '/api/leads', headers })).status).toBe(401);
  expect((await change(person.id, { status: 'active' })).body.data.status).toBe('active');
  // The old session stays ended; a new sign-in works.
  expect((await leads(headers)).status).toBe(401);
  expect((await leads((await activePerson('petar2@example.bg', 'sales')).headers)).status).toBe(200);
});

it('gives a person another role at once, and signs them out', async () => {
  const { person, headers } = await activePerson('smyana@example.bg', 'sales');
  expect((await change(person.id, { role: 'editor' })).body.data).toMatchObject({ role: 'editor', remotes: [] });
  expect((await leads(headers)).status).toBe(401);
  expect((await change(person.id, { role: 'team' })).status).toBe(400);
  expect((await change(person.id, { role: 'team', remotes: ['articles'] })).body.data).toMatchObject({ role: 'team', remotes: ['articles'] });
});

it('keeps at least one active owner', async () => {
  const first = (await t.repos.staffPeople.firstOwner())!;
  expect((await change(first.id, { role: 'editor' })).body).toEqual({
    success: false,
    data: { field: 'role' },
    message: 'В екипа трябва да остане поне един активен собственик',
  });
  expect((await change(first.id, { status: 'disabled' })).status).toBe(409);
  const second = await activePerson('vtori-sobstvenik@example.bg', 'owner');
  // With a second owner, the first may step down; then the second may not.
  expect((await change(first.id, { role: 'editor' }, second.headers)).status).toBe(200);
  expect((await change(second.person.id, { status: 'disabled' }, second.headers)).status).toBe(409);
  expect((await change(first.id, { role: 'owner' }, second.headers)).status).toBe(200);
  // Their role changed twice: the first owner signs in again.
  expect((await leads(owner)).status).toBe(401);
  owner = await adminHeaders(t.app);
});

it('refuses an invited person made active, an unknown person, and anyone but an owner', async () => {
  const invited = await t.repos.staffPeople.create({ email: 'pokanen@example.bg', name: 'Поканен', role: 'editor', status: 'invited' });
  expect((await change(invited.id, { status: 'active' })).status).toBe(409);
  expect((await change(987654, { status: 'disabled' })).status).toBe(404);
  expect((await change(invited.id, { role: 'owner' }, { authorization: `Bearer ${CLIENTS_TOKEN}` })).status).toBe(403);
});

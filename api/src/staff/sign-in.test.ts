// Staff people sign in as themselves (POST /api/auth/sign-in) and act with their role: the first owner with
// OWNER_EMAIL and ADMIN_PASSWORD, others with their own password (Argon2id). Wrong e-mails, wrong passwords and
// people who are not active get the same answer; a person disabled is refused at once, by every process.
import { eq } from 'drizzle-orm';
import { staffPeople } from '../db/schema';
import { courseBody } from '../test/fixtures';
import { ADMIN_PASSWORD, call, createTestContext, nextVisitorAddress, OWNER_EMAIL, type TestContext } from '../test/test-app';
import { hashPassword } from './passwords';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const EDITOR_PASSWORD = 'редакторът пише статии всеки ден';

const signIn = (email: string, password: string, remoteAddress = nextVisitorAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });

async function signedIn(email: string, password: string): Promise<Record<string, string>> {
  const response = await signIn(email, password);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json<{ data: { accessToken: string } }>().data.accessToken}` };
}

async function addPerson(email: string, role: 'editor' | 'sales' | 'team', status: 'active' | 'disabled' = 'active', remotes: string[] = []) {
  return t.repos.staffPeople.create({ email, name: 'Мария Петрова', role, status, remotes, passwordHash: await hashPassword(EDITOR_PASSWORD) });
}

let slugs = 0;
const createCourse = (headers: Record<string, string>) =>
  call(t.app, { method: 'POST', url: '/api/courses', headers, payload: courseBody({ slug: `kurs-ot-ekipa-${(slugs += 1)}` }) });
const readLeads = (headers: Record<string, string>) => call(t.app, { method: 'GET', url: '/api/leads', headers });

it('signs the first owner in with OWNER_EMAIL and ADMIN_PASSWORD, as the owner', async () => {
  const owner = await signedIn(OWNER_EMAIL.toUpperCase(), ADMIN_PASSWORD);
  expect((await createCourse(owner)).status).toBe(201);
  expect((await readLeads(owner)).status).toBe(200);
});

it('records the last sign-in of the first owner by the administrator password too', async () => {
  await t.database.db.update(staffPeople).set({ lastSignInAt: null }).where(eq(staffPeople.firstOwner, true));
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-token', payload: { token: ADMIN_PASSWORD } })).statusCode).toBe(200);
  expect((await t.repos.staffPeople.firstOwner())?.lastSignInAt).not.toBeNull();
});

it('signs an editor in with their own password: content yes, leads and releases no', async () => {
  await addPerson('maria@example.bg', 'editor');
  const editor = await signedIn(' Maria@Example.bg ', EDITOR_PASSWORD);
  expect((await createCourse(editor)).status).toBe(201);
  expect(await readLeads(editor)).toEqual({ status: 403, body: { success: false, data: null, message: 'Нямате права за това действие' } });
  expect((await call(t.app, { method: 'GET', url: '/api/releases', headers: editor })).status).toBe(403);
  const stored = await t.repos.staffPeople.byEmail('maria@example.bg');
  expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(stored?.lastSignInAt).not.toBeNull();
});

it('lets a team release only the remotes named on it, and nothing else', async () => {
  await addPerson('katalog@example.bg', 'team', 'active', ['catalog']);
  const team = await signedIn('katalog@example.bg', EDITOR_PASSWORD);
  const release = (remote: string) => call(t.app, { method: 'POST', url: `/api/releases/${remote}/abcdef123456/promote`, headers: team, payload: {} });
  expect((await release('catalog')).status).toBe(404);
  expect((await release('articles')).status).toBe(403);
  expect((await readLeads(team)).status).toBe(403);
  expect((await createCourse(team)).status).toBe(403);
});

it('answers an unknown e-mail, a wrong password and a disabled person alike', async () => {
  await addPerson('izklyuchen@example.bg', 'sales', 'disabled');
  const answers = [
    await signIn('nikoy@example.bg', EDITOR_PASSWORD),
    await signIn('maria@example.bg', 'не е нейната парола'),
    await signIn('izklyuchen@example.bg', EDITOR_PASSWORD),
    await signIn(OWNER_EMAIL, 'не е паролата на администратора'),
  ];
  for (const answer of answers) {
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({
      status: 401,
      body: { success: false, data: null, message: 'Грешен имейл или парола' },
    });
  }
});

it('refuses a disabled person’s session at once, in another process too', async () => {
  const person = await addPerson('prodazhbi@example.bg', 'sales');
  const sales = await signedIn('prodazhbi@example.bg', EDITOR_PASSWORD);
  const other = await t.buildSibling();
  expect((await call(other, { method: 'GET', url: '/api/leads', headers: sales })).status).toBe(200);
  expect((await createCourse(sales)).status).toBe(403);
  await t.repos.staffPeople.setStatus(person.id, 'disabled');
  expect((await call(other, { method: 'GET', url: '/api/leads', headers: sales })).status).toBe(401);
  expect((await readLeads(sales)).status).toBe(401);
});

it('stops guessing one account after five failures, whatever the address', async () => {
  await addPerson('pazen@example.bg', 'editor');
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('pazen@example.bg', `опит номер ${attempt}`)).statusCode).toBe(401);
  expect((await signIn('pazen@example.bg', 'шести опит')).statusCode).toBe(429);
  // Even the right password, from yet another address, until the minute is over.
  expect((await signIn('pazen@example.bg', EDITOR_PASSWORD)).statusCode).toBe(429);
});

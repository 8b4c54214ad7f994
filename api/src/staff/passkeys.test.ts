// Passkeys as a second factor, answered by a software authenticator: added from a session (the first second
// factor brings recovery codes), then asked for at sign-in, each challenge answered once; a key that is not the
// person's is refused; the last one stays when the role requires a second factor; an owner's reset removes them.
import type { NewPasskey, Passkey, SignedInPerson } from '@site/shared/contracts/auth';
import { createSoftwareAuthenticator } from '../test/software-authenticator';
import { adminHeaders, call, createTestContext, type TestContext } from '../test/test-app';
import { hashPassword } from './passwords';

let t: TestContext;
let owner: Record<string, string>;
const PASSWORD = 'ключът е в джоба на палтото';
// Requests injected in tests name the host localhost:80.
const authenticator = () => createSoftwareAuthenticator('http://localhost:80', 'localhost');

beforeAll(async () => {
  t = await createTestContext();
  owner = await adminHeaders(t.app);
});
afterAll(() => t.close());

let people = 0;
async function person() {
  people += 1;
  const email = `klyuch-${people}@example.bg`;
  const created = await t.repos.staffPeople.create({
    email,
    name: `Ключ ${people}`,
    role: 'editor',
    status: 'active',
    passwordHash: await hashPassword(PASSWORD),
  });
  return { id: created.id, email };
}
type SignInAnswer = { accessToken: string } & { field?: string; passkey?: { challenge: string; allowCredentials: { id: string }[] } | null };
const signIn = (email: string, proof: object = {}) =>
  call<SignInAnswer>(t.app, { method: 'POST', url: '/api/auth/sign-in', payload: { email, password: PASSWORD, ...proof } });
const headersOf = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
async function addPasskey(headers: Record<string, string>, key: ReturnType<typeof authenticator>, name = 'Лаптоп') {
  const options = await call<{ challenge: string }>(t.app, { method: 'POST', url: '/api/auth/passkeys/options', headers });
  return call<NewPasskey>(t.app, { method: 'POST', url: '/api/auth/passkeys', headers, payload: { name, response: key.register(options.body.data) } });
}

it('adds a passkey with recovery codes, then signs in with it, each challenge answered once', async () => {
  const { email } = await person();
  const session = headersOf((await signIn(email)).body.data.accessToken);
  const key = authenticator();
  const added = await addPasskey(session, key);
  expect(added.status).toBe(201);
  expect(added.body.message).toBe('Вторият фактор е включен. Запазете резервните кодове: показват се само сега.');
  expect(added.body.data.recoveryCodes).toHaveLength(10);
  expect(added.body.data.passkey).toMatchObject({ name: 'Лаптоп', lastUsedAt: null });
  const second = await addPasskey(session, authenticator(), 'Телефон');
  expect(second.body).toMatchObject({ message: 'Ключът за достъп е добавен', data: { recoveryCodes: [] } });
  expect((await call<SignedInPerson>(t.app, { method: 'GET', url: '/api/auth/me', headers: session })).body.data).toMatchObject({
    secondFactor: true,
    recoveryCodesLeft: 10,
  });

  const asked = await signIn(email);
  expect(asked.status).toBe(401);
  expect(asked.body.data.field).toBe('code');
  expect(asked.body.data.passkey?.allowCredentials.map((credential) => credential.id)).toContain(key.id);
  const answer = key.authenticate(asked.body.data.passkey!);
  expect((await signIn(email, { passkey: answer })).status).toBe(200);
  expect((await signIn(email, { passkey: answer })).body.message).toBe('Грешен или вече използван код');
  const listed = await call<Passkey[]>(t.app, { method: 'GET', url: '/api/auth/passkeys', headers: session });
  expect(listed.body.data.find((passkey) => passkey.name === 'Лаптоп')?.lastUsedAt).not.toBeNull();
});

it("refuses a passkey that is not the person's, and a registration answered to nobody's options", async () => {
  const { email } = await person();
  const session = headersOf((await signIn(email)).body.data.accessToken);
  await addPasskey(session, authenticator());
  const stranger = authenticator();
  const asked = await signIn(email);
  expect((await signIn(email, { passkey: stranger.authenticate(asked.body.data.passkey!) })).status).toBe(401);
  const unasked = await call(t.app, {
    method: 'POST',
    url: '/api/auth/passkeys',
    headers: session,
    payload: { name: 'Без покана', response: stranger.register({ challenge: 'nikoy-ne-go-e-pital' }) },
  });
  expect(unasked).toMatchObject({ status: 400, body: { data: { field: 'response' }, message: 'Ключът за достъп не беше потвърден. Опитайте отново.' } });
});

it('keeps the last passkey of a role that requires a second factor, and an owner’s reset removes them', async () => {
  const { id, email } = await person();
  const session = headersOf((await signIn(email)).body.data.accessToken);
  const key = authenticator();
  const added = (await addPasskey(session, key)).body.data.passkey;
  await call(t.app, { method: 'PUT', url: '/api/staff/policy', headers: owner, payload: { secondFactorRoles: ['editor'] } });
  const removal = await call(t.app, { method: 'DELETE', url: `/api/auth/passkeys/${added.id}`, headers: session });
  expect(removal).toMatchObject({
    status: 409,
    body: { message: 'Това е последният ви втори фактор, а ролята ви го изисква: добавете друг, преди да премахнете този' },
  });
  expect((await call<Passkey[]>(t.app, { method: 'GET', url: '/api/auth/passkeys', headers: session })).body.data).toHaveLength(1);
  await call(t.app, { method: 'PUT', url: '/api/staff/policy', headers: owner, payload: { secondFactorRoles: [] } });

  expect((await call(t.app, { method: 'DELETE', url: `/api/staff/${id}/second-factor`, headers: owner })).status).toBe(200);
  expect((await signIn(email)).status).toBe(200);
  const fresh = headersOf((await signIn(email)).body.data.accessToken);
  expect((await call<Passkey[]>(t.app, { method: 'GET', url: '/api/auth/passkeys', headers: fresh })).body.data).toEqual([]);
});

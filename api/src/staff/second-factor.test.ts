// A second factor: enrolled with an authenticator app (TOTP) and ten recovery codes, asked for at every sign-in,
// each code accepted once; required by an owner for a role (its people can only enrol until they do); reset by an
// owner for a lost phone. The administrator password and a reset e-mail never get past it. The shared staff
// token is revoked by an owner.
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { RecoveryCodes, SignedInPerson, TotpEnrolment } from '@site/shared/contracts/auth';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, ADMIN_PASSWORD, type TestContext } from '../test/test-app';
import { hashPassword } from './passwords';

let t: TestContext;
let owner: Record<string, string>;
const PASSWORD = 'чаша чай в студената утрин';

beforeAll(async () => {
  t = await createTestContext();
  owner = await adminHeaders(t.app);
});
afterAll(() => t.close());

let people = 0;
async function person(role: 'editor' | 'sales' = 'editor') {
  people += 1;
  const email = `vtori-${people}@example.bg`;
  const created = await t.repos.staffPeople.create({ email, name: `Втори ${people}`, role, status: 'active', passwordHash: await hashPassword(PASSWORD) });
  return { id: created.id, email };
}
const signIn = (email: string, code?: string) =>
  call<{ accessToken: string; mustEnrol?: boolean }>(t.app, {
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: PASSWORD, ...(code ? { code } : {}) },
  });
const headersOf = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const me = async (headers: Record<string, string>) => (await call<SignedInPerson>(t.app, { method: 'GET', url: '/api/auth/me', headers })).body.data;
/** A code of the 30-second step before the current one: still accepted, once. */
const previousCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
/**
 * Enrols an authenticator for the signed-in person, confirmed with the previous step's code, so that the
 * current step's code (generate({ secret })) is still unused: its secret and the recovery codes.
 */
async function enrol(headers: Record<string, string>) {
  const started = await call<TotpEnrolment>(t.app, { method: 'POST', url: '/api/auth/totp', headers });
  const { secret } = started.body.data;
  const confirmed = await call<RecoveryCodes>(t.app, { method: 'POST', url: '/api/auth/totp/confirm', headers, payload: { code: await previousCode(secret) } });
  return { started, confirmed, secret };
}
const courseStatus = async (headers: Record<string, string>) => (await t.app.inject({ method: 'POST', url: '/api/courses', headers, payload: {} })).statusCode;

it('enrols an authenticator with ten recovery codes, then asks for a code at sign-in and takes each code once', async () => {
  const { email } = await person();
  const session = headersOf((await signIn(email)).body.data.accessToken);
  const confirm = (code: string) => call(t.app, { method: 'POST', url: '/api/auth/totp/confirm', headers: session, payload: { code } });
  expect((await confirm('123456')).body.message).toBe('Първо започнете включването на приложението за удостоверяване');
  expect((await call(t.app, { method: 'POST', url: '/api/auth/totp', headers: session })).status).toBe(200);
  expect(await confirm('000000')).toMatchObject({ status: 400, body: { data: { field: 'code' }, message: 'Грешен или вече използван код' } });
  const { started, confirmed, secret } = await enrol(session);
  expect(started.body.data.uri).toMatch(new RegExp(`^otpauth://totp/.*${encodeURIComponent(email)}.*secret=${secret}`));
  expect(started.body.data.uri).toContain('issuer=');
  expect(confirmed.body.message).toBe('Вторият фактор е включен. Запазете резервните кодове: показват се само сега.');
  const { recoveryCodes } = confirmed.body.data;
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  expect(await me(session)).toMatchObject({ email, secondFactor: true, recoveryCodesLeft: 10, mustEnrol: false });
  expect((await call(t.app, { method: 'POST', url: '/api/auth/totp', headers: session })).status).toBe(409);

  expect(await signIn(email)).toEqual({
    status: 401,
    body: { success: false, data: { field: 'code', passkey: null }, message: 'Въведете кода от приложението за удостоверяване (или резервен код)' },
  });
  const code = await generate({ secret });
  expect((await signIn(email, code)).status).toBe(200);
  expect((await signIn(email, code)).body).toMatchObject({ data: { field: 'code' }, message: 'Грешен или вече използван код' });

  const recovery = recoveryCodes[3]!;
  const byRecovery = await signIn(email, ` ${recovery.toUpperCase()} `);
  expect(byRecovery.status).toBe(200);
  expect((await signIn(email, recovery)).status).toBe(401);
  expect((await me(headersOf(byRecovery.body.data.accessToken))).recoveryCodesLeft).toBe(9);
});

it("makes a role's people enrol before anything else once an owner requires it, and lets an owner reset a lost one", async () => {
  const { id, email } = await person('editor');
  const before = headersOf((await signIn(email)).body.data.accessToken);
  expect(await call(t.app, { method: 'PUT', url: '/api/staff/policy', headers: owner, payload: { secondFactorRoles: ['editor'] } })).toMatchObject({
    status: 200,
    body: { data: { secondFactorRoles: ['editor'] }, message: 'Правилата за втори фактор са запазени: важат от следващия вход' },
  });
  // A session opened before keeps working; the next sign-in may only enrol.
  expect(await courseStatus(before)).toBe(400);
  const signedIn = await signIn(email);
  expect(signedIn.body.data.mustEnrol).toBe(true);
  const session = headersOf(signedIn.body.data.accessToken);
  expect(await courseStatus(session)).toBe(403);
  const refused = await t.app.inject({ method: 'POST', url: '/api/courses', headers: session, payload: {} });
  expect(refused.json<{ message: string }>().message).toBe('Ролята ви изисква втори фактор: включете го в «Профил», за да продължите');
  expect((await call(t.app, { method: 'POST', url: '/api/auth/tokens', headers: session, payload: { name: 'Заобикаляне', expiresInDays: 1 } })).status).toBe(
    403,
  );
  expect((await me(session)).mustEnrol).toBe(true);
  const { secret } = await enrol(session);
  expect(await courseStatus(session)).toBe(400);
  expect((await me(session)).mustEnrol).toBe(false);

  // The phone is lost: an owner resets it; the person is signed out and enrols again at the next sign-in.
  const reset = await call(t.app, { method: 'DELETE', url: `/api/staff/${id}/second-factor`, headers: owner });
  expect(reset.body.message).toBe('Вторият фактор е нулиран: човекът ще го включи отново при следващия вход');
  expect(await courseStatus(session)).toBe(401);
  expect((await signIn(email, await generate({ secret }))).body.data.mustEnrol).toBe(true);
  await call(t.app, { method: 'PUT', url: '/api/staff/policy', headers: owner, payload: { secondFactorRoles: [] } });
  expect((await signIn(email)).body.data.mustEnrol).toBeUndefined();
});

it('keeps the administrator password and a reset e-mail from getting past the owner’s second factor', async () => {
  const first = await t.repos.staffPeople.firstOwner();
  const { secret } = await enrol(owner);
  expect(await call(t.app, { method: 'POST', url: '/api/auth/verify-token', payload: { token: ADMIN_PASSWORD } })).toEqual({
    status: 401,
    body: { success: false, data: null, message: 'Собственикът използва втори фактор: влезте с имейла, паролата и кода' },
  });
  const link = await t.repos.staffLinks.create(first!.id, 'password-reset', 30 * 60_000);
  const complete = (code?: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token: link, password: 'новата парола на собственика', ...(code ? { code } : {}) },
    });
  expect((await complete()).body).toMatchObject({ data: { field: 'code' } });
  expect((await complete(await generate({ secret }))).status).toBe(200);
});

it('lists the shared staff token and revokes it at once in every process', async () => {
  const other = await t.buildSibling();
  const leads = async () => (await other.inject({ method: 'GET', url: `/api/leads?token=${CLIENTS_TOKEN}` })).statusCode;
  // The owner's sessions ended with their new password above: a new one.
  const headers = headersOf((await t.repos.adminSessions.create((await t.repos.staffPeople.firstOwner())!.id)).accessToken);
  expect((await call(t.app, { method: 'GET', url: '/api/staff/shared-token', headers })).body.data).toEqual({ role: 'sales', active: true, revokedAt: null });
  expect(await leads()).toBe(200);
  const revoked = await call<{ active: boolean; revokedAt: string }>(t.app, { method: 'DELETE', url: '/api/staff/shared-token', headers });
  expect(revoked.body).toMatchObject({ data: { active: false }, message: 'Общият ключ е отменен: вече не се приема' });
  expect(await leads()).toBe(401);
});

it('lets no one without an e-mail turn on a second factor (they could not sign in with it)', async () => {
  const { id, email } = await person();
  const session = headersOf((await signIn(email)).body.data.accessToken);
  await t.database.db.execute(sql`update staff_people set email = null where id = ${id}`);
  const refused = {
    status: 409,
    body: { success: false, data: null, message: 'Първо задайте имейл (OWNER_EMAIL): с втори фактор се влиза с имейл, парола и код' },
  };
  expect(await call(t.app, { method: 'POST', url: '/api/auth/totp', headers: session })).toEqual(refused);
  expect(await call(t.app, { method: 'POST', url: '/api/auth/passkeys/options', headers: session })).toEqual(refused);
});

import type { PersonalData } from '@site/shared';
import { WITHDRAWAL_CONFIRMATION } from '@site/shared/contracts/consent';
import { policyVersion } from '@site/shared/policies';
import { signUpBody } from '../../test/fixtures';
import { call, CLIENTS_TOKEN, createTestContext, nextVisitorAddress, signUp, type TestContext } from '../../test/test-app';

let t: TestContext;
let clientId: number;
const staff = { authorization: `Bearer ${CLIENTS_TOKEN}` };

beforeAll(async () => {
  t = await createTestContext();
  await signUp(t.app, signUpBody({ email: 'ana@example.bg', agreedToMarketingPolicy: true, agreedToCookiePolicy: true }));
  clientId = (await t.repos.clients.findByEmail('ana@example.bg'))?.id ?? 0;
});
afterAll(() => t.close());

const withdraw = (payload: object, remoteAddress = nextVisitorAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/consents/marketing-withdrawal', payload, remoteAddress });
const consentsOf = async (id: number) =>
  (await call<PersonalData>(t.app, { method: 'GET', url: `/api/clients/${id}/personal-data`, headers: staff })).body.data.consents;

describe('the consent log', () => {
  it('logs each consent a sign-up gives, with the version and hash of its policy text', async () => {
    const log = await consentsOf(clientId);
    expect(log.map((entry) => [entry.purpose, entry.action, entry.source])).toEqual([
      ['privacy', 'given', 'form'],
      ['terms', 'given', 'form'],
      ['marketing', 'given', 'form'],
      ['cookies', 'given', 'form'],
    ]);
    expect(log[2]).toMatchObject({ policyVersion: policyVersion('marketing').version, policyHash: policyVersion('marketing').hash });
    expect(policyVersion('marketing').version).toMatch(/^2025-08\.[0-9a-f]{8}$/);
    expect(log.every((entry) => entry.requestId !== null)).toBe(true);
  });
});

/** The withdrawal is applied just after the answer: wait until no request is left queued. */
async function applied(): Promise<void> {
  for (let tries = 0; tries < 200 && (await t.repos.consents.pendingWithdrawalRequests()) > 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(await t.repos.consents.pendingWithdrawalRequests()).toBe(0);
}

describe('POST /api/consents/marketing-withdrawal', () => {
  it('answers a known and an unknown e-mail alike, and logs the known one’s withdrawal', async () => {
    const known = await withdraw({ email: ' ANA@example.bg ' });
    const unknown = await withdraw({ email: 'nobody@example.bg' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, data: null, message: WITHDRAWAL_CONFIRMATION });
    await applied();
    const last = (await consentsOf(clientId)).at(-1);
    expect(last).toMatchObject({
      purpose: 'marketing',
      action: 'withdrawn',
      source: 'withdrawal_form',
      requestId: null,
      policyVersion: policyVersion('marketing').version,
    });
    expect(await t.repos.clients.findByEmail('nobody@example.bg')).toBeNull();
  });

  it('logs a withdrawal once however often it is asked for', async () => {
    await signUp(t.app, signUpBody({ email: 'twice@example.bg', agreedToMarketingPolicy: true }));
    const id = (await t.repos.clients.findByEmail('twice@example.bg'))?.id ?? 0;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await withdraw({ email: 'twice@example.bg' })).statusCode).toBe(200);
    await applied();
    const withdrawals = (await consentsOf(id)).filter((entry) => entry.purpose === 'marketing' && entry.action === 'withdrawn');
    expect(withdrawals).toHaveLength(1);
  });

  it('applies a request a stopped process left queued when a process starts', async () => {
    await signUp(t.app, signUpBody({ email: 'left@example.bg', agreedToMarketingPolicy: true }));
    const id = (await t.repos.clients.findByEmail('left@example.bg'))?.id ?? 0;
    // Recorded and answered, then the process was killed before applying it.
    await t.repos.consents.requestMarketingWithdrawal('left@example.bg');
    await t.buildSibling();
    await applied();
    expect((await consentsOf(id)).at(-1)).toMatchObject({ purpose: 'marketing', action: 'withdrawn', source: 'withdrawal_form' });
  });

  it('stores nothing when the hidden field is filled in, and still answers the same', async () => {
    const before = (await consentsOf(clientId)).length;
    const bot = await withdraw({ email: 'ana@example.bg', website: 'http://spam.example' });
    expect(bot.json()).toEqual({ success: true, data: null, message: WITHDRAWAL_CONFIRMATION });
    expect(await t.repos.consents.pendingWithdrawalRequests()).toBe(0);
    expect(await consentsOf(clientId)).toHaveLength(before);
  });

  it('asks for a valid e-mail with the form messages', async () => {
    expect((await withdraw({ email: '  ' })).json()).toMatchObject({ success: false, message: 'Имейлът е задължителен' });
    expect((await withdraw({ email: 'ana@' })).json()).toMatchObject({ success: false, message: 'Невалиден имейл' });
  });
});

describe('POST /api/clients/register with the hidden field filled in', () => {
  it('answers as usual and stores nothing', async () => {
    const answer = await signUp(t.app, { ...signUpBody({ email: 'bot@example.bg' }), website: 'x' });
    expect(answer).toEqual({ status: 201, body: { success: true, data: null, message: 'Регистрацията е успешна' } });
    expect(await t.repos.clients.findByEmail('bot@example.bg')).toBeNull();
  });
});

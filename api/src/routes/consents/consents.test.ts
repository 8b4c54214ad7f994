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

describe('POST /api/consents/marketing-withdrawal', () => {
  it('answers a known and an unknown e-mail alike, and logs the known one’s withdrawal', async () => {
    const known = await withdraw({ email: ' ANA@example.bg ' });
    const unknown = await withdraw({ email: 'nobody@example.bg' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, data: null, message: WITHDRAWAL_CONFIRMATION });
    const last = (await consentsOf(clientId)).at(-1);
    expect(last).toMatchObject({ purpose: 'marketing', action: 'withdrawn', source: 'withdrawal_form', requestId: null, policyVersion: policyVersion('marketing').version });
  });

  it('stores nothing when the hidden field is filled in, and still answers the same', async () => {
    const before = (await consentsOf(clientId)).length;
    const bot = await withdraw({ email: 'ana@example.bg', website: 'http://spam.example' });
    expect(bot.json()).toEqual({ success: true, data: null, message: WITHDRAWAL_CONFIRMATION });
    expect(await consentsOf(clientId)).toHaveLength(before);
  });

  it('asks for a valid e-mail with the form messages', async () => {
    expect((await withdraw({ email: '  ' })).json()).toMatchObject({ success: false, message: 'Имейлът е задължителен' });
    expect((await withdraw({ email: 'ana@' })).json()).toMatchObject({ success: false, message: 'Невалиден имейл' });
  });

  it('is limited per address like the sign-up forms', async () => {
    const address = '10.200.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await withdraw({ email: 'x@example.bg' }, address)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/clients/register with the hidden field filled in', () => {
  it('answers as usual and stores nothing', async () => {
    const answer = await signUp(t.app, { ...signUpBody({ email: 'bot@example.bg' }), website: 'x' });
    expect(answer).toEqual({ status: 201, body: { success: true, data: null, message: 'Регистрацията е успешна' } });
    expect(await t.repos.clients.findByEmail('bot@example.bg')).toBeNull();
  });

  it('is limited per address: the eleventh sign-up in a minute answers 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/clients/register', payload: signUpBody({ email: `n${attempt}@example.bg` }), remoteAddress: '10.200.0.2' })).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

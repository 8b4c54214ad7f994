import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { WITHDRAWAL_CONFIRMATION } from '@site/shared/contracts/consent';
import { signUpBody } from '../test/fixtures';
import { createTestContext, nextVisitorAddress, type TestContext } from '../test/test-app';
import { DEFAULT_FORM_LIMITS, formLimitMessage } from './public-forms';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const signUpFrom = (app: TestContext['app'], remoteAddress: string, email: string) =>
  app.inject({ method: 'POST', url: '/api/clients/register', payload: signUpBody({ email }), remoteAddress });
const withdrawFrom = (app: TestContext['app'], remoteAddress: string, email: string) =>
  app.inject({ method: 'POST', url: '/api/consents/marketing-withdrawal', payload: { email }, remoteAddress });

describe('the public forms’ limits', () => {
  it('lets a room of 60 people on one address sign up in ten minutes, counted once for two processes', async () => {
    const other = await t.buildSibling();
    const address = '10.210.0.1';
    const statuses: number[] = [];
    for (let person = 0; person < 60; person += 1) {
      statuses.push((await signUpFrom(person % 2 === 0 ? t.app : other, address, `room-${person}@example.bg`)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 60 }, () => 201));
    for (const app of [t.app, other]) {
      const refused = await signUpFrom(app, address, `late-${app === t.app ? 'a' : 'b'}@example.bg`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, data: null, message: formLimitMessage });
      expect(refused.headers['retry-after']).toBe('600');
      expect(await t.repos.clients.findByEmail(`late-${app === t.app ? 'a' : 'b'}@example.bg`)).toBeNull();
    }
    // Another address is not affected.
    expect((await signUpFrom(t.app, '10.210.0.2', 'next-door@example.bg')).statusCode).toBe(201);
  });

  it('limits repeats of one e-mail from any address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_FORM_LIMITS['sign-up'].perEmail; attempt += 1) {
      statuses.push((await signUpFrom(t.app, nextVisitorAddress(), ' Repeat@Example.bg ')).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The count table holds no e-mail address.
    const { rows } = (await t.database.db.execute(sql`select key from rate_windows where scope = 'sign-up:email'`)) as unknown as { rows: { key: string }[] };
    expect(rows.map((row) => row.key)).toContain(createHash('sha256').update('repeat@example.bg').digest('hex'));
    expect(JSON.stringify(rows)).not.toContain('example.bg');
  });

  it('counts the withdrawal form apart from the sign-ups, with its own limits', async () => {
    const address = '10.210.0.3';
    for (let person = 0; person < 5; person += 1) expect((await signUpFrom(t.app, address, `w-${person}@example.bg`)).statusCode).toBe(201);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_FORM_LIMITS.withdrawal.perAddress; attempt += 1) {
      statuses.push((await withdrawFrom(t.app, address, `someone-${attempt}@example.bg`)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const perEmail: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_FORM_LIMITS.withdrawal.perEmail; attempt += 1) {
      perEmail.push((await withdrawFrom(t.app, nextVisitorAddress(), 'same@example.bg')).statusCode);
    }
    expect(perEmail.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(perEmail.at(-1)).toBe(429);
    expect((await withdrawFrom(t.app, nextVisitorAddress(), 'other@example.bg')).json()).toEqual({
      success: true,
      data: null,
      message: WITHDRAWAL_CONFIRMATION,
    });
  });

  it('takes the limits from the configuration', async () => {
    const strict = await t.buildSibling({ formLimits: { ...DEFAULT_FORM_LIMITS, 'sign-up': { perAddress: 2, perEmail: 5 } } });
    const address = '10.210.0.4';
    expect((await signUpFrom(strict, address, 'c1@example.bg')).statusCode).toBe(201);
    expect((await signUpFrom(strict, address, 'c2@example.bg')).statusCode).toBe(201);
    expect((await signUpFrom(strict, address, 'c3@example.bg')).statusCode).toBe(429);
  });
});

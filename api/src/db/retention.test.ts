import type { PersonalData } from '@site/shared';
import { eq } from 'drizzle-orm';
import { signUpBody } from '../test/fixtures';
import { call, CLIENTS_TOKEN, createTestContext, signUp, type TestContext } from '../test/test-app';
import { applyRetention } from './retention';
import { clients, consentLog, registrations } from './schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const idOf = async (email: string) => (await t.repos.clients.findByEmail(email))?.id ?? 0;
const SIX_YEARS_AGO = new Date(Date.now() - 6 * 365 * 24 * 3600 * 1000);

async function backdate(id: number, when: Date) {
  await t.database.db.update(clients).set({ updatedAt: when, createdAt: when }).where(eq(clients.id, id));
  await t.database.db.update(registrations).set({ createdAt: when }).where(eq(registrations.clientId, id));
  await t.database.db.update(consentLog).set({ createdAt: when }).where(eq(consentLog.clientId, id));
}

describe('applyRetention', () => {
  it('erases people 5 years after their last request, keeps recent ones, and later deletes the consent proof', async () => {
    await signUp(t.app, signUpBody({ email: 'old@example.bg' }));
    await signUp(t.app, signUpBody({ email: 'recent@example.bg' }));
    const old = await idOf('old@example.bg');
    await backdate(old, SIX_YEARS_AGO);

    expect(await applyRetention(t.database.db, t.repos, 365)).toEqual({ erasedPeople: 1, deletedConsentEntries: 0, deletedAuditEvents: 0 });
    const data = (await call<PersonalData>(t.app, { method: 'GET', url: `/api/clients/${old}/personal-data?token=${CLIENTS_TOKEN}` })).body.data;
    expect(data.client).toMatchObject({ fullName: '', email: '', phone: '' });
    expect(data.consents.length).toBeGreaterThan(0);
    expect(await t.repos.clients.findByEmail('recent@example.bg')).not.toBeNull();
    expect((await t.database.db.query.erasures.findMany()).map((row) => [row.clientId, row.reason])).toEqual([[old, 'retention']]);

    // Five more years: the proof of the erased person's consents goes too.
    await t.database.db.update(clients).set({ erasedAt: SIX_YEARS_AGO }).where(eq(clients.id, old));
    expect(await applyRetention(t.database.db, t.repos, 365)).toEqual({ erasedPeople: 0, deletedConsentEntries: 2, deletedAuditEvents: 0 });
  });

  it('deletes audit events older than AUDIT_RETENTION_DAYS, and keeps the rest', async () => {
    const event = (at: Date) => ({
      at,
      personId: null,
      credential: 'none' as const,
      tokenId: null,
      address: null,
      userAgent: null,
      action: 'sign-in',
      subjectKind: null,
      subjectId: null,
      outcome: 'refused' as const,
    });
    await t.repos.auditEvents.add(event(new Date(Date.now() - 400 * 24 * 3600 * 1000)));
    await t.repos.auditEvents.add(event(new Date(Date.now() - 300 * 24 * 3600 * 1000)));
    expect((await applyRetention(t.database.db, t.repos, 365)).deletedAuditEvents).toBe(1);
    expect((await applyRetention(t.database.db, t.repos, 200)).deletedAuditEvents).toBeGreaterThanOrEqual(1);
  });
});

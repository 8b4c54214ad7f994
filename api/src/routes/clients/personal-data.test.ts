import type { Client, Course, Erasure, LeadPage, PersonalData } from '@site/shared';
import { courseBody, signUpBody } from '../../test/fixtures';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, signUp, type TestContext } from '../../test/test-app';

let t: TestContext;
let course: Course;
const staff = { authorization: `Bearer ${CLIENTS_TOKEN}` };

beforeAll(async () => {
  t = await createTestContext();
  course = (await call<Course>(t.app, { method: 'POST', url: '/api/courses', headers: await adminHeaders(t.app), payload: courseBody() })).body.data;
});
afterAll(() => t.close());

async function person(email: string): Promise<number> {
  await signUp(t.app, signUpBody({ fullName: 'Стоян Колев', email, phone: '0888 000 111', agreedToMarketingPolicy: true }));
  await signUp(t.app, signUpBody({ fullName: 'Стоян Колев', email, phone: '0888 000 222', registrationSource: course.title, courseIds: [course.id] }));
  return (await t.repos.clients.findByEmail(email))?.id ?? 0;
}
const personalData = (id: number) => call<PersonalData>(t.app, { method: 'GET', url: `/api/clients/${id}/personal-data`, headers: staff });

describe('GET /api/clients/:id/personal-data', () => {
  it('holds the details, every request in order with its status history, and the consent log', async () => {
    const id = await person('stoyan@example.bg');
    const [, second] = (await personalData(id)).body.data.requests;
    await call(t.app, { method: 'PATCH', url: `/api/leads/${second?.id}/status`, headers: staff, payload: { status: 'contacted' } });
    const { status, body } = await personalData(id);
    expect(status).toBe(200);
    expect(body.data.client).toMatchObject({ id, fullName: 'Стоян Колев', email: 'stoyan@example.bg', phone: '0888 000 222', erasedAt: null });
    expect(body.data.requests.map((lead) => [lead.kind, lead.phone, lead.status])).toEqual([
      ['consultation', '0888 000 111', 'new'],
      ['course', '0888 000 222', 'contacted'],
    ]);
    expect(body.data.requests[1]?.statusChanges.map((change) => change.status)).toEqual(['contacted']);
    expect(body.data.consents.filter((entry) => entry.purpose === 'marketing')).toHaveLength(1);
    expect(Date.parse(body.data.exportedAt)).not.toBeNaN();
  });

  it('answers 404 for an unknown client and 401 without the token', async () => {
    expect((await personalData(999999)).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/clients/1/personal-data' })).status).toBe(401);
  });
});

describe('POST /api/clients/:id/marketing-withdrawal', () => {
  it('withdraws on the person’s request, logged as staff', async () => {
    const id = await person('withdraws@example.bg');
    const answer = await call(t.app, { method: 'POST', url: `/api/clients/${id}/marketing-withdrawal`, headers: staff });
    expect(answer).toEqual({ status: 200, body: { success: true, data: null, message: 'Съгласието за търговски съобщения е оттеглено' } });
    expect((await personalData(id)).body.data.consents.at(-1)).toMatchObject({ purpose: 'marketing', action: 'withdrawn', source: 'staff' });
    expect((await call(t.app, { method: 'POST', url: `/api/clients/${id}/marketing-withdrawal` })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/clients/999999/marketing-withdrawal', headers: staff })).status).toBe(404);
  });
});

describe('POST /api/clients/:id/erase', () => {
  it('removes name, e-mail and phone everywhere, keeps the requests’ kinds and dates, and logs the erasure', async () => {
    const id = await person('erase.me@example.bg');
    const before = (await personalData(id)).body.data;
    const erased = await call<Erasure>(t.app, { method: 'POST', url: `/api/clients/${id}/erase`, headers: staff });
    expect(erased.status).toBe(200);
    expect(erased.body.message).toBe('Данните на клиента са изтрити');
    const after = (await personalData(id)).body.data;
    expect(after.client).toMatchObject({ fullName: '', email: '', phone: '', erasedAt: erased.body.data.erasedAt });
    expect(after.requests.map((lead) => [lead.kind, lead.createdAt, lead.fullName, lead.email, lead.phone])).toEqual(
      before.requests.map((lead) => [lead.kind, lead.createdAt, '', '', '']),
    );
    expect(after.consents).toEqual(before.consents);
    expect(JSON.stringify(after)).not.toMatch(/erase\.me|Стоян|0888 000/);
    // The e-mail finds nobody any more, in the lookup and in the inbox.
    expect((await call<Client>(t.app, { method: 'GET', url: `/api/clients/by-email?email=erase.me@example.bg&token=${CLIENTS_TOKEN}` })).status).toBe(404);
    expect((await call<LeadPage>(t.app, { method: 'GET', url: '/api/leads?q=erase.me', headers: staff })).body.data.total).toBe(0);
    // Erasing twice answers the first erasure; the log holds one.
    expect((await call<Erasure>(t.app, { method: 'POST', url: `/api/clients/${id}/erase`, headers: staff })).body.data.erasedAt).toBe(
      erased.body.data.erasedAt,
    );
    const log = await t.database.db.query.erasures.findMany();
    expect(log.filter((row) => row.clientId === id)).toEqual([expect.objectContaining({ reason: 'request', requestCount: 2 })]);
  });

  it('lets the same e-mail sign up again as a new person', async () => {
    const id = await person('again@example.bg');
    await call(t.app, { method: 'POST', url: `/api/clients/${id}/erase`, headers: staff });
    await signUp(t.app, signUpBody({ email: 'again@example.bg' }));
    expect((await t.repos.clients.findByEmail('again@example.bg'))?.id).not.toBe(id);
  });

  it('needs the token and a known client', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/clients/1/erase' })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/clients/999999/erase', headers: staff })).status).toBe(404);
  });
});

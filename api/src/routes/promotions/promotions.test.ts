import type { Promotion } from '@site/shared';
import { addDays, todayInSofia } from '@site/shared/sofia-dates';
import { nextOccurrence } from '../../db/seed-data/promotions';
import { adminTestApp, call } from '../../test/test-app';

const suite = adminTestApp();

const create = (payload: object) => call<Promotion>(suite.t.app, { method: 'POST', url: '/api/promotions', headers: suite.admin, payload });
const shownTitles = async () =>
  (await call<Promotion[]>(suite.t.app, { method: 'GET', url: '/api/promotions/active' })).body.data.map((promotion) => promotion.title);

describe('promotions', () => {
  it('shows a promotion through its last day in Sofia and not after; one without an end always; an inactive one never', async () => {
    const today = todayInSofia();
    const created = await create({ title: 'Отстъпка до днес', body: 'Само днес.', endsOn: today, order: 2 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      data: { title: 'Отстъпка до днес', endsOn: today, isActive: true, order: 2 },
      message: 'Промоцията е създадена успешно',
    });
    await create({ title: 'Изтекла', endsOn: addDays(today, -1) });
    await create({ title: 'Без край', order: 1 });
    const hidden = await create({ title: 'Скрита' });
    await call(suite.t.app, { method: 'PATCH', url: `/api/promotions/${hidden.body.data.id}`, headers: suite.admin, payload: { isActive: false } });
    expect(await shownTitles()).toEqual(['Без край', 'Отстъпка до днес']);

    const all = await call<Promotion[]>(suite.t.app, { method: 'GET', url: '/api/promotions', headers: suite.admin });
    expect(all.body.data.map((promotion) => promotion.title)).toEqual(['Изтекла', 'Скрита', 'Без край', 'Отстъпка до днес']);
  });

  it('edits and deletes a promotion; the public list shows the change at once', async () => {
    const { body } = await create({ title: 'Стара оферта' });
    expect(await shownTitles()).toContain('Стара оферта');
    const edited = await call<Promotion>(suite.t.app, {
      method: 'PUT',
      url: `/api/promotions/${body.data.id}`,
      headers: suite.admin,
      payload: { id: body.data.id, title: 'Нова оферта', endsOn: null },
    });
    expect(edited.body.message).toBe('Промоцията е обновена успешно');
    expect(await shownTitles()).toContain('Нова оферта');
    expect(await call(suite.t.app, { method: 'DELETE', url: `/api/promotions/${body.data.id}`, headers: suite.admin })).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'Промоцията е изтрита успешно' },
    });
    expect(await shownTitles()).not.toContain('Нова оферта');
  });

  it('refuses an impossible end date (400)', async () => {
    expect((await create({ title: 'Х', endsOn: '2026-02-30x' })).status).toBe(400);
  });

  it.each([
    ['GET', '/api/promotions'],
    ['POST', '/api/promotions'],
    ['PUT', '/api/promotions/1'],
    ['PATCH', '/api/promotions/1'],
    ['DELETE', '/api/promotions/1'],
  ] as const)('%s %s without a token is 401', async (method, url) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : method === 'PATCH' ? { isActive: false } : { title: 'Натрапник' };
    expect((await call(suite.t.app, { method, url, payload })).status).toBe(401);
  });
});

describe("the seed's dated offer", () => {
  it('ends on the next 30.09 from the seeding day', () => {
    expect(nextOccurrence('09-30', '2026-11-22')).toBe('2027-09-30');
    expect(nextOccurrence('09-30', '2026-09-30')).toBe('2026-09-30');
    expect(nextOccurrence('09-30', '2026-03-01')).toBe('2026-09-30');
  });
});

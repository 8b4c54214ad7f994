import type { Lector } from '@site/shared';
import { insertLector } from '../../test/fixtures';
import { adminTestApp, call } from '../../test/test-app';

const suite = adminTestApp();

describe('lecturers', () => {
  it('lists lecturers and finds one by id; 404 for an unknown id', async () => {
    const id = await insertLector(suite.t.database.db, 'Мария Иванова');
    const list = await call<Lector[]>(suite.t.app, { method: 'GET', url: '/api/lectors' });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      { id, fullName: 'Мария Иванова', image: null, picture: null, description: 'Предприемач с дълъг опит.', isActive: true, order: 0 },
    ]);
    const one = await call<Lector>(suite.t.app, { method: 'GET', url: `/api/lectors/${id}` });
    expect(one.body).toEqual({ success: true, data: list.body.data[0], message: '' });
    expect(await call(suite.t.app, { method: 'GET', url: '/api/lectors/999' })).toEqual({
      status: 404,
      body: { success: false, data: null, message: 'Лекторът не е намерен.' },
    });
  });
});

describe('lecturer writes', () => {
  it('adds, edits, deactivates, reorders and deletes a lecturer; an inactive one is not on the public list', async () => {
    const created = await call<Lector>(suite.t.app, {
      method: 'POST',
      url: '/api/lectors',
      headers: suite.admin,
      payload: { fullName: '  Петър Георгиев ', description: 'Финансист.', order: 5 },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Лекторът е добавен успешно');
    expect(created.body.data).toMatchObject({ fullName: 'Петър Георгиев', description: 'Финансист.', isActive: true, order: 5, picture: null });
    const id = created.body.data.id;

    const edited = await call<Lector>(suite.t.app, {
      method: 'PUT',
      url: `/api/lectors/${id}`,
      headers: suite.admin,
      payload: { id, fullName: 'Петър Георгиев', description: 'Финансист и ментор.', order: 5 },
    });
    expect(edited.body).toMatchObject({ success: true, data: { description: 'Финансист и ментор.' }, message: 'Лекторът е обновен успешно' });

    const hidden = await call<Lector>(suite.t.app, {
      method: 'PATCH',
      url: `/api/lectors/${id}`,
      headers: suite.admin,
      payload: { isActive: false, order: -1 },
    });
    expect(hidden.body.data).toMatchObject({ isActive: false, order: -1 });
    const publicList = await call<Lector[]>(suite.t.app, { method: 'GET', url: '/api/lectors' });
    expect(publicList.body.data.map((lector) => lector.id)).not.toContain(id);
    const staffList = await call<Lector[]>(suite.t.app, { method: 'GET', url: '/api/lectors/all', headers: suite.admin });
    expect(staffList.body.data[0]).toMatchObject({ id, isActive: false });

    expect(await call(suite.t.app, { method: 'DELETE', url: `/api/lectors/${id}`, headers: suite.admin })).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'Лекторът е изтрит успешно' },
    });
    expect((await call(suite.t.app, { method: 'DELETE', url: `/api/lectors/${id}`, headers: suite.admin })).status).toBe(404);
  });

  it('refuses a lecturer without a name (400) and a PUT whose id is not the path (400)', async () => {
    expect((await call(suite.t.app, { method: 'POST', url: '/api/lectors', headers: suite.admin, payload: { fullName: '   ' } })).status).toBe(400);
    expect((await call(suite.t.app, { method: 'PATCH', url: '/api/lectors/1', headers: suite.admin, payload: {} })).status).toBe(400);
    const id = await insertLector(suite.t.database.db, 'Друг лектор');
    expect((await call(suite.t.app, { method: 'PUT', url: `/api/lectors/${id}`, headers: suite.admin, payload: { id: id + 1, fullName: 'Х' } })).status).toBe(
      400,
    );
  });

  it.each([
    ['GET', '/api/lectors/all'],
    ['POST', '/api/lectors'],
    ['PUT', '/api/lectors/1'],
    ['PATCH', '/api/lectors/1'],
    ['DELETE', '/api/lectors/1'],
  ] as const)('%s %s without a token is 401 and changes nothing', async (method, url) => {
    const before = await call<Lector[]>(suite.t.app, { method: 'GET', url: '/api/lectors/all', headers: suite.admin });
    const payload = method === 'GET' || method === 'DELETE' ? undefined : method === 'PATCH' ? { isActive: false } : { fullName: 'Натрапник' };
    const response = await call(suite.t.app, { method, url, payload });
    expect(response.status).toBe(401);
    expect(await call<Lector[]>(suite.t.app, { method: 'GET', url: '/api/lectors/all', headers: suite.admin })).toEqual(before);
  });
});

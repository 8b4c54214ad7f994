import type { Lector } from '@site/shared';
import { insertLector } from '../../test/fixtures';
import { call, createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('lecturers', () => {
  it('lists lecturers and finds one by id; 404 for an unknown id', async () => {
    const id = await insertLector(t.database.db, 'Мария Иванова');
    const list = await call<Lector[]>(t.app, { method: 'GET', url: '/api/lectors' });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([{ id, fullName: 'Мария Иванова', image: null, description: 'Предприемач с дълъг опит.' }]);
    const one = await call<Lector>(t.app, { method: 'GET', url: `/api/lectors/${id}` });
    expect(one.body).toEqual({ success: true, data: list.body.data[0], message: '' });
    expect(await call(t.app, { method: 'GET', url: '/api/lectors/999' })).toEqual({
      status: 404,
      body: { success: false, data: null, message: 'Лекторът не е намерен.' },
    });
  });
});

// The OpenAPI document at /api/docs/json, as a client generator or a linter reads it (`npm run lint:api-docs`
// runs Redocly on the same document): every operation named, uploads and downloads described, and the
// operations it calls public really answer without credentials, and the entities staff write are those of the table.
import { staffEntities, staffEntityNames } from '@site/shared/contracts/staff-entities';
import { createTestContext, nextVisitorAddress, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

interface MediaType {
  schema?: {
    type?: string;
    format?: string;
    contentMediaType?: string;
    required?: string[];
    properties?: Record<string, { type?: string; format?: string; contentMediaType?: string }>;
  };
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
type Paths = Record<string, Record<string, Operation>>;

async function apiDocument(): Promise<{ paths: Paths; servers?: unknown[] }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function operations(): Promise<{ method: string; path: string; operation: Operation }[]> {
  const { paths } = await apiDocument();
  return Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path, operation })));
}

async function operation(method: string, path: string): Promise<Operation> {
  const found = (await apiDocument()).paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

it('names every operation with an operationId of its own', async () => {
  const all = await operations();
  expect(all.length).toBeGreaterThan(60);
  expect(all.filter(({ operation }) => !operation.operationId).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  const ids = all.map(({ operation }) => operation.operationId);
  expect(new Set(ids).size).toBe(ids.length);
  expect(await operation('get', '/api/courses/slug/{slug}')).toMatchObject({ operationId: 'getCoursesSlugBySlug' });
});

it('describes both multipart uploads: the file field, and the picture’s alt text', async () => {
  for (const [path, fields] of [
    ['/api/images/upload-article', ['file']],
    ['/api/pictures', ['alt', 'file']],
  ] as const) {
    const body = (await operation('post', path)).requestBody;
    const schema = body?.content['multipart/form-data']?.schema;
    expect({ path, required: body?.required, mediaTypes: Object.keys(body?.content ?? {}), fields: schema?.required }).toEqual({
      path,
      required: true,
      mediaTypes: ['multipart/form-data'],
      fields,
    });
    expect(schema?.properties?.file).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
  }
});

it('describes the 200 of every file download by its media types', async () => {
  const expected: [string, string[]][] = [
    ['/api/leads/export.csv', ['text/csv']],
    ['/api/articles/images/{fileName}', ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']],
    ['/api/pictures/{id}/{file}', ['image/avif', 'image/webp', 'image/jpeg', 'image/png']],
  ];
  for (const [path, types] of expected) {
    const ok = (await operation('get', path)).responses['200'];
    expect({ path, types: Object.keys(ok?.content ?? {}).sort() }).toEqual({ path, types: [...types].sort() });
  }
  // The personal-data export is the JSON envelope.
  expect(Object.keys((await operation('get', '/api/clients/{id}/personal-data')).responses['200']?.content ?? {})).toEqual(['application/json']);
});

it('says `security: []` on every operation without a credential, and each of those answers without one', async () => {
  const open = (await operations()).filter(({ operation }) => operation.security?.length === 0);
  expect(open.length).toBeGreaterThan(25);
  expect((await operations()).filter(({ operation }) => operation.security === undefined)).toEqual([]);
  const refused: string[] = [];
  for (const { method, path } of open) {
    const url = path.replace(/\{id\}/g, '1').replace(/\{[^}]+\}/g, 'abc.png');
    const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url, remoteAddress: nextVisitorAddress() });
    if (response.statusCode === 401) refused.push(`${method} ${path}`);
  }
  expect(refused).toEqual([]);
});

it('names no empty server list (a client would have nowhere to send requests)', async () => {
  expect((await apiDocument()).servers).not.toEqual([]);
});

/**
 * The lists that answer whole, and why each stays small whatever the years bring. Every other list takes
 * `page` and `pageSize` (at most 100): a new list that does neither fails the test below until it is decided.
 */
const BOUNDED_LISTS: Record<string, string> = {
  '/api/auth/sessions': "the signed-in person's own sessions, which expire",
  '/api/auth/tokens': "the signed-in person's own access tokens",
  '/api/auth/passkeys': "the signed-in person's own passkeys",
  '/api/staff': 'the team',
  '/api/courses': 'the catalogue: courses the staff type in by hand',
  '/api/courses/active': 'the catalogue',
  '/api/courses/summaries': 'the catalogue',
  '/api/courses/links': 'the catalogue',
  '/api/lectors': 'the lecturers the staff type in',
  '/api/categories': 'the article categories the staff type in',
  '/api/categories/active': 'the article categories',
  '/api/promotions/active': 'the running promotions',
  '/api/outbox': 'the newest 200 messages (OUTBOX_LIST_LIMIT)',
  '/api/releases': 'four remotes, each with at most 20 earlier releases (RELEASE_HISTORY_LIMIT)',
};

it('pages every list that grows with use: each GET answering an array takes a page size of at most 100, or is named bounded', async () => {
  const unpaged: string[] = [];
  for (const { method, path, operation: op } of await operations()) {
    if (method !== 'get') continue;
    const data = (op.responses['200']?.content?.['application/json']?.schema?.properties as Record<string, { type?: string }> | undefined)?.data;
    const parameters = (op as { parameters?: { name: string; in: string; schema?: { maximum?: number } }[] }).parameters ?? [];
    const pageSize = parameters.find((parameter) => parameter.in === 'query' && parameter.name === 'pageSize');
    if (pageSize) expect([path, pageSize.schema?.maximum]).toEqual([path, 100]);
    else if (data?.type === 'array') unpaged.push(path);
  }
  expect(unpaged.sort()).toEqual(Object.keys(BOUNDED_LISTS).sort());
});

it('answers a page of a paged list with its place in the whole list', async () => {
  const { statusCode, json } = await t.app.inject({ method: 'GET', url: '/api/events?pageSize=1&page=2' });
  expect(statusCode).toBe(200);
  const body = json<{ data: unknown[]; page: { number: number; size: number; total: number } }>();
  expect(body.page).toMatchObject({ number: 2, size: 1 });
  expect(body.data).toHaveLength(Math.min(1, Math.max(0, body.page.total - 1)));
  const tooLarge = await t.app.inject({ method: 'GET', url: '/api/events?pageSize=500' });
  expect(tooLarge.statusCode).toBe(400);
});

describe('the entities staff write (shared/src/contracts/staff-entities.ts)', () => {
  const keysOf = (schema: MediaType['schema']) => Object.keys(schema?.properties ?? {}).sort();

  it('are every collection the API creates and replaces, and no other', async () => {
    const { paths } = await apiDocument();
    const written = Object.keys(paths).filter((path) => paths[path]?.post && paths[`${path}/{id}`]?.put);
    expect(written.sort()).toEqual(staffEntityNames.map((name) => staffEntities[name].path).sort());
  });

  it.each(staffEntityNames)('a %s is written with its input and answered with the whole entity', async (name) => {
    const { path, input, schema } = staffEntities[name];
    const writes = [
      { operation: await operation('post', path), status: '201' },
      { operation: await operation('put', `${path}/{id}`), status: '200' },
    ];
    for (const { operation: op, status } of writes) {
      expect(keysOf(op.requestBody?.content['application/json']?.schema)).toEqual(Object.keys(input.properties).sort());
      const answered = op.responses[status]?.content?.['application/json']?.schema?.properties?.data as MediaType['schema'];
      expect(keysOf(answered)).toEqual(Object.keys(schema.properties).sort());
    }
  });
});

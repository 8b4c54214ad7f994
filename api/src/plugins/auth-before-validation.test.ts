// Every route the OpenAPI document marks as protected refuses a caller without the right credential
// with 401, before it reads or validates anything: the answer says nothing about the route's schema.
import type { Envelope } from '@site/shared';
import { adminHeaders, CLIENTS_TOKEN, createTestContext, envelopeOf, type TestContext } from '../test/test-app';

let t: TestContext;
let adminAccessToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminAccessToken = (await adminHeaders(t.app)).authorization?.replace('Bearer ', '') ?? '';
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface ProtectedRoute {
  method: Method;
  url: string;
  kind: 'admin' | 'clients';
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
}

async function protectedRoutes(): Promise<ProtectedRoute[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const routes: ProtectedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const security = operation.security ?? [];
      // `{}` among the alternatives means the credential is optional (e.g. drafts in the article list).
      if (security.length === 0 || security.some((alternative) => Object.keys(alternative).length === 0)) continue;
      const kind = security.some((alternative) => 'adminBearer' in alternative) ? 'admin' : 'clients';
      const url = path.replace(/\{id\}/g, '1').replace(/\{[^}]+\}/g, 'abc.png');
      routes.push({ method: method.toUpperCase() as Method, url, kind });
    }
  }
  return routes;
}

let nextAddress = 0;
/** Each request from its own address, so the wrong-credential limit (5 a minute) never answers first. */
const freshAddress = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

it('finds the protected routes in the OpenAPI document', async () => {
  const routes = await protectedRoutes();
  const names = routes.map((route) => `${route.method} ${route.url}`);
  expect(names).toEqual(
    expect.arrayContaining(['POST /api/courses', 'PUT /api/events/1', 'POST /api/categories', 'POST /api/images/upload-article', 'GET /api/clients/filtered']),
  );
  expect(routes.filter((route) => route.kind === 'admin').length).toBeGreaterThanOrEqual(14);
  expect(routes.filter((route) => route.kind === 'clients')).toHaveLength(10);
});

describe('every protected route without the right credential', () => {
  const credentials = (kind: ProtectedRoute['kind']) => ({
    none: { headers: {}, query: '' },
    forged: {
      headers: { authorization: 'Bearer forged-token-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      query: kind === 'clients' ? 'token=forged-token' : '',
    },
    'the other kind':
      kind === 'admin'
        ? { headers: { authorization: `Bearer ${CLIENTS_TOKEN}` }, query: '' }
        : { headers: { authorization: `Bearer ${adminAccessToken}` }, query: `token=${adminAccessToken}` },
  });
  const bodies = {
    empty: { payload: undefined, query: '' },
    invalid: { payload: '{"slug": 42, "unknownField": true', query: 'courseId=abc&bogus=%00' },
  };

  it.each(['none', 'forged', 'the other kind'] as const)('answers 401 with credential: %s, for an empty and an invalid request', async (credential) => {
    const answers: string[] = [];
    for (const route of await protectedRoutes()) {
      for (const [bodyName, body] of Object.entries(bodies)) {
        const given = credentials(route.kind)[credential];
        const query = [given.query, body.query].filter(Boolean).join('&');
        const response = await t.app.inject({
          method: route.method,
          url: query ? `${route.url}?${query}` : route.url,
          headers: { ...given.headers, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          payload: route.method === 'GET' ? undefined : body.payload,
          remoteAddress: freshAddress(),
        });
        const envelope: Envelope<unknown> = envelopeOf(response);
        answers.push(`${route.method} ${route.url} (${bodyName}): ${response.statusCode} ${envelope.message}`);
        expect({ route: `${route.method} ${route.url} (${bodyName})`, status: response.statusCode, success: envelope.success, data: envelope.data }).toEqual({
          route: `${route.method} ${route.url} (${bodyName})`,
          status: 401,
          success: false,
          data: null,
        });
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(36);
  });
});

// Every route the OpenAPI document marks as protected refuses a caller without a valid credential with 401,
// and one whose role lacks the route's permission with 403, before it reads or validates anything: the answer
// says nothing about the route's schema.
import type { Envelope } from '@site/shared';
import { can, PERMISSIONS, type Permission } from '../staff/roles';
import { CLIENTS_TOKEN, createTestContext, envelopeOf, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface ProtectedRoute {
  method: Method;
  url: string;
  kind: 'admin' | 'clients';
  /** The permission its requirement names (none: any session). */
  permission: Permission | undefined;
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
      const permission = PERMISSIONS.find((known) => security.some((alternative) => Object.values(alternative).flat().includes(known)));
      routes.push({ method: method.toUpperCase() as Method, url, kind, permission });
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
    // The shared staff token acts as sales: a credential, but not one for the console's content or releases.
    'without the permission': { headers: { authorization: `Bearer ${CLIENTS_TOKEN}` }, query: '' },
  });
  const bodies = {
    empty: { payload: undefined, query: '' },
    invalid: { payload: '{"slug": 42, "unknownField": true', query: 'courseId=abc&bogus=%00' },
  };

  const answersOf = async (credential: 'none' | 'forged' | 'without the permission', routes: ProtectedRoute[], status: number) => {
    const answers: string[] = [];
    for (const route of routes) {
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
          status,
          success: false,
          data: null,
        });
      }
    }
    return answers;
  };

  it.each(['none', 'forged'] as const)('answers 401 with credential: %s, for an empty and an invalid request', async (credential) => {
    expect((await answersOf(credential, await protectedRoutes(), 401)).length).toBeGreaterThanOrEqual(36);
  });

  it('answers 403 to a credential whose role lacks the permission, for an empty and an invalid request', async () => {
    const lacking = (await protectedRoutes()).filter((route) => route.permission !== undefined && !can('sales', route.permission));
    expect((await answersOf('without the permission', lacking, 403)).length).toBeGreaterThanOrEqual(30);
  });
});

// Every staff route of the OpenAPI document with each role, signed in or by a personal token: the permission it
// states (its security requirement's scope) is the one it enforces. Without a credential 401; with one whose role lacks the
// permission 403 and the Bulgarian message; with one whose role has it, never 401 or 403 (the empty body
// then fails validation, or the made-up id is not found: nothing is changed).
import { authMessages } from '../plugins/auth';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, nextVisitorAddress, personHeaders, type TestContext } from '../test/test-app';
import { can, type Permission, type Role } from './roles';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Paths = Record<string, Record<string, { security?: Record<string, string[]>[] }>>;

/** Each operation that requires a permission, with it. */
async function staffOperations(): Promise<{ method: string; path: string; permission: Permission }[]> {
  const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Paths }>();
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, { security = [] }]) => {
      // Public (`[]`), public with more for staff (an empty alternative), or any session (the sign-out: no scope).
      if (security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0)) return [];
      const scopes = new Set(security.flatMap((requirement) => Object.values(requirement).flat()));
      if (scopes.size === 0) return [];
      expect(scopes.size).toBe(1);
      return [{ method: method.toUpperCase(), path, permission: [...scopes][0] as Permission }];
    }),
  );
}

const request = (method: string, path: string, headers: Record<string, string>) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${path
      .replace(/^\/api/, '')
      .replace(/\{id\}/g, '987654')
      .replace(/\{remote\}/g, 'catalog')
      .replace(/\{[^}]+\}/g, 'nyama-takava')}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    remoteAddress: nextVisitorAddress(),
  });

it('answers each staff route as the role of the credential allows: 401 without one, 403 without the permission', async () => {
  const operations = await staffOperations();
  // Every permission a route can require is in use, and so is every kind of staff route.
  expect(new Set(operations.map((operation) => operation.permission))).toEqual(
    new Set(['content', 'clients', 'mail', 'releases', 'people', 'audit', 'backups']),
  );
  expect(operations.length).toBeGreaterThan(30);
  const personalToken = async (role: Role, remotes: string[] = []) => {
    const { headers } = await personHeaders(t, role, remotes);
    const created = await call<{ token: string }>(t.app, { method: 'POST', url: '/api/auth/tokens', headers, payload: { name: 'Проверка', expiresInDays: 1 } });
    return { authorization: `Bearer ${created.body.data.token}` };
  };
  // The owner goes last, and the revocation of the shared token (CLIENTS_TOKEN, one of the credentials) last of all.
  const credentials: { role: Role; headers: Record<string, string> }[] = [
    { role: 'editor', headers: (await personHeaders(t, 'editor')).headers },
    { role: 'sales', headers: { authorization: `Bearer ${CLIENTS_TOKEN}` } },
    { role: 'sales', headers: await personalToken('sales') },
    { role: 'team', headers: await personalToken('team', ['catalog']) },
    { role: 'owner', headers: await adminHeaders(t.app) },
  ];
  const revokesSharedToken = (operation: { method: string; path: string }) => operation.method === 'DELETE' && operation.path === '/api/staff/shared-token';
  operations.sort((a, b) => Number(revokesSharedToken(a)) - Number(revokesSharedToken(b)));
  const wrong: string[] = [];
  const allowed = new Map<Role, Set<Permission>>(credentials.map(({ role }) => [role, new Set<Permission>()]));
  for (const { method, path, permission } of operations) {
    const anonymous = await request(method, path, {});
    if (anonymous.statusCode !== 401) wrong.push(`${method} ${path} without a credential: ${anonymous.statusCode}`);
    for (const { role, headers } of credentials) {
      const answer = await request(method, path, headers);
      if (![401, 403].includes(answer.statusCode)) allowed.get(role)!.add(permission);
      if (can(role, permission)) {
        if ([401, 403].includes(answer.statusCode)) wrong.push(`${method} ${path} as ${role}: ${answer.statusCode}`);
      } else if (answer.statusCode !== 403 || answer.json<{ message: string }>().message !== authMessages.forbidden) {
        wrong.push(`${method} ${path} as ${role} (no ${permission}): ${answer.statusCode}`);
      }
    }
  }
  expect(wrong).toEqual([]);
  // The roles as the issue gives them: the owner everything, an editor the content, sales the leads, clients
  // and the mail view, a team its releases.
  expect(allowed.get('owner')).toEqual(new Set(['content', 'clients', 'mail', 'releases', 'people', 'audit', 'backups']));
  expect(allowed.get('editor')).toEqual(new Set(['content']));
  expect(allowed.get('sales')).toEqual(new Set(['clients', 'mail']));
  expect(allowed.get('team')).toEqual(new Set(['releases']));
});

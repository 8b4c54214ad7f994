// What goes into the audit log: every staff write and every read of personal data, recorded by one hook on the
// way out (the answer is sent once its event is written), and the sign-ins, recorded where they are decided.
// Events name people and objects by id only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NewAuditEvent } from '../db/repositories/audit-events';
import type { Repositories } from '../db/create-repositories';
import type { UsedToken } from '../db/repositories/staff-tokens';
import type { Permission } from '../staff/roles';

export interface AuditActor {
  personId: number | null;
  credential: NewAuditEvent['credential'];
  /** The personal token used, if one was. */
  token: UsedToken | null;
}

export const NO_ACTOR: AuditActor = { personId: null, credential: 'none', token: null };

/** Reads that show personal data (clients and leads, the mail to people, the team, the log itself, the backups): logged like writes. */
const LOGGED_READS: readonly Permission[] = ['clients', 'mail', 'people', 'audit', 'backups'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request's credential stands for, once a staff route's hook has checked it. */
    auditActor?: AuditActor;
    /** The permission the route required. */
    auditPermission?: Permission;
  }
}

const outcomeOf = (status: number): NewAuditEvent['outcome'] => (status < 400 ? 'ok' : status < 500 ? 'refused' : 'failed');

export function auditEvent(
  request: FastifyRequest,
  actor: AuditActor,
  action: string,
  status: number,
  subject: { kind: string | null; id: string | null } = { kind: null, id: null },
): NewAuditEvent {
  const userAgent = request.headers['user-agent'];
  return {
    personId: actor.personId,
    credential: actor.credential,
    tokenId: actor.token?.id ?? null,
    tokenName: actor.token ? storable(actor.token.name) : null,
    address: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    action,
    subjectKind: subject.kind,
    subjectId: subject.id,
    outcome: outcomeOf(status),
  };
}

/** The id in an answer's envelope (`data.id`): what a lookup by e-mail found, or what a write made. */
function answeredId(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  } catch {
    return null;
  }
}

/** Text as the log keeps it: without control characters (PostgreSQL's text takes no NUL), at most 200 characters. */
// eslint-disable-next-line no-control-regex
const storable = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 200);

/** What a route touched: the kind is its first segment after /api (`courses`), the id its `:id` (or `:remote`). */
function subjectOf(request: FastifyRequest, payload: unknown): { kind: string | null; id: string | null } {
  const kind = request.routeOptions.url?.split('/')[2] ?? null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const named = params['id'] ?? params['remote'] ?? params['slug'] ?? params['name'];
  const id = named === undefined ? answeredId(payload) : storable(String(named));
  return { kind, id };
}

/** Records each staff write and each logged read as its answer goes out (every route under this instance). */
export function registerAuditHook(app: FastifyInstance, repos: Repositories): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.auditActor;
    if (!actor) return payload;
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && !(request.auditPermission && LOGGED_READS.includes(request.auditPermission))) return payload;
    const action = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    await repos.auditEvents.add(auditEvent(request, actor, action, reply.statusCode, subjectOf(request, payload)));
    return payload;
  });
}

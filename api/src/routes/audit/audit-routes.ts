// The audit log for owners («Дневник»): a page of events, newest first, filtered by person, action, object and
// time; and the same as CSV. Reading it is itself logged.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import { AUDIT_PAGE_SIZE, AuditPageSchema, AuditQuerySchema, type AuditEventAnswer, type AuditQuery } from '@site/shared/contracts/audit';
import type { AuditFilter, ReadAuditEvent } from '../../db/repositories/audit-events';
import { badRequest } from '../../lib/http-error';
import { fileResponses, responses, staffSecurity } from '../../schemas/common';
import type { RouteOptions } from '../route-context';
import { staffOnly } from '../staff-only';

const tags = ['audit'];
const security = staffSecurity('audit');
/** The most rows one CSV export holds. */
const CSV_LIMIT = 100_000;

export const auditMessages = { badDate: 'Невалидна дата' } as const;

/** `2026-11-28` is the whole day (from its start, or to its end); a full time is taken as it is. */
function timeOf(value: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (value === undefined) return undefined;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = new Date(dayOnly ? `${value}T${field === 'from' ? '00:00:00.000' : '23:59:59.999'}Z` : value);
  if (Number.isNaN(time.getTime())) throw badRequest(auditMessages.badDate, { field });
  return time;
}

const filterOf = (query: AuditQuery): AuditFilter => ({
  personId: query.personId,
  action: query.action,
  subjectKind: query.subjectKind,
  subjectId: query.subjectId,
  from: timeOf(query.from, 'from'),
  to: timeOf(query.to, 'to'),
  before: query.before,
});

const toAnswer = (event: ReadAuditEvent): AuditEventAnswer => ({
  id: event.id,
  at: event.at.toISOString(),
  personId: event.personId,
  personName: event.personName,
  credential: event.credential,
  tokenId: event.tokenId,
  tokenName: event.tokenName,
  address: event.address,
  browser: event.userAgent,
  action: event.action,
  subjectKind: event.subjectKind,
  subjectId: event.subjectId,
  outcome: event.outcome,
});

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A cell starting with = + - @ is text, not a formula, in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const auditRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, repos } = ctx;
  staffOnly(app, auth.require('audit'));

  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    {
      schema: {
        tags,
        summary: `The audit log, newest first, ${AUDIT_PAGE_SIZE} events a page, filtered by person, action, object and time (owner)`,
        security,
        querystring: AuditQuerySchema,
        response: responses({ status: 200, data: AuditPageSchema }, [401, 403]),
      },
    },
    async (request) => {
      const rows = await repos.auditEvents.page(filterOf(request.query), AUDIT_PAGE_SIZE + 1);
      const events = rows.slice(0, AUDIT_PAGE_SIZE).map(toAnswer);
      return ok({ events, nextBefore: rows.length > AUDIT_PAGE_SIZE ? (events.at(-1)?.id ?? null) : null });
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/audit/export.csv',
    {
      schema: {
        tags,
        summary: `The audit log's events matching the filters as CSV (UTF-8, at most ${CSV_LIMIT.toLocaleString('en')} rows), newest first (owner)`,
        security,
        querystring: AuditQuerySchema,
        response: fileResponses('The events as CSV (audit-log.csv, sent as an attachment)', ['text/csv'], [401, 403], { type: 'string' }),
      },
    },
    async (request, reply) => {
      const rows = await repos.auditEvents.page(filterOf(request.query), CSV_LIMIT);
      const header = [
        'id',
        'at',
        'personId',
        'personName',
        'credential',
        'tokenId',
        'tokenName',
        'address',
        'browser',
        'action',
        'subjectKind',
        'subjectId',
        'outcome',
      ];
      const lines = rows.map(toAnswer).map((event) => header.map((key) => csvCell(event[key as keyof AuditEventAnswer])).join(','));
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"');
      return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
    },
  );
};

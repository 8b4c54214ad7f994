// The leads inbox (staff, CLIENTS_TOKEN): every request newest first, its status, and the CSV export.
import type { FastifyPluginAsync } from 'fastify';
import { ok, type LeadPageQuery, type LeadStatusInput } from '@site/shared';
import { LeadFilterSchema, LeadPageQuerySchema, LeadPageSchema, LeadSchema, LeadStatusInputSchema } from '@site/shared/contracts/lead';
import { BadCursorError } from '../../db/repositories/leads';
import { badRequest, notFound } from '../../lib/http-error';
import { fileResponses, idParams, responses, staffSecurity } from '../../schemas/common';
import type { RouteOptions } from '../route-context';
import { staffOnly } from '../staff-only';
import { leadsCsv } from './leads-csv';
import { setLeadStatus } from './lead-status';
import { todayInSofia } from '@site/shared/sofia-dates';

export const leadMessages = {
  notFound: 'Заявката не е намерена',
  badCursor: 'Невалидна страница на списъка',
  statusSaved: 'Статусът е записан',
} as const;

const tags = ['leads'];
const security = staffSecurity('clients');
const exportQuery = {
  ...LeadFilterSchema,
  properties: { ...LeadFilterSchema.properties, token: LeadPageQuerySchema.properties.token },
};

export const leadsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, auth } = ctx;
  staffOnly(app, auth.require('clients'));

  app.get<{ Querystring: LeadPageQuery }>(
    '/leads',
    {
      schema: {
        tags,
        summary: 'Requests (consultations, course, VIP and event sign-ups), newest first, a page at a time',
        description: 'Filters combine; `q` searches name, e-mail and phone. `total` counts every match; pass `nextCursor` as `cursor` for older ones.',
        security,
        querystring: LeadPageQuerySchema,
        response: responses({ status: 200, data: LeadPageSchema }, [401, 403, 429]),
      },
    },
    async (request) => {
      const { cursor, limit, token: _token, ...filter } = request.query;
      try {
        return ok(await repos.leads.page(filter, cursor, limit));
      } catch (error: unknown) {
        if (error instanceof BadCursorError) throw badRequest(leadMessages.badCursor, { field: 'cursor' });
        throw error;
      }
    },
  );

  app.get<{ Querystring: LeadPageQuery }>(
    '/leads/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered requests as CSV (UTF-8 with BOM, ";" between cells, formulas neutralised), streamed',
        security,
        querystring: exportQuery,
        response: fileResponses('The requests as CSV (zayavki-<date>.csv, sent as an attachment)', ['text/csv'], [401, 403, 429], { type: 'string' }),
      },
    },
    async (request, reply) => {
      const { token: _token, ...filter } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="zayavki-${todayInSofia()}.csv"`)
        .send(leadsCsv(repos.leads.exportBatches(filter)));
    },
  );

  app.patch<{ Params: { id: number }; Body: LeadStatusInput }>(
    '/leads/:id/status',
    {
      // Staff's own bookkeeping: nothing a visitor sees changes.
      config: { keepsPublicCache: true },
      schema: {
        tags,
        summary: "Sets a request's status (new, contacted, paid, closed); each change is kept with its time",
        description: 'A course or VIP package request newly set to `paid` writes the payment confirmation to the visitor (the outbox sends it).',
        security,
        params: idParams,
        body: LeadStatusInputSchema,
        response: responses({ status: 200, data: LeadSchema }, [401, 403, 404, 429]),
      },
    },
    async (request) => {
      const lead = await setLeadStatus(ctx, request.params.id, request.body.status);
      if (!lead) throw notFound(leadMessages.notFound);
      return ok(lead, leadMessages.statusSaved);
    },
  );
};

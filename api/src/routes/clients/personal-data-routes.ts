// A person's rights, handled by staff on the client's card: everything held about them, the withdrawal
// of marketing consent on their request, and erasure.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import { ErasureSchema, PersonalDataSchema } from '@site/shared/contracts/personal-data';
import { notFound } from '../../lib/http-error';
import { idParams, responses, staffSecurity } from '../../schemas/common';
import { tokenQuery } from '../../schemas/clients';
import type { RouteOptions } from '../route-context';
import { staffOnly } from '../staff-only';
import { clientMessages } from './clients-routes';

export const personalDataMessages = {
  erased: 'Данните на клиента са изтрити',
  marketingWithdrawn: 'Съгласието за търговски съобщения е оттеглено',
} as const;

const tags = ['clients'];
const security = staffSecurity('clients');

export const personalDataRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, auth } = ctx;
  staffOnly(app, auth.require('clients'));

  app.get<{ Params: { id: number } }>(
    '/clients/:id/personal-data',
    {
      schema: {
        tags,
        summary: 'Everything held about one person: details, every request with its status changes, the consent log, and which staff accessed them when',
        security,
        params: idParams,
        querystring: tokenQuery,
        response: responses({ status: 200, data: PersonalDataSchema }, [401, 403, 404, 429]),
      },
    },
    async (request) => {
      const { id } = request.params;
      const [client, requests, consents] = await Promise.all([repos.clients.findById(id), repos.leads.ofClient(id), repos.consents.ofClient(id)]);
      if (!client) throw notFound(clientMessages.notFound);
      const accesses = await repos.auditEvents.page({ subjectKind: 'clients', subjectId: String(id) }, 1000);
      const staffAccesses = accesses
        .filter((event) => event.outcome === 'ok')
        .map((event) => ({ at: event.at.toISOString(), by: event.personName, action: event.action }));
      return ok({ exportedAt: new Date().toISOString(), client, requests, consents, staffAccesses });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/clients/:id/marketing-withdrawal',
    {
      config: { keepsPublicCache: true },
      schema: {
        tags,
        summary: "Withdraws the person's marketing consent on their request (logged with source 'staff')",
        security,
        params: idParams,
        querystring: tokenQuery,
        response: responses({ status: 200, data: { type: 'null' } }, [401, 403, 404, 429]),
      },
    },
    async (request) => {
      if (!(await repos.consents.withdrawMarketingByStaff(request.params.id))) throw notFound(clientMessages.notFound);
      return ok(null, personalDataMessages.marketingWithdrawn);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/clients/:id/erase',
    {
      config: { keepsPublicCache: true },
      schema: {
        tags,
        summary: 'Erases the person for good: name, e-mail and phone removed from the client and every request',
        description:
          'Kinds, dates and statuses of the requests and the consent log stay (no identity in them); the erasure is logged. Erasing again answers the first time.',
        security,
        params: idParams,
        querystring: tokenQuery,
        response: responses({ status: 200, data: ErasureSchema }, [401, 403, 404, 429]),
      },
    },
    async (request) => {
      const erased = await repos.clients.erase(request.params.id, 'request');
      if (!erased) throw notFound(clientMessages.notFound);
      request.log.info({ clientId: request.params.id }, 'client erased on request');
      return ok(erased, personalDataMessages.erased);
    },
  );
};

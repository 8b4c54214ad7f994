// The outbox as staff see it (administrator): every message newest first, one with what its recipient
// sees, and sending a failed one again.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import { OutboxMessageDetailSchema, OutboxMessageSchema, OutboxQuerySchema, type OutboxQuery } from '@site/shared/contracts/outbox';
import { conflict, notFound } from '../../lib/http-error';
import { staffSecurity, idParams, responses } from '../../schemas/common';
import type { RouteOptions } from '../route-context';
import { staffOnly } from '../staff-only';

export const outboxAnswers = {
  notFound: 'Писмото не е намерено',
  notFailed: 'Само неизпратено (неуспешно) писмо може да бъде изпратено отново.',
  queuedAgain: 'Писмото е пуснато за изпращане отново.',
} as const;

const tags = ['outbox'];

export const outboxRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, repos } = ctx;
  staffOnly(app, auth.require('mail'));

  app.get<{ Querystring: OutboxQuery }>(
    '/outbox',
    {
      schema: {
        tags,
        operationId: 'listOutbox',
        summary: 'Messages the site sent or is sending, newest first (at most 200), optionally by status',
        security: staffSecurity('mail'),
        querystring: OutboxQuerySchema,
        response: responses({ status: 200, data: { type: 'array', items: OutboxMessageSchema } }, [401, 403]),
      },
    },
    async (request) => ok(await repos.outbox.list(request.query)),
  );

  app.get<{ Params: { id: number } }>(
    '/outbox/:id',
    {
      schema: {
        tags,
        operationId: 'getOutboxMessage',
        summary: 'One message with its plain text, HTML and attachments, as the recipient gets it',
        security: staffSecurity('mail'),
        params: idParams,
        response: responses({ status: 200, data: OutboxMessageDetailSchema }, [401, 403, 404]),
      },
    },
    async (request) => {
      const message = await repos.outbox.find(request.params.id);
      if (!message) throw notFound(outboxAnswers.notFound);
      return ok(message);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/outbox/:id/retry',
    {
      config: { keepsPublicCache: true },
      schema: {
        tags,
        operationId: 'retryOutboxMessage',
        summary: 'Sends a failed message again (queued, due now)',
        security: staffSecurity('mail'),
        params: idParams,
        response: responses({ status: 200, data: { type: 'null' } }, [401, 403, 404, 409]),
      },
    },
    async (request) => {
      const queued = await repos.outbox.retry(request.params.id);
      if (queued === null) throw notFound(outboxAnswers.notFound);
      if (!queued) throw conflict(outboxAnswers.notFailed);
      ctx.mail.worker.kick();
      return ok(null, outboxAnswers.queuedAgain);
    },
  );
};

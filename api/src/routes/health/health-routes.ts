// Liveness with the database: answers only after a successful `SELECT 1`.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import { HttpError } from '../../lib/http-error';
import { safeErrorLog } from '../../lib/safe-error-log';
import { responses } from '../../schemas/common';
import type { RouteOptions } from '../route-context';

const healthSchema = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['ok'] } },
} as const;

export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Server and database are up', response: responses({ status: 200, data: healthSchema }, [503]) } },
    async (request, reply) => {
      try {
        await ctx.database.ping();
      } catch (error: unknown) {
        request.log.error({ error: safeErrorLog(error) }, 'database ping failed');
        throw new HttpError(503, 'Базата данни не е достъпна');
      }
      reply.header('cache-control', 'no-store');
      return ok({ status: 'ok' });
    },
  );
};

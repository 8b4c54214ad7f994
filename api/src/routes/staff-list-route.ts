// GET of a list only the staff console reads (inactive and ended items too): administrators only, never kept.
import type { FastifyInstance } from 'fastify';
import { ok } from '@site/shared';
import { staffSecurity, noQuery, responses } from '../schemas/common';
import type { RouteContext } from './route-context';

interface StaffListOptions {
  path: string;
  tags: string[];
  summary: string;
  itemSchema: object;
  load(): Promise<unknown[]>;
}

export function staffListRoute(app: FastifyInstance, { auth }: Pick<RouteContext, 'auth'>, { path, tags, summary, itemSchema, load }: StaffListOptions): void {
  app.get(
    path,
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary,
        security: staffSecurity('content'),
        querystring: noQuery,
        response: responses({ status: 200, data: { type: 'array', items: itemSchema } }, [401, 403]),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await load());
    },
  );
}

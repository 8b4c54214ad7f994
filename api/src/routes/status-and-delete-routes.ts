// PATCH (status and place in the list) and DELETE on one kind of item the staff console manages: the same
// for courses, lecturers, categories and promotions, written once.
import type { FastifyInstance } from 'fastify';
import { ok, type StatusAndOrder } from '@site/shared';
import { StatusAndOrderSchema } from '@site/shared/contracts/status-and-order';
import { notFound } from '../lib/http-error';
import { staffSecurity, idParams, responses } from '../schemas/common';
import type { RouteContext } from './route-context';

interface StatusAndDeleteOptions<Item> {
  /** '/courses': the routes are '/courses/:id'. */
  path: string;
  tags: string[];
  itemSchema: object;
  summaries: { patch: string; delete: string };
  messages: { notFound: string; updated: string; deleted: string };
  setStatusAndOrder(id: number, change: StatusAndOrder): Promise<Item | null>;
  remove(id: number): Promise<boolean>;
}

export function statusAndDeleteRoutes<Item>(app: FastifyInstance, { auth }: Pick<RouteContext, 'auth'>, options: StatusAndDeleteOptions<Item>): void {
  const { path, tags, itemSchema, summaries, messages } = options;

  app.patch<{ Params: { id: number }; Body: StatusAndOrder }>(
    `${path}/:id`,
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: summaries.patch,
        security: staffSecurity('content'),
        params: idParams,
        body: StatusAndOrderSchema,
        response: responses({ status: 200, data: itemSchema }, [401, 403, 404]),
      },
    },
    async (request) => {
      const changed = await options.setStatusAndOrder(request.params.id, request.body);
      if (!changed) throw notFound(messages.notFound);
      return ok(changed, messages.updated);
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${path}/:id`,
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: summaries.delete,
        security: staffSecurity('content'),
        params: idParams,
        response: responses({ status: 200, data: { type: 'null' } }, [401, 403, 404]),
      },
    },
    async (request) => {
      if (!(await options.remove(request.params.id))) throw notFound(messages.notFound);
      return ok(null, messages.deleted);
    },
  );
}

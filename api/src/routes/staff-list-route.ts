// GET of a list only the staff console reads (inactive and ended items too): administrators only, never kept,
// a page at a time.
import type { FastifyInstance } from 'fastify';
import { okPage, pageInfo, pageOffset, type PageRequest, type Paged } from '@site/shared';
import { staffSecurity, pageOf, pageQuery, pageResponses, type PageQuery } from '../schemas/common';
import type { RouteContext } from './route-context';

interface StaffListOptions {
  path: string;
  tags: string[];
  summary: string;
  itemSchema: object;
  load(request: PageRequest): Promise<Paged<unknown>>;
}

/**
 * A page of a list read whole: for the catalogue lists the staff type in by hand (lecturers, promotions), tens of
 * rows, where a count and an offset in SQL would cost more than they save.
 */
export function pageOfAll<T>(items: T[], request: PageRequest): Paged<T> {
  const start = pageOffset(request);
  return { items: items.slice(start, start + request.pageSize), page: pageInfo(request, items.length) };
}

export function staffListRoute(app: FastifyInstance, { auth }: Pick<RouteContext, 'auth'>, { path, tags, summary, itemSchema, load }: StaffListOptions): void {
  app.get<{ Querystring: PageQuery }>(
    path,
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: `${summary}, a page at a time`,
        security: staffSecurity('content'),
        querystring: pageQuery,
        response: pageResponses(itemSchema, [401, 403]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { items, page } = await load(pageOf(request.query));
      return okPage(items, page);
    },
  );
}

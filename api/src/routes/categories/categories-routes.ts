// Article categories: public reads with published-article counts, and the administrator's writes.
import type { FastifyPluginAsync } from 'fastify';
import { ok, type CategoryInput } from '@site/shared';
import { conflict, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { CategoryInputSchema, CategorySchema } from '@site/shared/contracts/category';
import { adminSecurity, idParams, noQuery, responses, slugParams } from '../../schemas/common';
import { assertBodyIdMatches } from '../body-id';
import { sendPublicRead, type RouteOptions } from '../route-context';
import { statusAndDeleteRoutes } from '../status-and-delete-routes';

export const categoryMessages = {
  notFound: 'Категорията не е намерена.',
  slugTaken: 'Категория с този адрес (slug) вече съществува',
  created: 'Категорията е създадена успешно',
  updated: 'Категорията е обновена успешно',
  deleted: 'Категорията е изтрита успешно',
} as const;

const list = { type: 'array', items: CategorySchema } as const;
const tags = ['categories'];

export const categoriesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, cache, auth } = ctx;
  const translateWriteError = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(categoryMessages.slugTaken, { field: 'slug' });
    throw error;
  };

  app.get('/categories', { schema: { tags, summary: 'All categories by order, then name', querystring: noQuery, response: responses({ status: 200, data: list }, []) } }, (request, reply) =>
    sendPublicRead(request, reply, cache, () => repos.categories.list({ activeOnly: false })),
  );

  app.get(
    '/categories/active',
    { schema: { tags, summary: 'Active categories by order, then name, with articleCount of published articles', querystring: noQuery, response: responses({ status: 200, data: list }, []) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.categories.list({ activeOnly: true })),
  );

  app.get<{ Params: { slug: string } }>(
    '/categories/slug/:slug',
    { schema: { tags, summary: 'One category by slug', params: slugParams, querystring: noQuery, response: responses({ status: 200, data: CategorySchema }, [404]) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.categories.findBySlug(request.params.slug), categoryMessages.notFound),
  );

  app.get<{ Params: { id: number } }>(
    '/categories/:id',
    { schema: { tags, summary: 'One category by id', params: idParams, querystring: noQuery, response: responses({ status: 200, data: CategorySchema }, [404]) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.categories.findById(request.params.id), categoryMessages.notFound),
  );

  app.post<{ Body: CategoryInput }>(
    '/categories',
    {
      onRequest: auth.requireAdmin,
      schema: { tags, summary: 'Create a category', security: adminSecurity, body: CategoryInputSchema, response: responses({ status: 201, data: CategorySchema }, [401, 409, 413]) },
    },
    async (request, reply) => {
      const category = await repos.categories.create(request.body).catch(translateWriteError);
      return reply.code(201).send(ok(category, categoryMessages.created));
    },
  );

  app.put<{ Params: { id: number }; Body: CategoryInput }>(
    '/categories/:id',
    {
      onRequest: auth.requireAdmin,
      schema: { tags, summary: 'Replace a category', security: adminSecurity, params: idParams, body: CategoryInputSchema, response: responses({ status: 200, data: CategorySchema }, [401, 404, 409, 413]) },
    },
    async (request) => {
      assertBodyIdMatches(request.body.id, request.params.id);
      const category = await repos.categories.update(request.params.id, request.body).catch(translateWriteError);
      if (!category) throw notFound(categoryMessages.notFound);
      return ok(category, categoryMessages.updated);
    },
  );

  statusAndDeleteRoutes(app, ctx, {
    path: '/categories',
    tags,
    itemSchema: CategorySchema,
    summaries: { patch: 'Activate or deactivate a category, or change its place in the list', delete: 'Delete a category (its articles stay, without a category)' },
    messages: categoryMessages,
    setStatusAndOrder: (id, change) => repos.categories.setStatusAndOrder(id, change),
    remove: (id) => repos.categories.delete(id),
  });
};

// Article categories: public reads with published-article counts, and the administrator's writes.
import type { FastifyPluginAsync } from 'fastify';
import { conflict } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { CategoryInputSchema, CategorySchema } from '@site/shared/contracts/category';
import { idParams, noQuery, responses, slugParams } from '../../schemas/common';
import { sendPublicRead, type RouteOptions } from '../route-context';
import { itemWriteRoutes } from '../item-write-routes';

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
  const { repos, cache } = ctx;
  const translateWriteError = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(categoryMessages.slugTaken, { field: 'slug' });
    throw error;
  };

  app.get(
    '/categories',
    { schema: { tags, summary: 'All categories by order, then name', querystring: noQuery, response: responses({ status: 200, data: list }, []) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.categories.list({ activeOnly: false })),
  );

  app.get(
    '/categories/active',
    {
      schema: {
        tags,
        summary: 'Active categories by order, then name, with articleCount of published articles',
        querystring: noQuery,
        response: responses({ status: 200, data: list }, []),
      },
    },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.categories.list({ activeOnly: true })),
  );

  app.get<{ Params: { slug: string } }>(
    '/categories/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One category by slug',
        params: slugParams,
        querystring: noQuery,
        response: responses({ status: 200, data: CategorySchema }, [404]),
      },
    },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.categories.findBySlug(request.params.slug), categoryMessages.notFound),
  );

  app.get<{ Params: { id: number } }>(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'One category by id',
        params: idParams,
        querystring: noQuery,
        response: responses({ status: 200, data: CategorySchema }, [404]),
      },
    },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.categories.findById(request.params.id), categoryMessages.notFound),
  );

  itemWriteRoutes(app, ctx, {
    path: '/categories',
    tags,
    inputSchema: CategoryInputSchema,
    itemSchema: CategorySchema,
    summaries: {
      create: 'Create a category',
      replace: 'Replace a category',
      patch: 'Activate or deactivate a category, or change its place in the list',
      delete: 'Delete a category (its articles stay, without a category)',
    },
    messages: categoryMessages,
    refusals: [409],
    repository: repos.categories,
    translateWriteError,
  });
};

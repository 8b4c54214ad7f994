// Lecturers: the public list (active ones), and the administrator's list and writes.
import type { FastifyPluginAsync } from 'fastify';
import { LectorInputSchema, LectorSchema } from '@site/shared/contracts/lector';
import { idParams, noQuery, responses } from '../../schemas/common';
import { refuseUnknownPicture } from '../picture-reference';
import { sendPublicRead, type RouteOptions } from '../route-context';
import { pageOfAll, staffListRoute } from '../staff-list-route';
import { itemWriteRoutes } from '../item-write-routes';

export const lectorMessages = {
  notFound: 'Лекторът не е намерен.',
  created: 'Лекторът е добавен успешно',
  updated: 'Лекторът е обновен успешно',
  deleted: 'Лекторът е изтрит успешно',
} as const;

const list = { type: 'array', items: LectorSchema } as const;
const tags = ['lectors'];

const translateWriteError = (error: unknown): never => {
  refuseUnknownPicture(error);
  throw error;
};

export const lectorsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, cache } = ctx;

  app.get(
    '/lectors',
    { schema: { tags, summary: 'Active lecturers by order, then name', querystring: noQuery, response: responses({ status: 200, data: list }, []) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.lectors.list({ activeOnly: true })),
  );

  staffListRoute(app, ctx, {
    path: '/lectors/all',
    tags,
    summary: 'Every lecturer, inactive ones too (staff)',
    itemSchema: LectorSchema,
    load: async (request) => pageOfAll(await repos.lectors.list({ activeOnly: false }), request),
  });

  app.get<{ Params: { id: number } }>(
    '/lectors/:id',
    { schema: { tags, summary: 'One lecturer', params: idParams, querystring: noQuery, response: responses({ status: 200, data: LectorSchema }, [404]) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.lectors.findById(request.params.id), lectorMessages.notFound),
  );

  itemWriteRoutes(app, ctx, {
    path: '/lectors',
    tags,
    inputSchema: LectorInputSchema,
    itemSchema: LectorSchema,
    summaries: {
      create: 'Add a lecturer',
      replace: 'Replace a lecturer',
      patch: 'Activate or deactivate a lecturer, or change their place in the list',
      delete: 'Delete a lecturer (taken off the courses they taught)',
    },
    messages: lectorMessages,
    repository: repos.lectors,
    translateWriteError,
  });
};

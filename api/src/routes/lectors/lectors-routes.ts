// Lecturers: public reads only.
import type { FastifyPluginAsync } from 'fastify';
import { idParams, noQuery, responses } from '../../schemas/common';
import { lectorSchema } from '../../schemas/lectors';
import { sendPublicRead, type RouteOptions } from '../route-context';

export const lectorMessages = { notFound: 'Лекторът не е намерен.' } as const;
const tags = ['lectors'];

export const lectorsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, cache } = ctx;

  app.get(
    '/lectors',
    { schema: { tags, summary: 'All lecturers', querystring: noQuery, response: responses({ status: 200, data: { type: 'array', items: lectorSchema } }, []) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.lectors.list()),
  );

  app.get<{ Params: { id: number } }>(
    '/lectors/:id',
    { schema: { tags, summary: 'One lecturer', params: idParams, querystring: noQuery, response: responses({ status: 200, data: lectorSchema }, [404]) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.lectors.findById(request.params.id), lectorMessages.notFound),
  );
};

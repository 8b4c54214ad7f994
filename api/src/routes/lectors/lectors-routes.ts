// Lecturers: the public list (active ones), and the administrator's list and writes.
import type { FastifyPluginAsync } from 'fastify';
import { ok, type LectorInput, type StatusAndOrder } from '@site/shared';
import { notFound } from '../../lib/http-error';
import { LectorInputSchema, LectorSchema } from '@site/shared/contracts/lector';
import { StatusAndOrderSchema } from '@site/shared/contracts/status-and-order';
import { adminSecurity, idParams, noQuery, responses } from '../../schemas/common';
import { assertBodyIdMatches } from '../body-id';
import { refuseUnknownPicture } from '../picture-reference';
import { sendPublicRead, type RouteOptions } from '../route-context';

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
  const { repos, cache, auth } = ctx;

  app.get(
    '/lectors',
    { schema: { tags, summary: 'Active lecturers by order, then name', querystring: noQuery, response: responses({ status: 200, data: list }, []) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.lectors.list({ activeOnly: true })),
  );

  app.get(
    '/lectors/all',
    {
      onRequest: auth.requireAdmin,
      schema: { tags, summary: 'Every lecturer, inactive ones too (staff)', security: adminSecurity, querystring: noQuery, response: responses({ status: 200, data: list }, [401]) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await repos.lectors.list({ activeOnly: false }));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/lectors/:id',
    { schema: { tags, summary: 'One lecturer', params: idParams, querystring: noQuery, response: responses({ status: 200, data: LectorSchema }, [404]) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.lectors.findById(request.params.id), lectorMessages.notFound),
  );

  app.post<{ Body: LectorInput }>(
    '/lectors',
    { onRequest: auth.requireAdmin, schema: { tags, summary: 'Add a lecturer', security: adminSecurity, body: LectorInputSchema, response: responses({ status: 201, data: LectorSchema }, [401, 413]) } },
    async (request, reply) => {
      const lector = await repos.lectors.create(request.body).catch(translateWriteError);
      return reply.code(201).send(ok(lector, lectorMessages.created));
    },
  );

  app.put<{ Params: { id: number }; Body: LectorInput }>(
    '/lectors/:id',
    {
      onRequest: auth.requireAdmin,
      schema: { tags, summary: 'Replace a lecturer', security: adminSecurity, params: idParams, body: LectorInputSchema, response: responses({ status: 200, data: LectorSchema }, [401, 404, 413]) },
    },
    async (request) => {
      assertBodyIdMatches(request.body.id, request.params.id);
      const lector = await repos.lectors.update(request.params.id, request.body).catch(translateWriteError);
      if (!lector) throw notFound(lectorMessages.notFound);
      return ok(lector, lectorMessages.updated);
    },
  );

  app.patch<{ Params: { id: number }; Body: StatusAndOrder }>(
    '/lectors/:id',
    {
      onRequest: auth.requireAdmin,
      schema: { tags, summary: "Activate or deactivate a lecturer, or change their place in the list", security: adminSecurity, params: idParams, body: StatusAndOrderSchema, response: responses({ status: 200, data: LectorSchema }, [401, 404]) },
    },
    async (request) => {
      const lector = await repos.lectors.setStatusAndOrder(request.params.id, request.body);
      if (!lector) throw notFound(lectorMessages.notFound);
      return ok(lector, lectorMessages.updated);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/lectors/:id',
    {
      onRequest: auth.requireAdmin,
      schema: { tags, summary: 'Delete a lecturer (taken off the courses they taught)', security: adminSecurity, params: idParams, response: responses({ status: 200, data: { type: 'null' } }, [401, 404]) },
    },
    async (request) => {
      if (!(await repos.lectors.delete(request.params.id))) throw notFound(lectorMessages.notFound);
      return ok(null, lectorMessages.deleted);
    },
  );
};

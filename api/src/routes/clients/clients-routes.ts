// Clients: the public registration, and the staff lookups behind CLIENTS_TOKEN.
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage, type RegistrationBody } from '@site/shared';
import { ClientSchema } from '@site/shared/contracts/client';
import { RegistrationBodySchema } from '@site/shared/contracts/registration';
import type { ClientFilter } from '../../db/repositories/clients';
import { badRequest, notFound } from '../../lib/http-error';
import { byEmailQuery, clientsPageQuery, FILTERED_DESCRIPTION, filteredQuery, tokenQuery } from '../../schemas/clients';
import { idParams, pageOf, pageResponses, responses, staffSecurity, type PageQuery } from '../../schemas/common';
import type { RouteOptions } from '../route-context';
import { signUp, signUpMessagesText } from './sign-up';

export const clientMessages = {
  registered: signUpMessagesText.registered,
  notFound: 'Клиентът не е намерен',
  emailRequired: 'Имейлът е задължителен',
} as const;

const tags = ['clients'];
const clientsSecurity = staffSecurity('clients');

export const clientsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, auth } = ctx;

  app.post<{ Body: RegistrationBody }>(
    '/clients/register',
    {
      // A sign-up changes nothing a visitor sees: the public reads and pages stay kept.
      config: { keepsPublicCache: true },
      preValidation: ctx.formLimiter.perAddress('sign-up'),
      schema: {
        tags,
        summary: 'Register for a free consultation or a course',
        description: [
          "The e-mail (trimmed, lower-cased) identifies the client: a later registration becomes the client's latest name, phone and",
          'source and adds its courses, and every registration is kept as sent (the staff see the history). Each consent is stored',
          'with the time it was first given, and logged with the version of its policy text. The answer is the same whether the',
          'e-mail was known or not, and carries no data. An event sign-up names its event (`eventId`). A filled-in `website`',
          '(a field hidden from people) marks a bot: it gets the same answer and nothing is stored.',
        ].join(' '),
        body: RegistrationBodySchema,
        response: responses({ status: 201, data: { type: 'null' } }, [413, 415, 429, 503]),
      },
    },
    async (request, reply) => {
      await signUp(ctx, request.body ?? {}, reply, request.log);
      return reply.code(201).send(ok(null, clientMessages.registered));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/clients',
    {
      onRequest: auth.require('clients'),
      schema: {
        tags,
        summary: 'All clients, newest first, a page at a time',
        security: clientsSecurity,
        querystring: clientsPageQuery,
        response: pageResponses(ClientSchema, [401, 403, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { items, page } = await repos.clients.list(pageOf(request.query));
      return okPage(items, page);
    },
  );

  app.get<{ Querystring: { email: string } }>(
    '/clients/by-email',
    {
      onRequest: auth.require('clients'),
      schema: {
        tags,
        summary: 'One client by e-mail (case and spaces ignored)',
        security: clientsSecurity,
        querystring: byEmailQuery,
        response: responses({ status: 200, data: ClientSchema }, [401, 403, 404, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.query.email.trim()) throw badRequest(clientMessages.emailRequired, { field: 'email' });
      const client = await repos.clients.findByEmail(request.query.email);
      if (!client) throw notFound(clientMessages.notFound);
      return ok(client);
    },
  );

  app.get<{ Querystring: ClientFilter & PageQuery }>(
    '/clients/filtered',
    {
      onRequest: auth.require('clients'),
      schema: {
        tags,
        summary: 'Clients who signed up for at least one course, newest registration first',
        description: FILTERED_DESCRIPTION,
        security: clientsSecurity,
        querystring: filteredQuery,
        response: pageResponses(ClientSchema, [401, 403, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { courseId, source, from, to } = request.query;
      const { items, page } = await repos.clients.listFiltered({ courseId, source, from, to }, pageOf(request.query));
      return okPage(items, page);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/clients/:id',
    {
      onRequest: auth.require('clients'),
      schema: {
        tags,
        summary: 'One client by id',
        security: clientsSecurity,
        params: idParams,
        querystring: tokenQuery,
        response: responses({ status: 200, data: ClientSchema }, [401, 403, 404, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const client = await repos.clients.findById(request.params.id);
      if (!client) throw notFound(clientMessages.notFound);
      return ok(client);
    },
  );
};

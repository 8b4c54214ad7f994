// Clients: the public registration, and the staff lookups behind CLIENTS_TOKEN.
import type { FastifyPluginAsync } from 'fastify';
import { ok, validateRegistration, type RegistrationBody, type RegistrationPayload } from '@site/shared';
import { ClientSchema } from '@site/shared/contracts/client';
import { RegistrationBodySchema } from '@site/shared/contracts/registration';
import { UnknownCourseError, UnknownEventError, type ClientFilter } from '../../db/repositories/clients';
import { EVENT_PASSED_TEXT, eventHasPassed } from '@site/shared/event-dates';
import { dateInSofia } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/http-error';
import { byEmailQuery, FILTERED_DESCRIPTION, filteredQuery, tokenQuery } from '../../schemas/clients';
import { idParams, responses } from '../../schemas/common';
import { filledByBot } from '../public-forms';
import type { RouteOptions } from '../route-context';

export const clientMessages = {
  registered: 'Регистрацията е успешна',
  notFound: 'Клиентът не е намерен',
  unknownCourse: (ids: number[]) => `Непознат курс: ${ids.join(', ')}`,
  unknownEvent: (id: number) => `Непознато събитие: ${id}`,
  eventPassed: EVENT_PASSED_TEXT,
  sourceRequired: 'Източникът на регистрацията е задължителен',
  emailRequired: 'Имейлът е задължителен',
} as const;

const tags = ['clients'];
const clientsSecurity: Record<string, string[]>[] = [{ clientsToken: [] }, { clientsBearer: [] }];
const list = { type: 'array', items: ClientSchema } as const;

/** Missing fields become blank so that the shared rules answer with the form's own messages. */
function toPayload(body: RegistrationBody): RegistrationPayload {
  return {
    fullName: body.fullName ?? '',
    email: body.email ?? '',
    phone: body.phone ?? '',
    agreedToPrivacyPolicy: body.agreedToPrivacyPolicy ?? false,
    agreedToTermsOfService: body.agreedToTermsOfService ?? false,
    agreedToMarketingPolicy: body.agreedToMarketingPolicy ?? false,
    agreedToCookiePolicy: body.agreedToCookiePolicy ?? false,
    registrationSource: body.registrationSource?.trim() ?? '',
    courseIds: body.courseIds ?? [],
  };
}

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
          'The e-mail (trimmed, lower-cased) identifies the client: a later registration becomes the client\'s latest name, phone and',
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
      const payload = toPayload(request.body ?? {});
      const errors = validateRegistration(payload);
      const [field, message] = Object.entries(errors)[0] ?? [];
      if (field && message) throw badRequest(message, { field, errors });
      if (!payload.registrationSource) throw badRequest(clientMessages.sourceRequired, { field: 'registrationSource' });
      await ctx.formLimiter.perEmail('sign-up', payload.email, reply);
      if (filledByBot(request.body)) {
        request.log.info('sign-up with the hidden field filled in: not stored');
        return reply.code(201).send(ok(null, clientMessages.registered));
      }
      const eventId = request.body?.eventId;
      if (eventId !== undefined) {
        // The page stops offering a past event at Sofia's midnight; a form left open, or a script, is refused too.
        const event = await repos.events.findById(eventId);
        if (event && eventHasPassed(event.eventDate, dateInSofia())) throw badRequest(clientMessages.eventPassed, { field: 'eventId' });
      }
      try {
        await repos.clients.register(payload, { eventId });
        return reply.code(201).send(ok(null, clientMessages.registered));
      } catch (error: unknown) {
        if (error instanceof UnknownCourseError) throw badRequest(clientMessages.unknownCourse(error.courseIds), { field: 'courseIds' });
        if (error instanceof UnknownEventError) throw badRequest(clientMessages.unknownEvent(error.eventId), { field: 'eventId' });
        throw error;
      }
    },
  );

  app.get(
    '/clients',
    {
      onRequest: auth.requireClientsToken,
      schema: { tags, summary: 'All clients, newest first', security: clientsSecurity, querystring: tokenQuery, response: responses({ status: 200, data: list }, [401, 429]) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await repos.clients.list());
    },
  );

  app.get<{ Querystring: { email: string } }>(
    '/clients/by-email',
    {
      onRequest: auth.requireClientsToken,
      schema: { tags, summary: 'One client by e-mail (case and spaces ignored)', security: clientsSecurity, querystring: byEmailQuery, response: responses({ status: 200, data: ClientSchema }, [401, 404, 429]) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.query.email.trim()) throw badRequest(clientMessages.emailRequired, { field: 'email' });
      const client = await repos.clients.findByEmail(request.query.email);
      if (!client) throw notFound(clientMessages.notFound);
      return ok(client);
    },
  );

  app.get<{ Querystring: ClientFilter }>(
    '/clients/filtered',
    {
      onRequest: auth.requireClientsToken,
      schema: {
        tags,
        summary: 'Clients who signed up for at least one course, newest registration first',
        description: FILTERED_DESCRIPTION,
        security: clientsSecurity,
        querystring: filteredQuery,
        response: responses({ status: 200, data: list }, [401, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { courseId, source, from, to } = request.query;
      return ok(await repos.clients.listFiltered({ courseId, source, from, to }));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/clients/:id',
    {
      onRequest: auth.requireClientsToken,
      schema: { tags, summary: 'One client by id', security: clientsSecurity, params: idParams, querystring: tokenQuery, response: responses({ status: 200, data: ClientSchema }, [401, 404, 429]) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const client = await repos.clients.findById(request.params.id);
      if (!client) throw notFound(clientMessages.notFound);
      return ok(client);
    },
  );
};

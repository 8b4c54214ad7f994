// Events: public reads (all, upcoming, recommended, by slug, by id) and the administrator's writes.
import type { FastifyPluginAsync } from 'fastify';
import { ok, type EventInput, type PageRequest } from '@site/shared';
import { EventInputSchema, EventSchema, EventStatusSchema } from '@site/shared/contracts/event';
import { todayInSofia, nextMidnightInSofia } from '@site/shared/sofia-dates';
import { conflict, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { staffSecurity, idParams, noQuery, pageOf, pageQuery, pageResponses, responses, slugParams, type PageQuery } from '../../schemas/common';
import { refuseUnknownPicture } from '../picture-reference';
import { sendPublicPage, sendPublicRead, type RouteOptions } from '../route-context';
import { createAndReplaceRoutes } from '../create-and-replace-routes';

export const eventMessages = {
  notFound: 'Събитието не е намерено.',
  slugTaken: 'Събитие с този адрес (slug) вече съществува',
  created: 'Събитието е създадено успешно',
  updated: 'Събитието е обновено успешно',
  deleted: 'Събитието е изтрито успешно',
} as const;

const tags = ['events'];

export const eventsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, cache, auth } = ctx;
  const translateWriteError = (error: unknown): never => {
    refuseUnknownPicture(error);
    if (isUniqueViolation(error)) throw conflict(eventMessages.slugTaken, { field: 'slug' });
    throw error;
  };
  // "Today" changes at midnight in Sofia, so it is part of the cache key of the date-dependent lists.
  const fromToday =
    <T>(load: (today: string, request: PageRequest) => Promise<T>, request: PageRequest) =>
    () =>
      load(todayInSofia(), request);
  const untilMidnight = () => ({ until: nextMidnightInSofia() });

  app.get<{ Querystring: PageQuery }>(
    '/events',
    { schema: { tags, summary: 'All events by date, a page at a time', querystring: pageQuery, response: pageResponses(EventSchema, []) } },
    (request, reply) => sendPublicPage(request, reply, cache, () => repos.events.list(pageOf(request.query))),
  );

  app.get<{ Querystring: PageQuery }>(
    '/events/active',
    {
      schema: {
        tags,
        summary: 'Active events from today (Europe/Sofia) on, by date, a page at a time',
        querystring: pageQuery,
        response: pageResponses(EventSchema, []),
      },
    },
    (request, reply) => sendPublicPage(request, reply, cache, fromToday(repos.events.listUpcoming, pageOf(request.query)), undefined, untilMidnight()),
  );

  app.get<{ Querystring: PageQuery }>(
    '/events/recommended',
    {
      schema: {
        tags,
        summary: 'Active, recommended, upcoming events by date, a page at a time',
        querystring: pageQuery,
        response: pageResponses(EventSchema, []),
      },
    },
    (request, reply) => sendPublicPage(request, reply, cache, fromToday(repos.events.listRecommended, pageOf(request.query)), undefined, untilMidnight()),
  );

  app.get<{ Params: { slug: string } }>(
    '/events/slug/:slug',
    {
      schema: { tags, summary: 'One event by slug', params: slugParams, querystring: noQuery, response: responses({ status: 200, data: EventSchema }, [404]) },
    },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.events.findBySlug(request.params.slug), eventMessages.notFound),
  );

  app.get<{ Params: { id: number } }>(
    '/events/:id',
    { schema: { tags, summary: 'One event by id', params: idParams, querystring: noQuery, response: responses({ status: 200, data: EventSchema }, [404]) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.events.findById(request.params.id), eventMessages.notFound),
  );

  createAndReplaceRoutes<EventInput>(app, ctx, {
    path: '/events',
    tags,
    inputSchema: EventInputSchema,
    itemSchema: EventSchema,
    summaries: { create: 'Create an event', replace: 'Replace an event' },
    messages: eventMessages,
    refusals: [409],
    create: (input) => repos.events.create(input),
    replace: (id, input) => repos.events.update(id, input),
    translateWriteError,
  });

  app.patch<{ Params: { id: number }; Body: { isActive: boolean } }>(
    '/events/:id',
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: 'Activate or deactivate an event (events are listed by date)',
        security: staffSecurity('content'),
        params: idParams,
        body: EventStatusSchema,
        response: responses({ status: 200, data: EventSchema }, [401, 403, 404]),
      },
    },
    async (request) => {
      const changed = await repos.events.setActive(request.params.id, request.body.isActive);
      if (!changed) throw notFound(eventMessages.notFound);
      return ok(changed, eventMessages.updated);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/events/:id',
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: 'Delete an event',
        security: staffSecurity('content'),
        params: idParams,
        response: responses({ status: 200, data: { type: 'null' } }, [401, 403, 404]),
      },
    },
    async (request) => {
      if (!(await repos.events.delete(request.params.id))) throw notFound(eventMessages.notFound);
      return ok(null, eventMessages.deleted);
    },
  );
};

// Courses: public reads (all, active, by slug, by id) and the administrator's writes.
import type { FastifyPluginAsync } from 'fastify';
import { UnknownLectorError } from '../../db/repositories/courses';
import { badRequest, conflict } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { CourseInputSchema, CourseLinkSchema, CourseSchema, CourseSummarySchema } from '@site/shared/contracts/course';
import { idParams, noQuery, responses, slugParams } from '../../schemas/common';
import { sendPublicRead, type RouteOptions } from '../route-context';
import { refuseUnknownPicture } from '../picture-reference';
import { itemWriteRoutes } from '../item-write-routes';

export const courseMessages = {
  notFound: 'Курсът не е намерен.',
  slugTaken: 'Курс с този адрес (slug) вече съществува',
  unknownLector: (ids: number[]) => `Непознат лектор: ${ids.join(', ')}`,
  created: 'Курсът е създаден успешно',
  updated: 'Курсът е обновен успешно',
  deleted: 'Курсът е изтрит успешно',
} as const;

const list = { type: 'array', items: CourseSchema } as const;
const tags = ['courses'];

export const coursesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, cache } = ctx;

  const translateWriteError = (error: unknown): never => {
    refuseUnknownPicture(error);
    if (isUniqueViolation(error)) throw conflict(courseMessages.slugTaken, { field: 'slug' });
    if (error instanceof UnknownLectorError) throw badRequest(courseMessages.unknownLector(error.lectorIds), { field: 'lectorIds' });
    throw error;
  };

  app.get(
    '/courses',
    { schema: { tags, summary: 'All courses by order, then title', querystring: noQuery, response: responses({ status: 200, data: list }, []) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.courses.list({ activeOnly: false })),
  );

  app.get(
    '/courses/active',
    { schema: { tags, summary: 'Active courses by order, then title', querystring: noQuery, response: responses({ status: 200, data: list }, []) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.courses.list({ activeOnly: true })),
  );

  app.get(
    '/courses/summaries',
    {
      schema: {
        tags,
        summary: 'Active courses as cards, by order, then title',
        description:
          'What a course card shows (the course grid, the home slider): /courses/active without modules, lecturers, FAQ and long texts, about a tenth of its size.',
        querystring: noQuery,
        response: responses({ status: 200, data: { type: 'array', items: CourseSummarySchema } }, []),
      },
    },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.courses.listActiveCards()),
  );

  app.get(
    '/courses/links',
    {
      schema: {
        tags,
        summary: 'Active courses as links (id, slug, title), by order, then title',
        description: 'What a list of links to the courses needs (the site footer), without the rest of each course.',
        querystring: noQuery,
        response: responses({ status: 200, data: { type: 'array', items: CourseLinkSchema } }, []),
      },
    },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.courses.listActiveLinks()),
  );

  app.get<{ Params: { slug: string } }>(
    '/courses/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One course by slug',
        params: slugParams,
        querystring: noQuery,
        response: responses({ status: 200, data: CourseSchema }, [404]),
      },
    },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.courses.findBySlug(request.params.slug), courseMessages.notFound),
  );

  app.get<{ Params: { id: number } }>(
    '/courses/:id',
    { schema: { tags, summary: 'One course by id', params: idParams, querystring: noQuery, response: responses({ status: 200, data: CourseSchema }, [404]) } },
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.courses.findById(request.params.id), courseMessages.notFound),
  );

  itemWriteRoutes(app, ctx, {
    path: '/courses',
    tags,
    inputSchema: CourseInputSchema,
    itemSchema: CourseSchema,
    summaries: {
      create: 'Create a course',
      replace: 'Replace a course',
      patch: 'Activate or deactivate a course, or change its place in the list',
      delete: 'Delete a course',
    },
    messages: courseMessages,
    refusals: [409],
    repository: repos.courses,
    translateWriteError,
  });
};

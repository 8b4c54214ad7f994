// POST (create) and PUT (replace) of one kind of item the staff console writes: the same for articles,
// courses, events, lecturers, categories and promotions, written once beside statusAndDeleteRoutes.
import type { FastifyInstance } from 'fastify';
import { ok } from '@site/shared';
import { notFound } from '../lib/http-error';
import { staffSecurity, idParams, responses, type ErrorStatus } from '../schemas/common';
import { assertBodyIdMatches } from './body-id';
import type { RouteContext } from './route-context';

interface CreateAndReplaceOptions<Input extends { id?: number }> {
  /** '/courses': the routes are POST '/courses' and PUT '/courses/:id'. */
  path: string;
  tags: string[];
  inputSchema: object;
  itemSchema: object;
  summaries: { create: string; replace: string };
  messages: { notFound: string; created: string; updated: string };
  /** Refusals beyond 401, 403, 404 and 413 that the writes may answer (409 for a taken slug…), for the OpenAPI document. */
  refusals?: ErrorStatus[];
  /** Checks beyond the schema's, before anything is written; throws an HttpError. */
  check?(input: Input): void;
  create(input: Input): Promise<unknown>;
  /** The replaced item, or null when there is none with that id. */
  replace(id: number, input: Input): Promise<unknown>;
  /** Turns a database refusal (a unique slug, an unknown reference) into the client's error. */
  translateWriteError?(error: unknown): never;
}

export function createAndReplaceRoutes<Input extends { id?: number }>(
  app: FastifyInstance,
  { auth }: Pick<RouteContext, 'auth'>,
  options: CreateAndReplaceOptions<Input>,
): void {
  const { path, tags, inputSchema, itemSchema, summaries, messages, refusals = [] } = options;
  const written = <T>(write: Promise<T>) => (options.translateWriteError ? write.catch(options.translateWriteError) : write);

  app.post(
    path,
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: summaries.create,
        security: staffSecurity('content'),
        body: inputSchema,
        response: responses({ status: 201, data: itemSchema }, [401, 403, ...refusals, 413]),
      },
    },
    async (request, reply) => {
      const input = request.body as Input;
      options.check?.(input);
      const item = await written(options.create(input));
      return reply.code(201).send(ok(item, messages.created));
    },
  );

  app.put<{ Params: { id: number } }>(
    `${path}/:id`,
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: summaries.replace,
        security: staffSecurity('content'),
        params: idParams,
        body: inputSchema,
        response: responses({ status: 200, data: itemSchema }, [401, 403, 404, ...refusals, 413]),
      },
    },
    async (request) => {
      const input = request.body as Input;
      assertBodyIdMatches(input.id, request.params.id);
      options.check?.(input);
      const item = await written(options.replace(request.params.id, input));
      if (!item) throw notFound(messages.notFound);
      return ok(item, messages.updated);
    },
  );
}

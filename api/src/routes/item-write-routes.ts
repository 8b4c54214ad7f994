// The four writes of one kind of item the staff console manages and lists (create, replace, status and place,
// delete), registered from its repository: courses, lecturers, categories and promotions.
import type { FastifyInstance } from 'fastify';
import type { StatusAndOrder } from '@site/shared';
import type { ErrorStatus } from '../schemas/common';
import { createAndReplaceRoutes } from './create-and-replace-routes';
import { statusAndDeleteRoutes } from './status-and-delete-routes';
import type { RouteContext } from './route-context';

interface ItemRepository<Input, Item> {
  create(input: Input): Promise<Item>;
  /** null when there is no item with that id. */
  update(id: number, input: Input): Promise<Item | null>;
  setStatusAndOrder(id: number, change: StatusAndOrder): Promise<Item | null>;
  /** false when there is no item with that id. */
  delete(id: number): Promise<boolean>;
}

interface ItemWriteOptions<Input, Item> {
  /** '/courses': POST '/courses', and PUT, PATCH and DELETE '/courses/:id'. */
  path: string;
  tags: string[];
  inputSchema: object;
  itemSchema: object;
  summaries: { create: string; replace: string; patch: string; delete: string };
  messages: { notFound: string; created: string; updated: string; deleted: string };
  /** Refusals beyond 401, 403, 404 and 413 that POST and PUT may answer (409 for a taken slug…). */
  refusals?: ErrorStatus[];
  /** Turns a database refusal of POST or PUT (a unique slug, an unknown reference) into the client's error. */
  translateWriteError?(error: unknown): never;
  repository: ItemRepository<Input, Item>;
}

export function itemWriteRoutes<Input extends { id?: number }, Item>(
  app: FastifyInstance,
  ctx: Pick<RouteContext, 'auth'>,
  options: ItemWriteOptions<Input, Item>,
): void {
  const { path, tags, itemSchema, summaries, messages, repository } = options;
  createAndReplaceRoutes<Input>(app, ctx, {
    path,
    tags,
    inputSchema: options.inputSchema,
    itemSchema,
    summaries,
    messages,
    refusals: options.refusals,
    translateWriteError: options.translateWriteError,
    create: (input) => repository.create(input),
    replace: (id, input) => repository.update(id, input),
  });
  statusAndDeleteRoutes(app, ctx, {
    path,
    tags,
    itemSchema,
    summaries,
    messages,
    setStatusAndOrder: (id, change) => repository.setStatusAndOrder(id, change),
    remove: (id) => repository.delete(id),
  });
}

// JSON-schema building blocks of the routes: the envelope, path and query parameters, error answers. The
// entities' schemas (bodies and answers) are the contracts in @site/shared/contracts.
import type { Permission } from '../staff/roles';
import type { SwaggerTransform } from '@fastify/swagger';
import { Id } from '@site/shared/contracts/fields';
import { PageInfoSchema, PageQueryProperties } from '@site/shared/contracts/paging';
import type { PageRequest } from '@site/shared';

export { MAX_ID } from '@site/shared/contracts/patterns';

/** An id in a path or a query. */
export const idField = Id();

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idField },
} as const;

export const slugParams = {
  type: 'object',
  required: ['slug'],
  additionalProperties: false,
  properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

/** The query of a paged list: `page` (from 1) and `pageSize` (at most 100, 100 by default). */
export const pageQuery = { type: 'object', additionalProperties: false, properties: PageQueryProperties() } as const;

/** The query of a paged list as its handler reads it (Fastify fills in the defaults). */
export type PageQuery = PageRequest;

/** The page a query asks for, without its other fields. */
export const pageOf = ({ page, pageSize }: PageRequest): PageRequest => ({ page, pageSize });

/** Envelope of an error: `data` is null, or detail such as the offending field. */
export const errorEnvelope = {
  type: 'object',
  required: ['success', 'data', 'message'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    data: { description: 'null, or detail about the error (e.g. { field })' },
    message: { type: 'string', description: 'What went wrong, in Bulgarian' },
  },
} as const;

export function envelope<T extends object>(data: T) {
  return {
    type: 'object',
    required: ['success', 'data', 'message'],
    properties: { success: { type: 'boolean' }, data, message: { type: 'string' } },
  } as const;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** The success envelope of one page of a list: the items as `data`, where they are as `page`. */
export function pageEnvelope<T extends object>(items: T) {
  return {
    type: 'object',
    required: ['success', 'data', 'message', 'page'],
    properties: { success: { type: 'boolean' }, data: { type: 'array', items }, message: { type: 'string' }, page: PageInfoSchema },
  } as const;
}

/** Responses of a paged list: one page of `items` (see `pageEnvelope`) plus the error envelopes. */
export function pageResponses<T extends object>(items: T, errors: ErrorStatus[]) {
  return { ...responses({ status: 200, data: {} }, errors), 200: pageEnvelope(items) };
}

/** Response schemas per status: the success envelope plus the error envelopes the route can answer. */
export function responses<T extends object>(success: { status: 200 | 201 | 202; data: T }, errors: ErrorStatus[]) {
  const result: Record<string, object> = { [success.status]: envelope(success.data) };
  for (const status of new Set<ErrorStatus>([400, ...errors])) result[status] = errorEnvelope;
  result['5xx'] = errorEnvelope;
  return result;
}

/**
 * The credentials a staff route takes, with the permission it requires (api/src/staff/roles.ts) as the
 * requirement's scope, as OpenAPI 3.1 allows for any scheme: the client-data routes also take `?token=`.
 */
export function staffSecurity(permission: Permission): Record<string, string[]>[] {
  return permission === 'clients' ? [{ clientsToken: [permission] }, { clientsBearer: [permission] }] : [{ adminBearer: [permission] }];
}

/** Any session's access token (the sign-out). */
export const sessionSecurity: Record<string, string[]>[] = [{ adminBearer: [] }];

/** A file in a multipart body or an answer, as OpenAPI 3.1 describes raw bytes. */
export const fileSchema = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' } as const;

/**
 * The answers of a route that sends a file: its bytes in each of `mediaTypes` (Fastify sends them as they are,
 * nothing is serialised), and the error envelopes.
 */
export function fileResponses(
  description: string,
  mediaTypes: readonly string[],
  errors: ErrorStatus[],
  schema: object = { type: 'string', format: 'binary' },
) {
  const result: Record<string, object> = { 200: { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) } };
  for (const status of new Set<ErrorStatus>([400, ...errors])) result[status] = errorEnvelope;
  result['5xx'] = errorEnvelope;
  return result;
}

/**
 * The multipart body of an upload, for the OpenAPI document only (a route's `config.swaggerTransform`): the
 * route reads the parts as a stream, so Fastify must not validate a body it never parses.
 */
export function documentMultipartBody(properties: Record<string, object>): SwaggerTransform {
  return ({ schema, url }) => ({ schema: { ...schema, body: { type: 'object', required: Object.keys(properties), properties } }, url });
}

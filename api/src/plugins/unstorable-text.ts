// PostgreSQL cannot store a NUL character in text (error 22021), and half of a UTF-16 surrogate pair is no
// character at all (it would be stored as U+FFFD): refuse both at the edge, in any part of the request, with
// a 400 naming the field, before it reaches validation, a query or a log.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-error';

export const unstorableTextMessages = {
  bodyField: (field: string) => `Полето "${field}" съдържа недопустим знак`,
  parameter: (field: string) => `Параметърът "${field}" съдържа недопустим знак`,
} as const;

const MAX_DEPTH = 20;

/** A surrogate without its pair: with the u flag, a lone surrogate is a code point of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The dotted path of the first string holding a character that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path.join('.') : null;
  if (typeof value !== 'object' || value === null || path.length > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnstorableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function rejectUnstorableText(request: FastifyRequest): void {
  for (const part of [request.params, request.query]) {
    const field = findUnstorableText(part);
    if (field !== null) throw badRequest(unstorableTextMessages.parameter(field), { field });
  }
  const bodyField = findUnstorableText(request.body);
  if (bodyField !== null) throw badRequest(unstorableTextMessages.bodyField(bodyField || 'body'), { field: bodyField || 'body' });
}

export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => rejectUnstorableText(request));
}

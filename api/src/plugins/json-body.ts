// Request bodies are JSON (and multipart on the image upload, registered by that route alone).
// JSON goes through Fastify's own (prototype-poisoning-safe) parser, except that an empty body is no
// body: clients call POST /articles/{id}/view and /toggle-publish with `Content-Type: application/json`
// and nothing else. Fastify's built-in text/plain parser is removed, so any other type is a 415.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Fastify types its default JSON parser as either kind of parser; it is the callback kind (it calls `done`, returns nothing). */
type CallbackParser = (request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) => void;

export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error') as CallbackParser;
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

// Request bodies are JSON (and multipart on the image upload, registered by that route alone).
// JSON goes through Fastify's own (prototype-poisoning-safe) parser, except that an empty body is no
// body: clients call POST /articles/{id}/view and /toggle-publish with `Content-Type: application/json`
// and nothing else. Fastify's built-in text/plain parser is removed, so any other type is a 415.
import type { FastifyInstance } from 'fastify';

export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
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

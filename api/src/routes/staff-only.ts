// Routes for staff alone: the credential checked before anything else (`guard`: a permission's, or a session's),
// and answers never cached. Called first in a route plugin, it covers every route the plugin declares.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function staffOnly(app: FastifyInstance, guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): void {
  app.addHook('onRequest', guard);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}

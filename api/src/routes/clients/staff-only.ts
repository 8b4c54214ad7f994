// Routes that read or change people's data: the staff token before anything else, and never cached.
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../route-context';

export function staffOnly(app: FastifyInstance, auth: RouteContext['auth']): void {
  app.addHook('onRequest', auth.require('clients'));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}

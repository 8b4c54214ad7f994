// The administrator password check that hands out 12-hour access tokens, and the sign-out that ends one.
import type { FastifyPluginAsync } from 'fastify';
import { ok, type AdminLogin } from '@site/shared';
import { AdminLoginSchema, AuthTokenSchema } from '@site/shared/contracts/auth';
import { Type } from 'typebox';
import { authMessages } from '../../plugins/auth';
import { sessionSecurity, responses } from '../../schemas/common';
import type { RouteOptions } from '../route-context';

export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: AdminLogin }>(
    '/auth/verify-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the administrator password; answers an access token valid for 12 hours',
        description: 'Five wrong passwords a minute from one address, then 429 until the minute is over.',
        body: AdminLoginSchema,
        response: responses({ status: 200, data: AuthTokenSchema }, [401, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await ctx.auth.verifyPassword(request, request.body.token));
    },
  );

  app.post(
    '/auth/sign-out',
    {
      onRequest: ctx.auth.requireSession,
      schema: {
        tags: ['auth'],
        summary: 'End the session of the access token sent: every process refuses it from then on',
        security: sessionSecurity,
        response: responses({ status: 200, data: Type.Null() }, [401, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await ctx.auth.signOut(request);
      return ok(null, authMessages.signedOut);
    },
  );
};

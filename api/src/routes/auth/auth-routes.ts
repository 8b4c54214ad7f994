// Sign-in (a staff person's e-mail and password, or the administrator password) handing out 12-hour access
// tokens, and the sign-out that ends one.
import type { FastifyPluginAsync } from 'fastify';
import { ok, type AdminLogin, type SignIn } from '@site/shared';
import { AdminLoginSchema, AuthTokenSchema, SignInSchema } from '@site/shared/contracts/auth';
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

  app.post<{ Body: SignIn }>(
    '/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign a staff person in by e-mail and password; answers an access token valid for 12 hours, acting with the person's role",
        description:
          'The same 401 for an unknown e-mail, a wrong password and a person who is not active. Five failures a minute from one ' +
          'address, or for one e-mail, then 429 until the minute is over.',
        body: SignInSchema,
        response: responses({ status: 200, data: AuthTokenSchema }, [401, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await ctx.auth.signIn(request, request.body.email, request.body.password));
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

// Sign-in (a staff person's e-mail and password, or the administrator password) handing out access tokens
// (12 hours idle, 7 days in all), the sign-out that ends one, the person's list of their sessions, and a new
// password by e-mail for one who forgot theirs.
import type { FastifyPluginAsync } from 'fastify';
import { ok, type AdminLogin, type SignIn } from '@site/shared';
import { AdminLoginSchema, AuthTokenSchema, SignInSchema, StaffSessionSchema, type StaffSession } from '@site/shared/contracts/auth';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { authMessages } from '../../plugins/auth';
import { clearSessionCookie, sessionAnswer } from '../../plugins/session-cookie';
import { LinkPasswordSchema, PasswordResetRequestSchema, type LinkPassword, type PasswordResetRequest } from '@site/shared/contracts/staff';
import { completePasswordReset, countResetRequest, passwordResetMessages, sendResetLinkLater } from '../../staff/password-reset';
import { can } from '../../staff/roles';
import { idParams, sessionSecurity, responses } from '../../schemas/common';
import type { RouteOptions } from '../route-context';

export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: AdminLogin }>(
    '/auth/verify-token',
    {
      schema: {
        tags: ['auth'],
        summary: "Check the administrator password; answers the first owner's access token (12 hours idle, 7 days in all)",
        description:
          'Also takes a personal token (a session of its person). Once the first owner uses a second factor, the password alone is ' +
          'refused (401): they sign in with e-mail, password and code. Five wrong passwords a minute from one address, then 429 until the minute is over.',
        body: AdminLoginSchema,
        response: responses({ status: 200, data: AuthTokenSchema }, [401, 429]),
      },
    },
    async (request, reply) => sessionAnswer(request, reply, await ctx.auth.verifyPassword(request, request.body.token)),
  );

  app.post<{ Body: SignIn }>(
    '/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign a staff person in by e-mail and password; answers an access token (12 hours idle, 7 days in all) acting with the person's role",
        description:
          'The same 401 for an unknown e-mail, a wrong password and a person who is not active. A person who uses a second factor sends ' +
          'its `code` (a 6-digit code or a recovery code, each accepted once): without one 401 with `field: code`. Five failures (wrong ' +
          'codes included) a minute from one address, or for one e-mail, then 429 until the minute is over. `mustEnrol`: the role ' +
          'requires a second factor not yet enrolled, and the session may only enrol one.',
        body: SignInSchema,
        response: responses({ status: 200, data: AuthTokenSchema }, [401, 429]),
      },
    },
    async (request, reply) => sessionAnswer(request, reply, await ctx.auth.signIn(request, request.body.email, request.body.password, request.body)),
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
      clearSessionCookie(reply);
      return ok(null, authMessages.signedOut);
    },
  );

  app.get(
    '/auth/sessions',
    {
      onRequest: ctx.auth.requireSession,
      schema: {
        tags: ['auth'],
        summary: "The signed-in person's sessions: when each began and was last used, from which address and browser",
        security: sessionSecurity,
        response: responses({ status: 200, data: Type.Array(StaffSessionSchema) }, [401]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await ctx.auth.sessionOf(request);
      const rows = await ctx.repos.adminSessions.listOf(session.personId);
      return ok(
        rows.map((row): StaffSession => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          address: row.address,
          browser: row.userAgent,
          current: row.id === session.sessionId,
        })),
      );
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/auth/sessions/:id',
    {
      onRequest: ctx.auth.requireSession,
      schema: {
        tags: ['auth'],
        summary: "End one of one's sessions (an owner: anyone's), at once for every process",
        security: sessionSecurity,
        params: idParams,
        response: responses({ status: 200, data: Type.Null() }, [401, 404]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await ctx.auth.sessionOf(request);
      const ended = await ctx.repos.adminSessions.endById(request.params.id, can(session.role, 'people') ? null : session.personId);
      if (!ended) throw notFound(authMessages.sessionNotFound);
      return ok(null, authMessages.sessionEnded);
    },
  );

  app.post<{ Body: PasswordResetRequest }>(
    '/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ask for a new password: an active person with this e-mail gets a single-use link valid 30 minutes',
        description:
          'The same 202 for every address, answered before the address is looked up. Ten requests in 10 minutes from one ' +
          'address, or three for one e-mail, then 429.',
        body: PasswordResetRequestSchema,
        response: responses({ status: 202, data: Type.Null() }, [429]),
      },
    },
    async (request, reply) => {
      await countResetRequest(ctx, request.ip, request.body.email);
      sendResetLinkLater(ctx, request.body.email, request.log);
      reply.code(202).header('cache-control', 'no-store');
      return ok(null, passwordResetMessages.requested);
    },
  );

  app.post<{ Body: LinkPassword }>(
    '/auth/password-reset/complete',
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password from the e-mailed link's token: every session of the person ends; answers an access token (signed in)",
        description:
          'The password rules are those of an invitation. A person who uses a second factor sends its `code` too. 400 names the field ' +
          '(`token`, `password` or `code`).',
        body: LinkPasswordSchema,
        response: responses({ status: 200, data: AuthTokenSchema }, []),
      },
    },
    async (request, reply) => sessionAnswer(request, reply, await completePasswordReset(ctx, request, request.body)),
  );
};

// A signed-in person's personal tokens, for scripts and CI: created (shown once), listed and revoked.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import {
  NewPersonalTokenSchema,
  PersonalTokenRequestSchema,
  PersonalTokenSchema,
  type PersonalToken,
  type PersonalTokenRequest,
} from '@site/shared/contracts/auth';
import { Type } from 'typebox';
import type { StaffTokenRow } from '../../db/repositories/staff-tokens';
import { forbidden, notFound } from '../../lib/http-error';
import { secondFactorMessages } from '../../staff/second-factor';
import { can } from '../../staff/roles';
import { idParams, responses, sessionSecurity } from '../../schemas/common';
import type { RouteOptions } from '../route-context';
import { staffOnly } from '../staff-only';

const DAY_MS = 24 * 60 * 60 * 1000;

export const personalTokenMessages = {
  created: 'Ключът е създаден. Копирайте го сега: няма да бъде показан отново.',
  revoked: 'Ключът е отменен',
  notFound: 'Няма такъв ключ',
} as const;

const toAnswer = (row: StaffTokenRow): PersonalToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const personalTokenRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, repos } = ctx;
  staffOnly(app, auth.requireSession);

  app.post<{ Body: PersonalTokenRequest }>(
    '/auth/tokens',
    {
      schema: {
        tags: ['auth'],
        summary: "Create a personal token acting with the signed-in person's role, valid up to 90 days; the token is answered this once",
        description:
          'Only a session creates tokens (a personal token cannot make another). Send it as Authorization: Bearer, or in the lookup screens’ token field.',
        security: sessionSecurity,
        body: PersonalTokenRequestSchema,
        response: responses({ status: 201, data: NewPersonalTokenSchema }, [401, 403]),
      },
    },
    async (request, reply) => {
      const session = await auth.sessionOf(request);
      if (session.mustEnrol) throw forbidden(secondFactorMessages.enrolFirst);
      const { token, row } = await repos.staffTokens.create(session.personId, request.body.name.trim(), request.body.expiresInDays * DAY_MS);
      reply.code(201).header('cache-control', 'no-store');
      return ok({ token, personalToken: toAnswer(row) }, personalTokenMessages.created);
    },
  );

  app.get(
    '/auth/tokens',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in person's unexpired personal tokens (never the tokens themselves)",
        security: sessionSecurity,
        response: responses({ status: 200, data: Type.Array(PersonalTokenSchema) }, [401]),
      },
    },
    async (request) => {
      const session = await auth.sessionOf(request);
      return ok((await repos.staffTokens.listOf(session.personId)).map(toAnswer));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/auth/tokens/:id',
    {
      schema: {
        tags: ['auth'],
        summary: "One of the signed-in person's personal tokens (never the token itself)",
        security: sessionSecurity,
        params: idParams,
        response: responses({ status: 200, data: PersonalTokenSchema }, [401, 404]),
      },
    },
    async (request) => {
      const session = await auth.sessionOf(request);
      const row = (await repos.staffTokens.listOf(session.personId)).find((token) => token.id === request.params.id);
      if (!row) throw notFound(personalTokenMessages.notFound);
      return ok(toAnswer(row));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/auth/tokens/:id',
    {
      schema: {
        tags: ['auth'],
        summary: "Revoke one of one's personal tokens (an owner: anyone's): every process refuses it from the next request",
        security: sessionSecurity,
        params: idParams,
        response: responses({ status: 200, data: Type.Null() }, [401, 404]),
      },
    },
    async (request) => {
      const session = await auth.sessionOf(request);
      const revoked = await repos.staffTokens.revoke(request.params.id, can(session.role, 'people') ? null : session.personId);
      if (!revoked) throw notFound(personalTokenMessages.notFound);
      return ok(null, personalTokenMessages.revoked);
    },
  );
};

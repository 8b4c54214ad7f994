// The signed-in person's passkeys: options to make one, adding it (with recovery codes if it is their first
// second factor), listing and removing them.
import type { FastifyPluginAsync } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { ok } from '@site/shared';
import {
  NewPasskeySchema,
  PasskeyRegistrationSchema,
  PasskeySchema,
  WebAuthnOptionsSchema,
  type Passkey,
  type PasskeyRegistration,
} from '@site/shared/contracts/auth';
import { Type } from 'typebox';
import type { StaffPasskey } from '../../db/repositories/staff-passkeys';
import { conflict, notFound } from '../../lib/http-error';
import { idParams, responses, sessionSecurity } from '../../schemas/common';
import { addPasskey, passkeyMessages, registrationOptions, relyingParty } from '../../staff/passkeys';
import { mustEnrol, newRecoveryCodes, secondFactorMessages, usesSecondFactor } from '../../staff/second-factor';
import { createRepositories } from '../../db/create-repositories';
import type { RouteOptions } from '../route-context';

const toAnswer = (row: StaffPasskey): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const passkeyRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, repos } = ctx;
  const signedIn = async (request: Parameters<typeof auth.sessionOf>[0]) => {
    const session = await auth.sessionOf(request);
    return { session, person: (await repos.staffPeople.byId(session.personId))! };
  };

  app.post(
    '/auth/passkeys/options',
    {
      onRequest: auth.requireSession,
      schema: {
        tags: ['auth'],
        summary: 'WebAuthn options for the browser to make a new passkey for the signed-in person (answer within 5 minutes)',
        security: sessionSecurity,
        description: '409 for a person without an e-mail (the first owner before OWNER_EMAIL).',
        response: responses({ status: 200, data: WebAuthnOptionsSchema }, [401, 409]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { person } = await signedIn(request);
      const { companyName } = (await ctx.mail.context()).settings;
      return ok(await registrationOptions(repos, person, relyingParty(request, ctx.config.publicUrl), companyName));
    },
  );

  app.post<{ Body: PasskeyRegistration }>(
    '/auth/passkeys',
    {
      onRequest: auth.requireSession,
      schema: {
        tags: ['auth'],
        summary: "Add a passkey from the browser's answer to the options; with the person's first second factor, ten recovery codes shown this once",
        description: '400 with `field: response` when it does not verify (or the options are older than 5 minutes).',
        security: sessionSecurity,
        body: PasskeyRegistrationSchema,
        response: responses({ status: 201, data: NewPasskeySchema }, [401]),
      },
    },
    async (request, reply) => {
      const { person } = await signedIn(request);
      const hadOne = await usesSecondFactor(repos, person);
      const rp = relyingParty(request, ctx.config.publicUrl);
      const passkey = await addPasskey(repos, person, request.body.name.trim(), request.body.response as unknown as RegistrationResponseJSON, rp);
      const recoveryCodes = hadOne ? [] : await newRecoveryCodes(repos, person.id);
      await repos.adminSessions.enrolled(person.id);
      reply.code(201).header('cache-control', 'no-store');
      return ok({ passkey: toAnswer(passkey), recoveryCodes }, hadOne ? passkeyMessages.added : secondFactorMessages.enabled);
    },
  );

  app.get(
    '/auth/passkeys',
    {
      onRequest: auth.requireSession,
      schema: {
        tags: ['auth'],
        summary: "The signed-in person's passkeys",
        security: sessionSecurity,
        response: responses({ status: 200, data: Type.Array(PasskeySchema) }, [401]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { person } = await signedIn(request);
      return ok((await repos.staffPasskeys.listOf(person.id)).map(toAnswer));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/auth/passkeys/:id',
    {
      onRequest: auth.requireSession,
      schema: {
        tags: ['auth'],
        summary: "Remove one of the signed-in person's passkeys",
        description: '409 when it is their last second factor and their role requires one.',
        security: sessionSecurity,
        params: idParams,
        response: responses({ status: 200, data: Type.Null() }, [401, 404, 409]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { person } = await signedIn(request);
      await ctx.database.db.transaction(async (tx) => {
        const txRepos = createRepositories(tx);
        if (!(await txRepos.staffPasskeys.remove(request.params.id, person.id))) throw notFound(passkeyMessages.notFound);
        // The last second factor of a role that requires one stays (the error rolls the removal back).
        if (await mustEnrol(txRepos, person)) throw conflict(passkeyMessages.lastFactor);
      });
      return ok(null, passkeyMessages.removed);
    },
  );
};

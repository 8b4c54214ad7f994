// The signed-in person: who they are, and enrolling their second factor (an authenticator app, with recovery codes).
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import {
  RecoveryCodesSchema,
  SignedInPersonSchema,
  TotpConfirmationSchema,
  TotpEnrolmentSchema,
  type SignedInPerson,
  type TotpConfirmation,
} from '@site/shared/contracts/auth';
import { badRequest } from '../../lib/http-error';
import { responses, sessionSecurity } from '../../schemas/common';
import { confirmTotp, secondFactorMessages, startTotp, usesSecondFactor } from '../../staff/second-factor';
import type { RouteOptions } from '../route-context';
import { staffOnly } from '../staff-only';

export const secondFactorRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, repos } = ctx;
  staffOnly(app, auth.requireSession);
  const personOf = async (personId: number) => (await repos.staffPeople.byId(personId))!;

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person: name, e-mail, role, and their second factor',
        security: sessionSecurity,
        response: responses({ status: 200, data: SignedInPersonSchema }, [401]),
      },
    },
    async (request) => {
      const session = await auth.sessionOf(request);
      const person = await personOf(session.personId);
      const me: SignedInPerson = {
        id: person.id,
        name: person.name,
        email: person.email,
        role: person.role,
        secondFactor: await usesSecondFactor(repos, person),
        totp: person.totpEnabledAt !== null,
        recoveryCodesLeft: await repos.staffSecondFactors.recoveryCodesLeft(person.id),
        mustEnrol: session.mustEnrol,
      };
      return ok(me);
    },
  );

  app.post(
    '/auth/totp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Begin enrolling an authenticator app: a new secret and its otpauth:// URI (the second factor is on once confirmed)',
        description: '409 while the app is on (an owner resets the second factor), or for a person without an e-mail (the first owner before OWNER_EMAIL).',
        security: sessionSecurity,
        response: responses({ status: 200, data: TotpEnrolmentSchema }, [401, 409]),
      },
    },
    async (request) => {
      const session = await auth.sessionOf(request);
      const { companyName } = (await ctx.mail.context()).settings;
      return ok(await startTotp(repos, await personOf(session.personId), companyName));
    },
  );

  app.post<{ Body: TotpConfirmation }>(
    '/auth/totp/confirm',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Turn the authenticator app on with its current code: answers ten single-use recovery codes, shown this once (none when the person already has a passkey: their codes stay)',
        description: 'A wrong code is 400 with `field: code`; the sessions of the person may then do all their role allows.',
        security: sessionSecurity,
        body: TotpConfirmationSchema,
        response: responses({ status: 200, data: RecoveryCodesSchema }, [401, 409]),
      },
    },
    async (request) => {
      const session = await auth.sessionOf(request);
      const recoveryCodes = await confirmTotp(repos, await personOf(session.personId), request.body.code);
      if (!recoveryCodes) throw badRequest(secondFactorMessages.wrongCode, { field: 'code' });
      await repos.adminSessions.enrolled(session.personId);
      return ok({ recoveryCodes }, secondFactorMessages.enabled);
    },
  );
};

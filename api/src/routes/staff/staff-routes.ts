// The staff team (owner): the people and their roles, inviting one and changing one; and the invited person accepting.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import { AuthTokenSchema } from '@site/shared/contracts/auth';
import {
  LinkPasswordSchema,
  StaffChangeSchema,
  StaffInvitationSchema,
  StaffPersonSchema,
  type LinkPassword,
  type StaffChange,
  type StaffInvitation,
} from '@site/shared/contracts/staff';
import { toStaffPersonAnswer } from '../../db/repositories/staff-people';
import { sessionOrigin } from '../../plugins/auth';
import { sessionAnswer } from '../../plugins/session-cookie';
import { idParams, noQuery, responses, staffSecurity } from '../../schemas/common';
import { acceptInvitation, invitationMessages, invite } from '../../staff/invitations';
import { changePerson, staffChangeMessages } from '../../staff/staff-changes';
import type { RouteOptions } from '../route-context';

const tags = ['staff'];

export const staffRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, repos } = ctx;

  app.get(
    '/staff',
    {
      onRequest: auth.require('people'),
      schema: {
        tags,
        summary: 'The staff people, with their role, status and last sign-in (owner)',
        security: staffSecurity('people'),
        querystring: noQuery,
        response: responses({ status: 200, data: { type: 'array', items: StaffPersonSchema } }, [401, 403]),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const people = await repos.staffPeople.list();
      const withPasskeys = await repos.staffPasskeys.peopleWithPasskeys(people.map((person) => person.id));
      return ok(people.map((person) => toStaffPersonAnswer(person, withPasskeys.has(person.id))));
    },
  );

  app.post<{ Body: StaffInvitation }>(
    '/staff',
    {
      onRequest: auth.require('people'),
      schema: {
        tags,
        summary: 'Invite a person by e-mail with a role (and, for a team, its remotes): a single-use link valid 72 hours goes out by e-mail',
        security: staffSecurity('people'),
        body: StaffInvitationSchema,
        response: responses({ status: 201, data: StaffPersonSchema }, [401, 403, 409]),
      },
    },
    async (request, reply) => {
      reply.code(201).header('cache-control', 'no-store');
      return ok(await invite(ctx, request.body), invitationMessages.invited);
    },
  );

  app.patch<{ Params: { id: number }; Body: StaffChange }>(
    '/staff/:id',
    {
      onRequest: auth.require('people'),
      schema: {
        tags,
        summary: "Change a person's role, remotes or status (active, disabled); a person disabled or given another role is signed out everywhere at once",
        description: 'The team keeps at least one active owner (409). An invited person becomes active only by accepting (409).',
        security: staffSecurity('people'),
        params: idParams,
        body: StaffChangeSchema,
        response: responses({ status: 200, data: StaffPersonSchema }, [401, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await changePerson(ctx, request.params.id, request.body), staffChangeMessages.changed);
    },
  );

  app.post<{ Body: LinkPassword }>(
    '/auth/invitations/accept',
    {
      schema: {
        tags: ['auth'],
        summary: "Accept an invitation: the link's token and the person's new password; answers an access token (signed in)",
        description:
          'The password: at least 15 characters, at most 128, not among the ~49,000 most common, not containing the e-mail name or the site name. 400 names the field.',
        body: LinkPasswordSchema,
        response: responses({ status: 200, data: AuthTokenSchema }, []),
      },
    },
    async (request, reply) => sessionAnswer(request, reply, await acceptInvitation(ctx, request.body.token, request.body.password, sessionOrigin(request))),
  );
};

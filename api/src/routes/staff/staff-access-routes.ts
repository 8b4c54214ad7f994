// What an owner does about the team's access: sign a person out everywhere, reset a lost second factor, choose
// the roles that must use one, and revoke the shared staff token (CLIENTS_TOKEN).
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import { SharedTokenSchema, StaffPolicySchema, type SharedToken, type StaffPolicy } from '@site/shared/contracts/staff';
import { Type } from 'typebox';
import { createRepositories } from '../../db/create-repositories';
import { notFound } from '../../lib/http-error';
import { idParams, responses, staffSecurity } from '../../schemas/common';
import { secondFactorMessages } from '../../staff/second-factor';
import { signOutEverywhere, staffChangeMessages } from '../../staff/staff-changes';
import type { RouteContext, RouteOptions } from '../route-context';
import { staffOnly } from '../staff-only';

const tags = ['staff'];
const security = staffSecurity('people');

export const staffAccessMessages = {
  signedOut: 'Всички сесии и ключове на човека са прекратени',
  policySaved: 'Правилата за втори фактор са запазени: важат от следващия вход',
  sharedTokenRevoked: 'Общият ключ е отменен: вече не се приема',
} as const;

async function sharedTokenOf(ctx: RouteContext): Promise<SharedToken> {
  const policy = await ctx.repos.staffPolicy.get();
  const revoked = ctx.repos.staffPolicy.isRevoked(policy, ctx.config.clientsToken);
  return { role: 'sales', active: !revoked, revokedAt: revoked ? (policy.sharedTokenRevokedAt?.toISOString() ?? null) : null };
}

export const staffAccessRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, repos } = ctx;
  staffOnly(app, auth.require('people'));

  /** Runs `change` on an existing person with their sessions and tokens ended, in one transaction (404 otherwise). */
  const withPerson = (id: number, change: (txRepos: ReturnType<typeof createRepositories>) => Promise<void>) =>
    ctx.database.db.transaction(async (tx) => {
      const txRepos = createRepositories(tx);
      if (!(await txRepos.staffPeople.byId(id))) throw notFound(staffChangeMessages.notFound);
      await change(txRepos);
      await signOutEverywhere(txRepos, id);
    });

  app.post<{ Params: { id: number } }>(
    '/staff/:id/sign-out',
    {
      schema: {
        tags,
        summary: 'End every session and revoke every personal token of a person, at once in every process',
        security,
        params: idParams,
        response: responses({ status: 200, data: Type.Null() }, [401, 403, 404]),
      },
    },
    async (request) => {
      await withPerson(request.params.id, async () => undefined);
      return ok(null, staffAccessMessages.signedOut);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/staff/:id/second-factor',
    {
      schema: {
        tags,
        summary:
          "Reset a person's second factor (a lost phone or key): the authenticator app, passkeys and recovery codes are removed, the person is signed out everywhere and enrols again",
        security,
        params: idParams,
        response: responses({ status: 200, data: Type.Null() }, [401, 403, 404]),
      },
    },
    async (request) => {
      await withPerson(request.params.id, async (txRepos) => {
        await txRepos.staffSecondFactors.clear(request.params.id);
        await txRepos.staffPasskeys.removeAllOf(request.params.id);
      });
      return ok(null, secondFactorMessages.reset);
    },
  );

  app.get(
    '/staff/policy',
    {
      schema: {
        tags,
        summary: 'The roles whose people must use a second factor',
        security,
        response: responses({ status: 200, data: StaffPolicySchema }, [401, 403]),
      },
    },
    async () => {
      return ok({ secondFactorRoles: (await repos.staffPolicy.get()).secondFactorRoles } satisfies StaffPolicy);
    },
  );

  app.put<{ Body: StaffPolicy }>(
    '/staff/policy',
    {
      schema: {
        tags,
        summary: 'Choose the roles whose people must use a second factor: those without one are asked to enrol at their next sign-in',
        security,
        body: StaffPolicySchema,
        response: responses({ status: 200, data: StaffPolicySchema }, [401, 403]),
      },
    },
    async (request) => {
      await repos.staffPolicy.setSecondFactorRoles(request.body.secondFactorRoles);
      return ok({ secondFactorRoles: request.body.secondFactorRoles }, staffAccessMessages.policySaved);
    },
  );

  app.get(
    '/staff/shared-token',
    {
      schema: {
        tags,
        summary: 'The shared staff token (CLIENTS_TOKEN): its role and whether it is still accepted (never its value)',
        security,
        response: responses({ status: 200, data: SharedTokenSchema }, [401, 403]),
      },
    },
    async () => {
      return ok(await sharedTokenOf(ctx));
    },
  );

  app.delete(
    '/staff/shared-token',
    {
      schema: {
        tags,
        summary: 'Revoke the shared staff token: every process refuses it from the next request (a new CLIENTS_TOKEN in the environment works)',
        security,
        response: responses({ status: 200, data: SharedTokenSchema }, [401, 403]),
      },
    },
    async () => {
      await repos.staffPolicy.revokeSharedToken(ctx.config.clientsToken);
      return ok(await sharedTokenOf(ctx), staffAccessMessages.sharedTokenRevoked);
    },
  );
};

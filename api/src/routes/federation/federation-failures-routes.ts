// POST /api/federation/failures: a visitor's browser could not load a remote. Counted per release in the
// console's release view (the last 24 hours); kept a week, without the visitor's address or anything
// else about them, and limited per address so no one can flood it.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import { FederationFailureInputSchema, RELEASE_ID_PATTERN, type FederationFailureInput } from '@site/shared/contracts/release';
import { releaseMessages } from '@site/shared/release-messages';
import { noQuery, responses } from '../../schemas/common';
import { folderOf } from '../../releases/remotes';
import type { RouteOptions } from '../route-context';

const WEEK_MS = 7 * 24 * 3600_000;

export const federationFailuresRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const repo = ctx.repos.releases;

  /** The release a page named by this URL: a stored release's own path, or a hosted release's URL. */
  async function releaseOf({ remote, manifestUrl }: FederationFailureInput): Promise<string | null> {
    const stored = new RegExp(`^/remotes/${folderOf(remote)}/r/(${RELEASE_ID_PATTERN.slice(1, -1)})/mf-manifest\\.json$`).exec(manifestUrl)?.[1];
    const release = stored ? await repo.find(stored) : await repo.findHosted(remote, manifestUrl);
    return release && release.remote === remote ? release.id : null;
  }

  app.post<{ Body: FederationFailureInput }>(
    '/federation/failures',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, keepsPublicCache: true },
      schema: {
        tags: ['releases'],
        summary: 'A remote failed to load in this browser: counted against the release the page named (no personal data is kept)',
        security: [],
        querystring: noQuery,
        body: FederationFailureInputSchema,
        response: responses({ status: 201, data: { type: 'null' } }, [429]),
      },
    },
    async (request, reply) => {
      await repo.recordFailure(request.body.remote, await releaseOf(request.body));
      await repo.deleteFailuresBefore(new Date(Date.now() - WEEK_MS));
      return reply.code(201).send(ok(null, releaseMessages.failureRecorded));
    },
  );
};

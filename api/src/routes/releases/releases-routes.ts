// Releases of the remotes, for the administrator and a team's CI: list them, register one (an uploaded
// build folder or a build hosted elsewhere), and make one live or a canary (rolling back is promoting an
// earlier one). Every route needs the administrator's token.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@site/shared';
import {
  HostedReleaseInputSchema,
  PromoteReleaseInputSchema,
  ReleaseSchema,
  RemoteReleasesSchema,
  type HostedReleaseInput,
  type PromoteReleaseInput,
  type RemoteName,
} from '@site/shared/contracts/release';
import { releaseMessages } from '@site/shared/release-messages';
import { MAX_RELEASE_BYTES } from '@site/shared/upload-limits';
import { badRequest, HttpError } from '../../lib/http-error';
import { createReleaseService, type ReleaseOptions } from '../../releases/release-service';
import { staffSecurity, documentMultipartBody, fileSchema, noQuery, responses } from '../../schemas/common';
import { releaseParams, remoteParams } from '../../schemas/releases';
import { publicOrigin } from '../../site/public-origin';
import type { RouteOptions } from '../route-context';
import { staffOnly } from '../staff-only';

const tags = ['releases'];
const registered = { type: 'object', required: ['release'], additionalProperties: false, properties: { release: ReleaseSchema } } as const;

export const releasesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, config } = ctx;
  staffOnly(app, auth.require('releases'));
  const service = createReleaseService({
    app,
    repo: ctx.repos.releases,
    pointers: ctx.releases,
    siteDir: config.siteDir,
    checkTimeoutMs: config.releaseCheckTimeoutMs,
    hosted: { hosts: config.releaseHosts, privateAddressesAllowed: config.releaseHostsMayBeInternal },
  });
  await app.register(multipart, { limits: { fileSize: MAX_RELEASE_BYTES, files: 1, fields: 3, parts: 4 } });

  app.get(
    '/releases',
    {
      schema: {
        tags,
        summary: 'Each remote with its live release, its canary and its newest earlier releases (at most 20, newest first)',
        security: staffSecurity('releases'),
        querystring: noQuery,
        response: responses({ status: 200, data: { type: 'array', items: RemoteReleasesSchema } }, [401, 403]),
      },
    },
    async () => {
      return ok(await service.list(), releaseMessages.listed);
    },
  );

  app.post<{ Params: { remote: RemoteName }; Body: HostedReleaseInput | undefined }>(
    '/releases/:remote',
    {
      config: {
        // Counted after the credential is checked: refused ones (401) do not use up a valid one's uploads.
        rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler' },
        maxFileBytes: MAX_RELEASE_BYTES,
        swaggerTransform: documentMultipartBody({
          build: { ...fileSchema, description: 'The build folder (mf-*/dist, with server/) as a .tar.gz' },
        }),
      },
      schema: {
        tags,
        summary:
          'Register a release: an uploaded build folder (multipart "build": .tar.gz; optional "promote", "share", "gitCommit") or a build hosted elsewhere (JSON { manifestUrl })',
        description:
          'The build is checked before it is accepted: its server container loads in isolation, it exposes every module the shell uses with the shape of a route or section module, the running shell meets its shared requirements, and each of its public pages renders once with the current data. Unless promote is false it is then made live (or a canary for share percent of visitors). 400: not a build; 409: already registered (data.id); 422: refused, with data.reasons.',
        security: staffSecurity('releases'),
        params: remoteParams,
        querystring: noQuery,
        consumes: ['multipart/form-data', 'application/json'],
        body: { content: { 'application/json': { schema: HostedReleaseInputSchema } } },
        response: responses({ status: 201, data: registered }, [401, 403, 409, 413, 415, 422, 503]),
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(request, config.publicUrl);
      const { remote } = request.params;
      if (request.isMultipart()) {
        const { archive, options } = await readUpload(request.parts());
        const { release, message } = await service.registerUpload(remote, archive, options, origin);
        return reply.code(201).send(ok({ release }, message));
      }
      const body = request.body;
      if (!body) throw new HttpError(415, releaseMessages.notAnArchive);
      const { release, message } = await service.registerHosted(
        remote,
        body.manifestUrl,
        { gitCommit: body.gitCommit ?? null, promote: body.promote ?? true, share: body.share ?? 100 },
        origin,
      );
      return reply.code(201).send(ok({ release }, message));
    },
  );

  app.post<{ Params: { remote: RemoteName; id: string }; Body: PromoteReleaseInput }>(
    '/releases/:remote/:id/promote',
    {
      schema: {
        tags,
        summary:
          'Make a release live (share 100, the default) or a canary for share percent of visitors (1–99), sticky per visitor by a cookie; rolling back is promoting an earlier id',
        security: staffSecurity('releases'),
        params: releaseParams,
        querystring: noQuery,
        body: PromoteReleaseInputSchema,
        response: responses({ status: 200, data: registered }, [401, 403, 404, 409]),
      },
    },
    async (request) => {
      const { release, message } = await service.promote(request.params.remote, request.params.id, request.body.share ?? 100);
      return ok({ release }, message);
    },
  );
};

type Parts = AsyncIterableIterator<{ type: 'file'; fieldname: string; toBuffer(): Promise<Buffer> } | { type: 'field'; fieldname: string; value: unknown }>;

/** The uploaded archive and the fields beside it, each checked. */
async function readUpload(parts: Parts): Promise<{ archive: Buffer; options: ReleaseOptions }> {
  let archive: Buffer | null = null;
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'build') throw badRequest(releaseMessages.notAnArchive, { field: part.fieldname });
      archive = await part.toBuffer();
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!archive || archive.length === 0) throw badRequest(releaseMessages.notAnArchive, { field: 'build' });
  const share = fields['share'] === undefined ? 100 : Number(fields['share']);
  if (!Number.isInteger(share) || share < 1 || share > 100) throw badRequest('Полето „Дял“ трябва да е цяло число от 1 до 100', { field: 'share' });
  const promote = fields['promote'] === undefined ? true : fields['promote'] !== 'false';
  const gitCommit = fields['gitCommit'] ?? null;
  if (gitCommit !== null && !/^[0-9a-f]{4,64}$/.test(gitCommit))
    throw badRequest('Полето „Commit“ трябва да е git commit (шестнадесетични цифри)', { field: 'gitCommit' });
  return { archive, options: { gitCommit, promote, share } };
}

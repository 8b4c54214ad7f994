// The backups for owners («Резервни копия», `npm run backup`): take one now, list them, download one.
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '@site/shared';
import { BackupOverviewSchema, BackupSchema } from '@site/shared/contracts/backups';
import { conflict, notFound } from '../../lib/http-error';
import { fileResponses, responses, staffSecurity } from '../../schemas/common';
import type { RouteOptions } from '../route-context';
import { staffOnly } from '../staff-only';

const tags = ['backups'];
const security = staffSecurity('backups');

export const backupMessages = {
  taken: 'Резервното копие е готово.',
  busy: 'В момента се прави друго резервно копие. Опитайте отново след малко.',
  notFound: 'Няма такова резервно копие.',
} as const;

export const backupRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, backups } = ctx;
  staffOnly(app, auth.require('backups'));

  app.post(
    '/backups',
    {
      config: { keepsPublicCache: true },
      schema: {
        tags,
        summary: 'Takes a backup of the whole database now, while the site serves, and answers it (owner)',
        description: '409 while another backup (a scheduled one, or one asked for by another owner) is being taken.',
        security,
        response: responses({ status: 201, data: BackupSchema }, [401, 403, 409]),
      },
    },
    async (_request, reply) => {
      const backup = await backups.takeNow();
      if (!backup) throw conflict(backupMessages.busy);
      reply.code(201);
      return ok(backup, backupMessages.taken);
    },
  );

  app.get(
    '/backups',
    {
      schema: {
        tags,
        summary: 'The backups, newest first, with their checks, and when the next daily one is due (owner)',
        security,
        response: responses({ status: 200, data: BackupOverviewSchema }, [401, 403]),
      },
    },
    async () => {
      return ok(await backups.overview());
    },
  );

  app.get<{ Params: { name: string } }>(
    '/backups/:name',
    {
      schema: {
        tags,
        summary: 'Downloads one backup file (owner)',
        security,
        params: Type.Object({ name: Type.String({ maxLength: 100, description: 'As listed by GET /api/backups' }) }),
        response: fileResponses('The backup file (sent as an attachment)', ['application/octet-stream'], [401, 403, 404]),
      },
    },
    async (request, reply) => {
      const file = await backups.fileOf(request.params.name);
      if (!file) throw notFound(backupMessages.notFound);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .send(createReadStream(file));
    },
  );
};

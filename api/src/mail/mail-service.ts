// Mail as the routes see it: the settings, what composing a message needs, and the outbox worker that
// delivers in the background (kicked after a request wrote messages, and every few seconds).
import type { FastifyBaseLogger } from 'fastify';
import type { SiteSettings } from '@site/shared';
import type { DatabaseHandle } from '../db/database';
import type { Repositories } from '../db/create-repositories';
import { createBackgroundTask, type BackgroundTask } from '../lib/background-task';
import type { MailConfig } from './mail-config';
import { outboxDelivery } from './outbox-worker';
import type { MailContext } from './sign-up-messages';
import { createSmtpTransport } from './smtp-transport';

export interface MailService {
  config: MailConfig;
  /** Settings, site data and the withdrawal links' key (read once from the database). */
  context(): Promise<MailContext>;
  /** The outbox worker. */
  worker: BackgroundTask;
}

export function createMailService(options: {
  config: MailConfig;
  settings: SiteSettings;
  database: DatabaseHandle;
  repos: Repositories;
  log: FastifyBaseLogger;
}): MailService {
  const { config, settings, database, repos, log } = options;
  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.from, config.replyTo) : null;
  let key: Promise<Buffer> | null = null;
  const worker = createBackgroundTask({
    name: 'outbox',
    run: outboxDelivery({ kind: database.kind, outbox: repos.outbox, transport, mail: config, log }),
    intervalMs: config.pollMs,
    log,
  });
  const stop = worker.stop;
  return {
    config,
    async context() {
      key ??= repos.serverKeys.get('unsubscribe-link').catch((error: unknown) => {
        key = null;
        throw error;
      });
      return { mail: config, settings, unsubscribeKey: await key };
    },
    worker: {
      ...worker,
      async stop() {
        await stop();
        transport?.close();
      },
    },
  };
}

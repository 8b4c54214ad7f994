// Entry point: reads the environment, resolves the secrets, builds the app, listens, and shuts down cleanly.
import './lib/production-build';
import { getErrorMessage } from '@site/shared';
import path from 'node:path';
import pretty from 'pino-pretty';
import { startupGuide } from './startup-guide';
import { buildApp } from './app';
import { collectWhenIdle } from './lib/idle-collection';
import { safeErrorLog } from './lib/safe-error-log';
import type { AppConfig } from './app-config';
import { readEnvConfig } from './config';
import { mailConfig } from './mail/mail-config';
import { resolveSecrets } from './secrets';
import { writeServerPid } from './server-pid';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const env = readEnvConfig();
  const secrets = await resolveSecrets(env, env.dataDir, (text) => process.stdout.write(`${text}\n`));
  const config: AppConfig = {
    database: env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') },
    uploadsDir: env.uploadsDir,
    adminPassword: secrets.adminPassword,
    clientsToken: secrets.clientsToken,
    ownerEmail: env.ownerEmail,
    corsOrigins: env.corsOrigins,
    siteDir: env.siteDir,
    remotes: env.remotes,
    seed: env.seed,
    logLevel: env.logLevel,
    // On a terminal (`npm start`) a readable line per entry; JSON lines when the output goes to a file or a collector.
    logStream: process.stdout.isTTY
      ? pretty({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true })
      : undefined,
    trustProxy: env.trustProxy,
    publicCacheTtlMs: 5_000,
    publicUrl: env.publicUrl,
    siteSettings: env.siteSettings,
    formLimits: env.formLimits,
    releaseHosts: env.releaseHosts,
    backups: { dir: env.backups.dir, key: env.backups.key },
    daily: { at: env.backups.at, backups: env.backups.scheduled, auditRetentionDays: env.auditRetentionDays },
    // Links in messages lead to PUBLIC_URL, or to this server on localhost when it is unset.
    mail: mailConfig({
      ...env.mail,
      siteOrigin: env.publicUrl ?? `http://localhost:${env.port}`,
      companyName: env.siteSettings.companyName,
      replyTo: env.siteSettings.supportEmail,
    }),
  };
  const app = await buildApp(config);

  let closing = false;
  let removePid = () => {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, closing the database');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        removePid();
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ error: safeErrorLog(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.port, host: env.host });
  if (config.database.kind === 'pglite') removePid = writeServerPid(env.dataDir);
  app.log.info({ database: config.database.kind, siteDir: config.siteDir }, 'server ready');
  collectWhenIdle({}, (before, after, nativeGivenBack) =>
    app.log.debug({ heapUsedMb: [before, after].map((bytes) => Math.round(bytes / 1024 / 1024)), nativeGivenBack }, 'quiet after work: garbage collected'),
  );
  if (config.siteDir) process.stdout.write(`${startupGuide(env.port, env.host, { sending: config.mail.smtpUrl !== null }, env.backups)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${getErrorMessage(error)}\n`);
  process.exit(1);
});

// Builds the whole server (API, docs, site) over a freshly opened and migrated database; used by server.ts and tests.
import { createServer } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { registerAuditHook } from './audit/audit-log';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { fail } from '@site/shared';
import type { AppConfig } from './app-config';
import { missingSiteSettings } from './config';
import { createBackupService } from './backups/backup-service';
import { erasureJournal } from './backups/erasure-journal';
import { createRepositories } from './db/create-repositories';
import { openDatabase, type DatabaseHandle } from './db/database';
import { seedDatabase } from './db/seed';
import { createBackgroundTask } from './lib/background-task';
import { analyzeMostChanged } from './db/maintenance';
import { loopUseSinceLastRead } from './lib/loop-use';
import { articleHtmlFor } from './lib/article-html';
import { createKeptAnswersFront } from './lib/kept-answers-front';
import { named } from './lib/named-plugin';
import { createMailService } from './mail/mail-service';
import { PublicCache } from './lib/public-cache';
import { JSON_TYPE, REVALIDATE } from './lib/send-cached-answer';
import { safeErrorLog } from './lib/safe-error-log';
import { registerApiDocs } from './plugins/api-docs';
import { createAuth } from './plugins/auth';
import { clientErrorHandler } from './plugins/client-error';
import { errorMessages, frameworkErrors, installErrorHandler, MAX_PARAM_LENGTH } from './plugins/error-handler';
import { acceptJsonBodiesOnly } from './plugins/json-body';
import { createRequestLog } from './plugins/request-log';
import { registerSecurityHeaders, securityHeadersFor } from './plugins/security-headers';
import { serializersOnFirstUse, useStrictBodyValidation } from './plugins/validator';
import { apiRoutes } from './routes/api-routes';
import { createFormLimiter } from './routes/public-forms';
import { createSignUpWriter } from './routes/clients/sign-up-writer';
import { batchesAtOnce } from './lib/group-commit';
import { unsubscribeRoutes } from './routes/unsubscribe/unsubscribe-routes';
import type { RouteContext } from './routes/route-context';
import { createPageHeadResolver } from './site/page-heads';
import { pageFormRoutes } from './site/page-forms';
import { seoRoutes } from './site/seo-routes';
import { registerSite, wantsHtml, type Site } from './site/site-plugin';
import { importBuildFolders } from './releases/import-build-folders';
import { ReleasePointers } from './releases/release-pointers';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** How often queued work left by a crash or another process is picked up without a kick. */
const BACKGROUND_INTERVAL_MS = 30_000;
/**
 * How often the embedded database's change counts are read (one small query) and its most changed table analysed:
 * under load a table can grow tenfold in a minute.
 */
const STATISTICS_INTERVAL_MS = 2_000;
/** The event loop this busy since the last look (a fifth of its time: about 200 sign-ups a second) defers analyses. */
const BUSY_LOOP_USE = 0.2;
/** How often each process reads which releases are live: a promotion reaches every process within seconds. */
const RELEASE_POLL_MS = 1_000;

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

function loggerOptions(level: string | false, stream: AppConfig['logStream']) {
  if (level === false) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    // Tokens travel in query strings (the client screens) and headers: neither is ever logged.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.query'], censor: '[redacted]' },
    serializers: {
      req: (request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) => ({ method: request.method, url: pathOf(request.url), remoteAddress: request.ip }),
    },
  };
}

export interface AppDependencies {
  /** An already open database, owned by the caller (tests share one between two apps); otherwise opened from config. */
  database?: DatabaseHandle;
}

export async function buildApp(config: AppConfig, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const cache = new PublicCache(config.publicCacheTtlMs);
  const securityHeaders = securityHeadersFor(config.remotes, config.publicUrl?.startsWith('https:') ?? false);
  const front = createKeptAnswersFront({
    leaveToFastify: (request) => config.corsOrigins.length > 0 && request.headers.origin !== undefined,
    securityHeaders,
    vary: config.corsOrigins.length > 0 ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
  });
  front.add((url) => {
    const answer = url.startsWith('/api/') ? cache.get(url) : undefined;
    return answer && { answer, type: JSON_TYPE, cacheControl: REVALIDATE };
  });
  const app = Fastify({
    serverFactory: (handler) =>
      createServer((request, response) => {
        const started = performance.now();
        if (!front.answer(request, response)) return handler(request, response);
        requestLog.answered({
          method: request.method ?? '',
          url: request.url ?? '',
          ip: request.socket.remoteAddress,
          statusCode: response.statusCode,
          ms: performance.now() - started,
          kept: true,
        });
      }),
    logger: loggerOptions(config.logLevel, config.logStream),
    // plugins/request-log.ts logs what an operator needs instead of two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(securityHeaders),
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse } },
  });
  const requestLog = createRequestLog(app.log, config.requestSummaryMs);
  app.addHook('onResponse', async (request, reply) => requestLog.fastifyResponse(request, reply));
  app.addHook('onClose', async () => requestLog.close());
  const database =
    dependencies.database ??
    (await openDatabase(config.database, {
      // The message and code only: the error object carries the connection's parameters.
      onConnectionLost: (error) => app.log.warn({ error: safeErrorLog(error) }, 'database connection ended by the server'),
    }));
  if (!dependencies.database) {
    app.addHook('onClose', async () => {
      await database.close();
    });
  }
  try {
    // One line for the operator: which company data the public pages leave out (names, never values).
    const missing = missingSiteSettings(config.siteSettings);
    if (missing.length > 0) {
      app.log.warn({ missingSettings: missing }, `company settings not set, the pages leave out what needs them: ${missing.join(', ')}`);
    }
    const articleHtml = articleHtmlFor(config.publicUrl);
    if (config.seed) {
      const { seeded } = await seedDatabase(database.db, articleHtml);
      if (seeded) app.log.info('seed content loaded into the empty database');
    }
    useStrictBodyValidation(app);
    acceptJsonBodiesOnly(app);
    installErrorHandler(app);

    const repos = createRepositories(database.db, { articleHtml, erasureJournal: erasureJournal(config.backups.dir) });
    if (config.ownerEmail && !(await repos.staffPeople.giveFirstOwnerEmail(config.ownerEmail))) {
      app.log.warn('OWNER_EMAIL is the e-mail of another staff person: the first owner signs in with ADMIN_PASSWORD on /admin only');
    }
    const releaseLog = app.log.child({ component: 'releases' });
    if (config.siteDir) await importBuildFolders(config.siteDir, config.remotes, repos.releases, releaseLog);
    const releases = new ReleasePointers(repos.releases, config.remotes, releaseLog);
    await releases.refresh();
    const withdrawals = createBackgroundTask({
      name: 'marketing withdrawals',
      run: async (stopping) => {
        while (!stopping.aborted && (await repos.consents.applyNextWithdrawalRequest()));
      },
      intervalMs: BACKGROUND_INTERVAL_MS,
      log: app.log,
    });
    // The embedded database's statistics kept fresh as its tables grow, as autovacuum does on a server (db/maintenance.ts).
    const loopUse = loopUseSinceLastRead();
    const statistics = createBackgroundTask({
      name: 'embedded database statistics',
      run: async () => {
        const analysed = await analyzeMostChanged(database, { busy: loopUse() >= BUSY_LOOP_USE });
        if (analysed) app.log.debug({ analysed }, 'embedded database table analysed');
      },
      intervalMs: STATISTICS_INTERVAL_MS,
      log: app.log,
    });
    const mail = createMailService({ config: config.mail, settings: config.siteSettings, database, repos, log: app.log });
    const backups = createBackupService({ config, database, repos, mail, log: app.log.child({ component: 'backups' }) });
    const formLimiter = createFormLimiter(repos.rateWindows, config.formLimits, batchesAtOnce(database.kind));
    const ctx: RouteContext = {
      config,
      database,
      repos,
      auth: createAuth({
        adminPassword: config.adminPassword,
        clientsToken: config.clientsToken,
        publicUrl: config.publicUrl,
        repos,
      }),
      cache,
      formLimiter,
      signUps: createSignUpWriter(database, formLimiter.counting),
      mail,
      backups,
      releases,
      tasks: { withdrawals },
    };
    app.addHook('onReady', async () => {
      withdrawals.start();
      ctx.mail.worker.start();
      if (config.daily) backups.daily.start();
      // With the daily work: the server's own upkeep, which test apps leave out.
      if (config.daily && database.kind === 'pglite') statistics.start();
      releases.start(config.releasePollMs ?? RELEASE_POLL_MS);
    });
    // preClose runs before every onClose hook, so the runs under way end before the database closes.
    app.addHook('preClose', async () => {
      releases.stop();
      await Promise.all([withdrawals.stop(), ctx.mail.worker.stop(), backups.daily.stop(), statistics.stop()]);
    });

    registerSecurityHeaders(app, securityHeaders);
    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await app.register(rateLimit, { global: false });
    await app.register(cookie);
    registerAuditHook(app, repos);
    await registerApiDocs(app);
    await app.register(named(apiRoutes), { prefix: '/api', ctx });
    await app.register(named(unsubscribeRoutes), { ctx });

    const site: Site | null = config.siteDir
      ? await registerSite(app, {
          siteDir: config.siteDir,
          releases: { pointers: releases, repo: repos.releases },
          publicUrl: config.publicUrl,
          cache,
          front,
          remoteRefreshMs: config.remoteRefreshMs,
          pageHeads: createPageHeadResolver(repos, config.publicUrl),
        })
      : null;
    if (site) await app.register(named(pageFormRoutes), { ctx, site, publicUrl: config.publicUrl });
    await app.register(named(seoRoutes), { ctx, siteBuiltAt: site ? () => site.builtAt() : null });
    app.setNotFoundHandler((request, reply) => {
      const pathname = pathOf(request.url);
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.code(404).send(fail(errorMessages.notFound));
      if (site && wantsHtml(request, pathname)) return site.sendPage(request, reply, pathname);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    });

    await app.ready();
    return app;
  } catch (error: unknown) {
    await app.close();
    throw error;
  }
}

// Everything under /api: the resource routes, and the cache invalidation after any successful write.
import type { FastifyPluginAsync } from 'fastify';
import { articlesRoutes } from './articles/articles-routes';
import { auditRoutes } from './audit/audit-routes';
import { backupRoutes } from './backups/backup-routes';
import { authRoutes } from './auth/auth-routes';
import { passkeyRoutes } from './auth/passkey-routes';
import { personalTokenRoutes } from './auth/personal-token-routes';
import { secondFactorRoutes } from './auth/second-factor-routes';
import { categoriesRoutes } from './categories/categories-routes';
import { clientsRoutes } from './clients/clients-routes';
import { personalDataRoutes } from './clients/personal-data-routes';
import { consentsRoutes } from './consents/consents-routes';
import { coursesRoutes } from './courses/courses-routes';
import { eventsRoutes } from './events/events-routes';
import { healthRoutes } from './health/health-routes';
import { imagesRoutes } from './images/images-routes';
import { leadsRoutes } from './leads/leads-routes';
import { outboxRoutes } from './outbox/outbox-routes';
import { staffAccessRoutes } from './staff/staff-access-routes';
import { staffRoutes } from './staff/staff-routes';
import { lectorsRoutes } from './lectors/lectors-routes';
import { picturesRoutes } from './pictures/pictures-routes';
import { promotionsRoutes } from './promotions/promotions-routes';
import { releasesRoutes } from './releases/releases-routes';
import { federationFailuresRoutes } from './federation/federation-failures-routes';
import { siteSettingsRoutes } from './site-settings/site-settings-routes';
import { HttpError, notFound } from '../lib/http-error';
import { named } from '../lib/named-plugin';
import { errorMessages, MAX_PARAM_LENGTH } from '../plugins/error-handler';
import { refuseUnstorableText } from '../plugins/unstorable-text';
import type { RouteOptions } from './route-context';

export const apiRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  refuseUnstorableText(app);
  // onSend runs before the answer leaves, so a client that sees its write succeed never reads a stale list.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    if (!request.routeOptions.config.keepsPublicCache) options.ctx.cache.clear();
    return payload;
  });
  for (const routes of [
    healthRoutes,
    authRoutes,
    personalTokenRoutes,
    secondFactorRoutes,
    passkeyRoutes,
    coursesRoutes,
    lectorsRoutes,
    eventsRoutes,
    categoriesRoutes,
    articlesRoutes,
    imagesRoutes,
    picturesRoutes,
    promotionsRoutes,
    clientsRoutes,
    personalDataRoutes,
    leadsRoutes,
    consentsRoutes,
    siteSettingsRoutes,
    outboxRoutes,
    staffRoutes,
    staffAccessRoutes,
    auditRoutes,
    backupRoutes,
    releasesRoutes,
    federationFailuresRoutes,
  ]) {
    await app.register(named(routes), { ctx: options.ctx });
  }
  // Any other GET under /api is answered here, not by the site's static files (whose path checks answer
  // 403 to a doubled slash or an over-long name). A segment longer than any parameter may be gets the
  // router's own answer to that, 414: a known route's parameter that is too long ends up here too.
  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request) => {
    if (request.params['*'].split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) throw new HttpError(414, errorMessages.urlTooLong);
    throw notFound(errorMessages.notFound);
  });
};

// Everything under /api: the resource routes, and the cache invalidation after any successful write.
import type { FastifyPluginAsync } from 'fastify';
import { articlesRoutes } from './articles/articles-routes';
import { authRoutes } from './auth/auth-routes';
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
import { lectorsRoutes } from './lectors/lectors-routes';
import { picturesRoutes } from './pictures/pictures-routes';
import { promotionsRoutes } from './promotions/promotions-routes';
import { siteSettingsRoutes } from './site-settings/site-settings-routes';
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
  for (const routes of [healthRoutes, authRoutes, coursesRoutes, lectorsRoutes, eventsRoutes, categoriesRoutes, articlesRoutes, imagesRoutes, picturesRoutes, promotionsRoutes, clientsRoutes, personalDataRoutes, leadsRoutes, consentsRoutes, siteSettingsRoutes, outboxRoutes]) {
    await app.register(routes, { ctx: options.ctx });
  }
};

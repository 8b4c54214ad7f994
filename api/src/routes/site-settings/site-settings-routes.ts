// The company's contacts, registry data and bank account: server settings, read by the legal, contact and IBAN pages.
import type { FastifyPluginAsync } from 'fastify';
import { SiteSettingsSchema } from '@site/shared/contracts/site-settings';
import { noQuery, responses } from '../../schemas/common';
import { sendPublicRead, type RouteOptions } from '../route-context';

export const siteSettingsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { config, cache } = ctx;

  app.get(
    '/site-settings',
    {
      schema: {
        tags: ['site settings'],
        summary: 'Company name, registry data, contacts and bank account (null where the setting is unset)',
        querystring: noQuery,
        response: responses({ status: 200, data: SiteSettingsSchema }, []),
      },
    },
    (request, reply) => sendPublicRead(request, reply, cache, async () => config.siteSettings),
  );
};

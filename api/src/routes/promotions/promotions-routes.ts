// The home page's dated promotional texts: the ones shown today (public), and the administrator's list and writes.
import type { FastifyPluginAsync } from 'fastify';
import { todayInSofia, nextMidnightInSofia } from '@site/shared/sofia-dates';
import { PromotionInputSchema, PromotionSchema } from '@site/shared/contracts/promotion';
import { noQuery, responses } from '../../schemas/common';
import { sendPublicRead, type RouteOptions } from '../route-context';
import { pageOfAll, staffListRoute } from '../staff-list-route';
import { itemWriteRoutes } from '../item-write-routes';

export const promotionMessages = {
  notFound: 'Промоцията не е намерена.',
  created: 'Промоцията е създадена успешно',
  updated: 'Промоцията е обновена успешно',
  deleted: 'Промоцията е изтрита успешно',
} as const;

const list = { type: 'array', items: PromotionSchema } as const;
const tags = ['promotions'];

export const promotionsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, cache } = ctx;

  app.get(
    '/promotions/active',
    {
      schema: {
        tags,
        summary: 'Active promotions whose last day (Europe/Sofia) is today or later, by order',
        querystring: noQuery,
        response: responses({ status: 200, data: list }, []),
      },
    },
    // "Today" changes at midnight in Sofia: the kept answer expires then.
    (request, reply) => sendPublicRead(request, reply, cache, () => repos.promotions.listShown(todayInSofia()), undefined, { until: nextMidnightInSofia() }),
  );

  staffListRoute(app, ctx, {
    path: '/promotions',
    tags,
    summary: 'Every promotion, ended and inactive ones too (staff)',
    itemSchema: PromotionSchema,
    load: async (request) => pageOfAll(await repos.promotions.list(), request),
  });

  itemWriteRoutes(app, ctx, {
    path: '/promotions',
    tags,
    inputSchema: PromotionInputSchema,
    itemSchema: PromotionSchema,
    summaries: {
      create: 'Create a promotion',
      replace: 'Replace a promotion',
      patch: 'Activate or deactivate a promotion, or change its place',
      delete: 'Delete a promotion',
    },
    messages: promotionMessages,
    repository: repos.promotions,
  });
};

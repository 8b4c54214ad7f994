// The public withdrawal of marketing consent (the form on /marketing).
import type { FastifyPluginAsync } from 'fastify';
import { ok, type MarketingWithdrawal } from '@site/shared';
import { MarketingWithdrawalSchema, WITHDRAWAL_CONFIRMATION } from '@site/shared/contracts/consent';
import { responses } from '../../schemas/common';
import type { RouteOptions } from '../route-context';
import { requestWithdrawal } from './withdrawal';

export const consentsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: MarketingWithdrawal }>(
    '/consents/marketing-withdrawal',
    {
      config: { keepsPublicCache: true },
      preValidation: ctx.formLimiter.perAddress('withdrawal'),
      // Applied once the answer is on its way: the request does the same work for any e-mail.
      onResponse: async () => ctx.tasks.withdrawals.kick(),
      schema: {
        tags: ['consents'],
        summary: 'Withdraws the consent to marketing messages of the person with this e-mail',
        description:
          'Always answers the same confirmation, whether or not the e-mail is known, and does the same work before answering, so neither the answer nor its timing discloses anything. The request is applied right after the answer; a known person’s withdrawal is logged once, with the marketing policy’s version.',
        body: MarketingWithdrawalSchema,
        response: responses({ status: 200, data: { type: 'null' } }, [413, 415, 429, 503]),
      },
    },
    async (request, reply) => {
      await requestWithdrawal(ctx, request.body, reply);
      return ok(null, WITHDRAWAL_CONFIRMATION);
    },
  );
};

// The public withdrawal of marketing consent (the form on /marketing).
import type { FastifyPluginAsync } from 'fastify';
import { emailError, ok, type MarketingWithdrawal } from '@site/shared';
import { MarketingWithdrawalSchema, WITHDRAWAL_CONFIRMATION } from '@site/shared/contracts/consent';
import { badRequest } from '../../lib/http-error';
import { responses } from '../../schemas/common';
import { filledByBot, PUBLIC_FORM_RATE_LIMIT } from '../public-forms';
import type { RouteOptions } from '../route-context';

export const consentsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: MarketingWithdrawal }>(
    '/consents/marketing-withdrawal',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT, keepsPublicCache: true },
      schema: {
        tags: ['consents'],
        summary: 'Withdraws the consent to marketing messages of the person with this e-mail',
        description:
          'Always answers the same confirmation, whether or not the e-mail is known, so the form discloses nothing. A known person’s withdrawal is logged with the marketing policy’s version.',
        body: MarketingWithdrawalSchema,
        response: responses({ status: 200, data: { type: 'null' } }, [413, 415, 429, 503]),
      },
    },
    async (request) => {
      const { email } = request.body;
      const invalid = emailError(email);
      if (invalid) throw badRequest(invalid, { field: 'email' });
      if (!filledByBot(request.body)) await ctx.repos.consents.withdrawMarketingByEmail(email);
      return ok(null, WITHDRAWAL_CONFIRMATION);
    },
  );
};

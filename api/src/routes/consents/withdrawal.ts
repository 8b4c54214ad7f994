// A withdrawal of marketing consent asked for on the public form, from the API or the page's own post:
// checked, counted per e-mail, and only recorded (applied right after the answer, by the withdrawals task).
import type { FastifyReply } from 'fastify';
import { emailError } from '@site/shared';
import { badRequest } from '../../lib/http-error';
import { filledByBot } from '../public-forms';
import type { RouteContext } from '../route-context';

export async function requestWithdrawal(ctx: RouteContext, body: { email?: string; website?: string }, reply: FastifyReply): Promise<void> {
  const email = body.email ?? '';
  const invalid = emailError(email);
  if (invalid) throw badRequest(invalid, { field: 'email' });
  await ctx.formLimiter.perEmail('withdrawal', email, reply);
  if (!filledByBot(body)) await ctx.repos.consents.requestMarketingWithdrawal(email);
}

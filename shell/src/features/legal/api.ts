// The legal pages' one call (the network edge tests replace): the public withdrawal of marketing consent.
import type { MarketingWithdrawal } from '@site/shared';
import { ApiError, requestEnvelope } from '@site/shared/api-client';

/** Resolves to the server's confirmation, which is the same whether or not the e-mail is known. */
export async function withdrawMarketingConsent(body: MarketingWithdrawal): Promise<string> {
  const envelope = await requestEnvelope<null>({ method: 'POST', url: '/consents/marketing-withdrawal', data: body });
  if (!envelope.success) throw new ApiError(envelope.message);
  return envelope.message;
}

// What every public form (consultation, course and event sign-up, marketing withdrawal) shares against
// abuse, without a captcha: a per-address limit no person reaches, and a hidden field only bots fill in.
export const PUBLIC_FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * The honeypot: a field people never see (hidden off-screen, out of the tab order, without autofill).
 * A bot that fills it in gets the usual answer, so it learns nothing, and nothing is stored.
 */
export function filledByBot(body: { website?: string } | null | undefined): boolean {
  return Boolean(body?.website?.trim());
}

// The mail settings: where messages go out (SMTP_URL), who they come from (MAIL_FROM), who hears of every
// new request (STAFF_EMAIL), and the retry schedule. Without SMTP_URL nothing is sent: messages stay in
// the outbox, readable in the console.
import type { RetryPolicy } from '../db/repositories/outbox';

export interface MailConfig {
  /** smtp:// or smtps:// with credentials; null keeps every message in the outbox, unsent. */
  smtpUrl: string | null;
  /** The From header: '"Бизнес Академия АД" <no-reply@host>' unless MAIL_FROM says otherwise. */
  from: string;
  /** Reply-To of messages to visitors: the support e-mail (COMPANY_EMAIL), when set. */
  replyTo: string | null;
  staffEmails: string[];
  /** Origin of the links in messages (the client's card, the withdrawal link). */
  siteOrigin: string;
  retry: RetrySchedule;
  /** How often the worker looks for due messages without being kicked. */
  pollMs: number;
}

/**
 * Tried again every `fastDelayMs` while the message is younger than `fastPeriodMs`, then every
 * `slowDelayMs`, and marked failed once older than `giveUpAfterMs`.
 */
export interface RetrySchedule {
  fastDelayMs: number;
  fastPeriodMs: number;
  slowDelayMs: number;
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY: RetrySchedule = {
  fastDelayMs: 20_000,
  fastPeriodMs: 10 * 60_000,
  slowDelayMs: 15 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** With the default 20 s retries, a due message waits at most 25 s. */
export const DEFAULT_MAIL_POLL_MS = 5_000;

export function retryPolicy(schedule: RetrySchedule): RetryPolicy {
  return ({ createdAt }, now) => {
    const age = now.getTime() - createdAt.getTime();
    const delay = age < schedule.fastPeriodMs ? schedule.fastDelayMs : schedule.slowDelayMs;
    const next = new Date(now.getTime() + delay);
    return next.getTime() - createdAt.getTime() > schedule.giveUpAfterMs ? null : next;
  };
}

export interface MailSettings {
  smtpUrl: string | null;
  /** MAIL_FROM; null for the default. */
  from: string | null;
  staffEmails: string[];
  siteOrigin: string;
  companyName: string;
  /** The support e-mail (COMPANY_EMAIL), or null. */
  replyTo: string | null;
}

/** The settings with the defaults filled in: the From header, the retry schedule and the poll interval. */
export function mailConfig(settings: MailSettings): MailConfig {
  return {
    smtpUrl: settings.smtpUrl,
    from: settings.from ?? defaultMailFrom(settings.companyName, settings.siteOrigin),
    replyTo: settings.replyTo,
    staffEmails: settings.staffEmails,
    siteOrigin: settings.siteOrigin,
    retry: DEFAULT_RETRY,
    pollMs: DEFAULT_MAIL_POLL_MS,
  };
}

/** '"Бизнес Академия АД" <no-reply@biznes-akademia.bg>': the company's name and no-reply@ the public host. */
export function defaultMailFrom(companyName: string, siteOrigin: string): string {
  return `"${companyName.replaceAll('"', "'")}" <no-reply@${new URL(siteOrigin).hostname}>`;
}

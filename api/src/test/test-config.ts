// The configuration a test app runs with (tests, and scripts that build the app in process): the test
// secrets and company settings, no seed, no logs. Kept apart from test-app.ts, which calls jest as it loads.
import path from 'node:path';
import type { SiteSettings } from '@site/shared';
import type { AppConfig } from '../app-config';
import type { DatabaseOptions } from '../db/database';
import { mailConfig } from '../mail/mail-config';
import { DEFAULT_FORM_LIMITS } from '../routes/public-forms';

export const ADMIN_PASSWORD = 'test-admin-password';
export const CLIENTS_TOKEN = 'test-clients-token';
export const OWNER_EMAIL = 'vladelets@example.bg';

/**
 * Every company setting set (example values; the IBAN is the SWIFT registry's example of the Bulgarian
 * format), so that no start-up warning about unset ones mixes with the warnings a test counts.
 */
export const TEST_SITE_SETTINGS: SiteSettings = {
  companyName: 'Бизнес Академия АД',
  eik: '123456789',
  registeredAddress: 'гр. София 1000, ул. „Примерна“ 1',
  manager: 'Иван Примеров',
  supportEmail: 'support@example.bg',
  phone: '+359 2 123 4567',
  iban: 'BG80BNBG96611020345678',
  bic: 'BNBGBGSD',
  bankName: 'Примерна банка',
};

/** The configuration a test app runs with: the test secrets and settings, no seed, no logs, over `database`. */
export function testAppConfig(database: DatabaseOptions, uploadsDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    database,
    uploadsDir,
    adminPassword: ADMIN_PASSWORD,
    clientsToken: CLIENTS_TOKEN,
    ownerEmail: OWNER_EMAIL,
    corsOrigins: [],
    siteDir: null,
    remotes: {
      catalog: '/remotes/mf-catalog/mf-manifest.json',
      articles: '/remotes/mf-articles/mf-manifest.json',
      admin: '/remotes/mf-admin/mf-manifest.json',
      clients: '/remotes/mf-clients/mf-manifest.json',
    },
    seed: false,
    backups: { dir: path.join(uploadsDir, 'backups'), key: null },
    logLevel: false,
    trustProxy: false,
    publicCacheTtlMs: 60_000,
    publicUrl: null,
    siteSettings: TEST_SITE_SETTINGS,
    formLimits: DEFAULT_FORM_LIMITS,
    releaseHosts: [],
    mail: mailConfig({
      smtpUrl: null,
      from: null,
      staffEmails: [],
      siteOrigin: 'http://localhost:8080',
      companyName: TEST_SITE_SETTINGS.companyName,
      replyTo: TEST_SITE_SETTINGS.supportEmail,
    }),
    ...overrides,
  };
}

// All repositories over one database handle (or one transaction).
import { articleHtmlFor, type ArticleHtml } from '../lib/article-html';
import type { Database } from './database';
import { createAdminSessionsRepository } from './repositories/admin-sessions';
import { createAuditEventsRepository } from './repositories/audit-events';
import { createAuthFailuresRepository } from './repositories/auth-failures';
import { createArticleImagesRepository } from './repositories/article-images';
import { createArticlesRepository } from './repositories/articles';
import { createCategoriesRepository } from './repositories/categories';
import { createClientsRepository } from './repositories/clients';
import { createConsentsRepository } from './repositories/consents';
import { createCoursesRepository } from './repositories/courses';
import { createDailyRunsRepository } from './repositories/daily-runs';
import { createEventsRepository } from './repositories/events';
import { createLeadsRepository } from './repositories/leads';
import { createLectorsRepository } from './repositories/lectors';
import { createPicturesRepository } from './repositories/pictures';
import { createOutboxRepository } from './repositories/outbox';
import { createPromotionsRepository } from './repositories/promotions';
import { createRateWindowsRepository } from './repositories/rate-windows';
import { createReleasesRepository } from './repositories/releases';
import { createServerKeysRepository } from './repositories/server-keys';
import { createStaffLinksRepository } from './repositories/staff-links';
import { createStaffPeopleRepository } from './repositories/staff-people';
import { createStaffPasskeysRepository } from './repositories/staff-passkeys';
import { createStaffPolicyRepository } from './repositories/staff-policy';
import { createStaffSecondFactorsRepository } from './repositories/staff-second-factors';
import { createStaffTokensRepository } from './repositories/staff-tokens';
import type { ErasureJournal } from '../backups/erasure-journal';

export interface RepositoryOptions {
  /** How article content is sanitised on write; by default with no known site origin. */
  articleHtml?: ArticleHtml;
  /** Where erasures are journaled for restores (the backups' folder); none in tests that do not restore. */
  erasureJournal?: ErasureJournal;
}

export function createRepositories(db: Database, options: RepositoryOptions = {}) {
  const rateWindows = createRateWindowsRepository(db);
  return {
    articles: createArticlesRepository(db, options.articleHtml ?? articleHtmlFor(null)),
    articleImages: createArticleImagesRepository(db),
    categories: createCategoriesRepository(db),
    clients: createClientsRepository(db, options.erasureJournal ?? null),
    consents: createConsentsRepository(db),
    courses: createCoursesRepository(db),
    dailyRuns: createDailyRunsRepository(db),
    events: createEventsRepository(db),
    leads: createLeadsRepository(db),
    lectors: createLectorsRepository(db),
    pictures: createPicturesRepository(db),
    outbox: createOutboxRepository(db),
    promotions: createPromotionsRepository(db),
    releases: createReleasesRepository(db),
    serverKeys: createServerKeysRepository(db),
    adminSessions: createAdminSessionsRepository(db),
    staffPeople: createStaffPeopleRepository(db),
    staffLinks: createStaffLinksRepository(db),
    staffTokens: createStaffTokensRepository(db),
    staffSecondFactors: createStaffSecondFactorsRepository(db),
    staffPasskeys: createStaffPasskeysRepository(db),
    staffPolicy: createStaffPolicyRepository(db),
    auditEvents: createAuditEventsRepository(db),
    rateWindows,
    authFailures: createAuthFailuresRepository(rateWindows),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

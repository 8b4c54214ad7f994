// Keys of the server data in the page's query cache, written once: a write in one app (the admin
// remote publishing an article) invalidates what another shows (the articles remote's list).
// A key is a prefix of every key below it, so invalidating `articles.all` refreshes every article read.
import type { LeadFilter } from '../contracts/lead';
import type { MailStatus } from '../contracts/outbox';

export const queryKeys = {
  courses: {
    all: ['courses'] as const,
    summaries: () => [...queryKeys.courses.all, 'summaries'] as const,
    links: () => [...queryKeys.courses.all, 'links'] as const,
    bySlug: (slug: string) => [...queryKeys.courses.all, 'slug', slug] as const,
    /** Staff: every course, inactive ones too. */
    every: () => [...queryKeys.courses.all, 'every'] as const,
  },
  events: {
    all: ['events'] as const,
    active: () => [...queryKeys.events.all, 'active'] as const,
    bySlug: (slug: string) => [...queryKeys.events.all, 'slug', slug] as const,
    /** Staff: every event, past and inactive ones too. */
    every: () => [...queryKeys.events.all, 'every'] as const,
  },
  lectors: {
    all: ['lectors'] as const,
    /** Staff: every lecturer, inactive ones too. */
    every: () => [...queryKeys.lectors.all, 'every'] as const,
  },
  /** The home page's dated promotional texts: those shown today, and every one for staff. */
  promotions: {
    all: ['promotions'] as const,
    shown: () => [...queryKeys.promotions.all, 'shown'] as const,
    every: () => [...queryKeys.promotions.all, 'every'] as const,
  },
  /** Staff: the picture library with the items that show each picture. */
  pictures: {
    all: ['pictures'] as const,
  },
  articles: {
    all: ['articles'] as const,
    /** The published articles as cards (newest first), featured ones marked: every page of every filter (the articles remote's keys extend it). */
    published: () => [...queryKeys.articles.all, 'published'] as const,
    bySlug: (slug: string) => [...queryKeys.articles.all, 'slug', slug] as const,
    /** Staff: every article including drafts (the admin remote's pages of it extend this key), and one article by id for the edit form. */
    staffList: () => [...queryKeys.articles.all, 'staff'] as const,
    staffById: (id: number) => [...queryKeys.articles.all, 'staff', id] as const,
    images: () => [...queryKeys.articles.all, 'images'] as const,
  },
  clients: {
    all: ['clients'] as const,
    byEmail: (email: string) => [...queryKeys.clients.all, 'by-email', email] as const,
    filtered: () => [...queryKeys.clients.all, 'filtered'] as const,
    /** Staff: the leads inbox, one page of one filter at a time (under `clients`: forgetting the token drops it too). */
    leads: () => [...queryKeys.clients.all, 'leads'] as const,
    leadsPage: (filter: LeadFilter, cursor: string | null) => [...queryKeys.clients.leads(), filter, cursor] as const,
    /** Staff: everything held about one person, for the client's card. */
    personalData: (clientId: number) => [...queryKeys.clients.all, 'personal-data', clientId] as const,
  },
  categories: {
    all: ['categories'] as const,
    active: () => [...queryKeys.categories.all, 'active'] as const,
    every: () => [...queryKeys.categories.all, 'every'] as const,
  },
  /** Staff: the messages the site sent or is sending (the console's «Писма»), all or of one status, and one message. */
  outbox: {
    all: ['outbox'] as const,
    list: (status: MailStatus | null) => [...queryKeys.outbox.all, 'list', status ?? 'all'] as const,
    byId: (id: number) => [...queryKeys.outbox.all, 'message', id] as const,
  },
  /** Staff: each remote's live release, canary and earlier releases (the console's «Версии»). */
  releases: {
    all: ['releases'] as const,
  },
  /** Staff: the signed-in person, their sessions and personal tokens (the console's «Профил»). */
  ownAccount: {
    all: ['own-account'] as const,
    person: () => [...queryKeys.ownAccount.all, 'person'] as const,
    sessions: () => [...queryKeys.ownAccount.all, 'sessions'] as const,
    tokens: () => [...queryKeys.ownAccount.all, 'tokens'] as const,
    passkeys: () => [...queryKeys.ownAccount.all, 'passkeys'] as const,
  },
  /** Owners: the backups and when the next is due (the console's «Резервни копия»). */
  backups: {
    all: ['backups'] as const,
  },
  /** Owners: the audit log's pages for one set of filters (the console's «Дневник»). */
  audit: {
    all: ['audit'] as const,
    pages: (filter: Record<string, string | number | undefined>) => [...queryKeys.audit.all, filter] as const,
  },
  /** Owners: the people, the second-factor policy and the shared token (the console's «Екип»). */
  team: {
    all: ['staff'] as const,
    people: () => [...queryKeys.team.all, 'people'] as const,
    policy: () => [...queryKeys.team.all, 'policy'] as const,
    sharedToken: () => [...queryKeys.team.all, 'shared-token'] as const,
  },
  /** The company's contacts, registry data and bank account (server settings, GET /api/site-settings). */
  siteSettings: {
    all: ['site-settings'] as const,
  },
} as const;

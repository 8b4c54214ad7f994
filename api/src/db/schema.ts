// The database schema: one source for the migrations (drizzle-kit) and the typed queries.
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FaqItem } from '@site/shared';
import { CURRENCY, type Currency } from '@site/shared/money';
import type { Role } from '../staff/roles';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
/** The currency of a row's amounts: the euro (amounts stored before the changeover were converted from leva). */
const currency = () => text('currency').$type<Currency>().notNull().default(CURRENCY);
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded pictures live in the database (not on one process's disk), so every API process on the same
 * PostgreSQL serves every picture. One row per picture, one row per encoded variant.
 */
export const pictures = pgTable('pictures', {
  id: serial('id').primaryKey(),
  alt: text('alt').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The uploaded file's own format, offered beside AVIF and WebP: 'jpeg', 'png', 'webp' or 'avif'. */
  format: text('format').notNull(),
  /** Widths of the variants, ascending; the last one is the picture's own width or 1600. */
  widths: jsonb('widths').$type<number[]>().notNull(),
  createdAt: createdAt(),
});

export const pictureFiles = pgTable(
  'picture_files',
  {
    pictureId: integer('picture_id')
      .notNull()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pictureId, table.width, table.format] })],
);

/**
 * The article screen's uploaded images (spec: /images/upload-article), kept under a generated name: in the
 * database for the same reason as pictures, so every API process serves every one. Stored re-encoded,
 * upright and without metadata; rows an older version stored as uploaded are false until the start that
 * re-encodes them.
 */
export const articleImages = pgTable(
  'article_images',
  {
    fileName: text('file_name').primaryKey(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
    metadataStripped: boolean('metadata_stripped').notNull().default(false),
  },
  (table) => [index('article_images_created_idx').on(table.createdAt)],
);

/** A picture shown by an item: an item's deletion never deletes a picture another item still shows. */
const pictureId = () => integer('picture_id').references(() => pictures.id, { onDelete: 'restrict' });

export const lectors = pgTable('lectors', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  image: text('image'),
  pictureId: pictureId(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  shortDescription: text('short_description').notNull().default(''),
  longDescription: text('long_description').notNull().default(''),
  image: text('image'),
  pictureId: pictureId(),
  price: money('price').notNull().default(0),
  currency: currency(),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  mainSkills: jsonb('main_skills')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  suitableFor: jsonb('suitable_for')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  howItWorks: jsonb('how_it_works')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  faq: jsonb('faq')
    .$type<FaqItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  exclusiveOffer: text('exclusive_offer'),
  quote: text('quote'),
  quoteAuthor: text('quote_author'),
  realValue: money('real_value'),
  hasGuarantee: boolean('has_guarantee').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const courseModules = pgTable(
  'course_modules',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [index('course_modules_course_idx').on(table.courseId, table.position)],
);

export const courseLectors = pgTable(
  'course_lectors',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectorId: integer('lector_id')
      .notNull()
      .references(() => lectors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.lectorId] })],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    image: text('image'),
    pictureId: pictureId(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTime: text('event_time').notNull().default(''),
    location: text('location').notNull().default(''),
    price: money('price').notNull().default(0),
    currency: currency(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    landingPageUrl: text('landing_page_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('events_date_idx').on(table.eventDate)],
);

export const eventModules = pgTable(
  'event_modules',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (table) => [index('event_modules_event_idx').on(table.eventId, table.position)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  color: text('color').notNull().default('blue'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    content: text('content').notNull(),
    /** The sanitiser rules (and origin) the content was made safe with; null for rows of an older version. */
    contentSanitizedWith: text('content_sanitized_with'),
    featuredImage: text('featured_image'),
    pictureId: pictureId(),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    isPublished: boolean('is_published').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    authorName: text('author_name'),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('articles_published_idx').on(table.isPublished, table.publishedAt), index('articles_category_idx').on(table.categoryId)],
);

/** Dated promotional texts of the home page ('Специални условия'): not shown after their last day. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  /** The last day it is shown (Europe/Sofia), inclusive; null for no end. */
  endsOn: date('ends_on', { mode: 'string' }),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** Normalised (trimmed, lower-cased): the client's identity. */
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    registrationSource: text('registration_source'),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true, mode: 'date' }),
    termsConsentAt: timestamp('terms_consent_at', { withTimezone: true, mode: 'date' }),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true, mode: 'date' }),
    cookieConsentAt: timestamp('cookie_consent_at', { withTimezone: true, mode: 'date' }),
    /** Set when the person was erased (on request or by retention): name, e-mail and phone are then gone. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The staff's list of clients pages newest first.
  (table) => [index('clients_created_idx').on(table.createdAt, table.id)],
);

export const clientCourses = pgTable(
  'client_courses',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    registeredOn: timestamp('registered_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.courseId] }),
    index('client_courses_course_idx').on(table.courseId),
    // The lookup screen's clients, newest registration first: a page walks it backwards.
    index('client_courses_registered_idx').on(table.registeredOn, table.clientId),
  ],
);

/**
 * Every registration as it was sent (name, phone, source, courses, consents): the client row holds the
 * latest details, this keeps what each earlier sign-up said, so a later one never erases it. Each one is a
 * request in the staff's leads inbox, with its kind and where staff are with it.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    registrationSource: text('registration_source').notNull(),
    courseIds: jsonb('course_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 'consultation', 'course', 'vip' or 'event' (LEAD_KINDS), decided when it arrives. */
    kind: text('kind').notNull().default('consultation'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    /**
     * What the person was quoted when they signed up: the course's (or courses') or the event's price then, in
     * `price_currency`; null for a consultation. Requests from before the euro carry the price at the changeover.
     */
    price: money('price'),
    priceCurrency: text('price_currency').$type<Currency>(),
    /** 'new', 'contacted', 'paid' or 'closed' (LEAD_STATUSES); every change is in lead_status_changes. */
    status: text('status').notNull().default('new'),
    /**
     * Lower-cased name, e-mail and the phone's digits, written by the API (PostgreSQL's lower() leaves
     * Cyrillic as it is under the C locale): the inbox's free-text search reads this one column.
     */
    searchText: text('search_text').notNull().default(''),
    agreedToPrivacyPolicy: boolean('agreed_to_privacy_policy').notNull(),
    agreedToTermsOfService: boolean('agreed_to_terms_of_service').notNull(),
    agreedToMarketingPolicy: boolean('agreed_to_marketing_policy').notNull(),
    agreedToCookiePolicy: boolean('agreed_to_cookie_policy').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('registrations_client_idx').on(table.clientId),
    // The inbox pages newest first, whole or by status or kind: each an index it walks backwards, in order
    // (a DESC NULLS LAST index would not match ORDER BY … DESC, whose nulls come first).
    index('registrations_created_idx').on(table.createdAt, table.id),
    index('registrations_status_created_idx').on(table.status, table.createdAt, table.id),
    index('registrations_kind_created_idx').on(table.kind, table.createdAt, table.id),
    // Kind and status together (the inbox's «ВИП, нови»): the page walks it in order, and the count of matches
    // reads only them instead of every request.
    index('registrations_kind_status_created_idx').on(table.kind, table.status, table.createdAt, table.id),
    index('registrations_event_idx').on(table.eventId),
    index('registrations_course_ids_idx').using('gin', table.courseIds),
    // Trigrams (pg_trgm) make the search's LIKE '%…%' an index lookup instead of a read of every request.
    index('registrations_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** Each status a request was given by staff, with its time. */
export const leadStatusChanges = pgTable(
  'lead_status_changes',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('lead_status_changes_registration_idx').on(table.registrationId, table.changedAt)],
);

/**
 * Every consent given or withdrawn, with the version and SHA-256 of the policy text the site showed: the
 * proof the marketing policy promises to keep. Kept when the person is erased (it holds no name or contact).
 */
export const consentLog = pgTable(
  'consent_log',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 'privacy', 'terms', 'marketing' or 'cookies' (CONSENT_PURPOSES). */
    purpose: text('purpose').notNull(),
    /** 'given' or 'withdrawn'. */
    action: text('action').notNull(),
    policyVersion: text('policy_version').notNull(),
    policyHash: text('policy_hash').notNull(),
    /** 'form', 'withdrawal_form' or 'staff' (CONSENT_SOURCES). */
    source: text('source').notNull(),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('consent_log_client_idx').on(table.clientId, table.createdAt)],
);

/** Each erasure of a person: when, why, and how many requests they had (the requests stay, without identity). */
export const erasures = pgTable('erasures', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** 'request' (staff, on the person's request) or 'retention' (the retention command). */
  reason: text('reason').notNull(),
  requestCount: integer('request_count').notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Administrator sessions: only a SHA-256 of the access token is stored, so several processes share them. */
/**
 * Staff people: each signs in as themselves and acts with the permissions of one role (api/src/staff/roles.ts).
 * The first owner is made by the migration that brought people in: their password is ADMIN_PASSWORD until they
 * set one of their own (`password_hash` null), and their e-mail is OWNER_EMAIL until they set one.
 */
export const staffPeople = pgTable(
  'staff_people',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; null only for the first owner before OWNER_EMAIL or their own is set. */
    email: text('email'),
    name: text('name').notNull(),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<'invited' | 'active' | 'disabled'>().notNull(),
    /** For the `team` role: the remotes the person may release (`catalog`, …). */
    remotes: jsonb('remotes').$type<string[]>().notNull().default([]),
    /** Argon2id (PHC string); null: none set (the first owner's is then ADMIN_PASSWORD). */
    passwordHash: text('password_hash'),
    /** The first owner, made from ADMIN_PASSWORD. */
    firstOwner: boolean('first_owner').notNull().default(false),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    /** The TOTP secret (base32): being enrolled while `totp_enabled_at` is null, in use once it is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
    /** The RFC 6238 time step of the last code accepted: a code of that step or before is refused (one use per code). */
    totpLastStep: integer('totp_last_step'),
  },
  (table) => [
    uniqueIndex('staff_people_email_idx').on(table.email),
    uniqueIndex('staff_people_first_owner_idx')
      .on(table.firstOwner)
      .where(sql`${table.firstOwner}`),
  ],
);

/**
 * Single-use links sent to a staff person by e-mail (an invitation, 72 hours; a new password, 30 minutes): only a SHA-256 of the token is
 * kept; using it marks it used.
 */
export const staffLinks = pgTable(
  'staff_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'invitation' | 'password-reset'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('staff_links_person_idx').on(table.personId)],
);

/** Recovery codes of a person's second factor: ten, each usable once; only SHA-256 digests are kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('staff_recovery_codes_person_idx').on(table.personId)],
);

/**
 * Passkeys (WebAuthn credentials) of staff people, a second factor like an authenticator app: the credential's
 * id and public key (COSE, base64url), its signature counter, and the name the person gave it.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('staff_passkeys_credential_idx').on(table.credentialId), index('staff_passkeys_person_idx').on(table.personId)],
);

/** WebAuthn challenges given to a person (to add a passkey, or to sign in with one): each used once, within 5 minutes. */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'registration' | 'authentication'>().notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('staff_challenges_person_idx').on(table.personId)],
);

/**
 * The owners' rules for staff credentials (one row): the roles whose people must use a second factor, and
 * the shared staff token (CLIENTS_TOKEN) an owner revoked (its SHA-256: a new value in the environment works).
 */
export const staffPolicy = pgTable(
  'staff_policy',
  {
    id: integer('id').primaryKey().default(1),
    secondFactorRoles: jsonb('second_factor_roles').$type<Role[]>().notNull().default([]),
    revokedSharedTokenHash: text('revoked_shared_token_hash'),
    sharedTokenRevokedAt: timestamp('shared_token_revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [check('staff_policy_one_row', sql`${table.id} = 1`)],
);

/**
 * Personal tokens: a staff person's long-lived credential for scripts and CI (a team releasing its remote), acting
 * with the person's role until it expires (at most 90 days) or is revoked. Only a SHA-256 of the token is kept;
 * the person sees its name, dates and last use.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Updated at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('staff_tokens_hash_idx').on(table.tokenHash), index('staff_tokens_person_idx').on(table.personId)],
);

/**
 * Sign-in sessions of staff people: only a SHA-256 of the access token is kept, so every process accepts it.
 * A session ends 12 hours after its last use and 7 days after it began; the person sees where and when.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** How the person names the session to end it (the token is never shown again). */
    id: serial('id').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    /** Updated at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The address and browser (User-Agent) it was opened from. */
    address: text('address'),
    userAgent: text('user_agent'),
    /** Opened by a person whose role requires a second factor they have not enrolled: it may only enrol one. */
    mustEnrol: boolean('must_enrol').notNull().default(false),
  },
  (table) => [
    index('admin_sessions_expiry_idx').on(table.expiresAt),
    index('admin_sessions_person_idx').on(table.personId),
    uniqueIndex('admin_sessions_id_idx').on(table.id),
  ],
);

/**
 * Every e-mail the site sends, written in the same transaction as the request that causes it (the
 * transactional outbox) and delivered afterwards by the API's outbox worker, with retries. The message is
 * stored as rendered (what the recipient gets); erasing the client empties the address and the bodies.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** MAIL_KINDS: what the message is about. */
    kind: text('kind').notNull(),
    /** The person the message is about (the visitor, or the request a staff alert names). */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    /** Recipients, comma-separated. */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers (List-Unsubscribe) and attachments (the event's .ics), as sent. */
    headers: jsonb('headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Fixed when written, so a message delivered twice (a crash after the SMTP server took it) is one message. */
    messageId: text('message_id').notNull().unique(),
    /** MAIL_STATUSES: queued, sent or failed. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_created_idx').on(table.createdAt, table.id),
    index('outbox_client_idx').on(table.clientId),
  ],
);

/** Keys the server makes for itself once and every process shares: e.g. the one that signs withdrawal links. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * When each part of the daily work last finished, kept in the database so that a restart does not repeat it (the
 * embedded database's statistics, where its last vacuum would be, start empty at every start).
 */
export const dailyRuns = pgTable('daily_runs', {
  name: text('name').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Requests counted per key in fixed windows, shared by every process on the database: wrong passwords and
 * staff tokens per address, public form submissions per address and per e-mail (kept as a hash).
 */
export const rateWindows = pgTable(
  'rate_windows',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('rate_windows_window_idx').on(table.windowStartedAt)],
);

/**
 * Withdrawals of marketing consent asked for on the public form, applied right after the answer is sent:
 * every request does the same work whether or not the e-mail is a client's, so its timing tells nothing.
 * A row lives until it is applied (also after a restart).
 */
export const marketingWithdrawalRequests = pgTable('marketing_withdrawal_requests', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/**
 * Releases of the remotes: one build of one remote, never changed once stored. An uploaded build's files are
 * in release_files (in the database, as pictures are, so every API process on the same PostgreSQL serves
 * every release without a shared disk); a build hosted elsewhere is only the URL of its manifest.
 */
export const releases = pgTable(
  'releases',
  {
    /** A hash of the build's files (or of a hosted build's manifest and server container): 12 hex digits. */
    id: text('id').primaryKey(),
    remote: text('remote').notNull(),
    /** 'dist': taken from the remote's build folder at a start; 'upload': sent through the API; 'url': hosted elsewhere. */
    origin: text('origin').notNull(),
    /** The browser manifest of a build hosted elsewhere; null for one whose files are stored here. */
    manifestUrl: text('manifest_url'),
    /** The git commit it was built from, when the release command knew it. */
    gitCommit: text('git_commit'),
    /** The versions of the shared modules it was built against (name → required version). */
    shared: jsonb('shared').$type<Record<string, string>>().notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('releases_remote_created_idx').on(table.remote, table.createdAt)],
);

export const releaseFiles = pgTable(
  'release_files',
  {
    releaseId: text('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    /** Relative to the build folder: 'remoteEntry.js', 'server/remoteEntry.js', '612.c11b9ff6.js.br'. */
    path: text('path').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.releaseId, table.path] })],
);

/**
 * Which release of each remote visitors get: the live one, and a canary for a share of them. Every API
 * process reads this small table every second or so, so a promotion reaches them all within seconds.
 */
export const remotePointers = pgTable('remote_pointers', {
  remote: text('remote').primaryKey(),
  liveReleaseId: text('live_release_id')
    .notNull()
    .references(() => releases.id, { onDelete: 'restrict' }),
  promotedAt: timestamp('promoted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The release that was live before this one: what a rollback makes live again. */
  previousLiveReleaseId: text('previous_live_release_id').references(() => releases.id, { onDelete: 'set null' }),
  canaryReleaseId: text('canary_release_id').references(() => releases.id, { onDelete: 'restrict' }),
  /** Percent of visitors (1–99) who get the canary. */
  canaryShare: integer('canary_share'),
  canaryPromotedAt: timestamp('canary_promoted_at', { withTimezone: true, mode: 'date' }),
  /** Set by a start from the remote's build folder (a new build there goes live at the next start); false once staff promoted. */
  followsBuildFolder: boolean('follows_build_folder').notNull().default(false),
});

/** A remote that failed to load in a visitor's browser, by release: counted in the console's release view. */
export const federationFailures = pgTable(
  'federation_failures',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    /** The release the page named; null when the failing URL names none (a REMOTE_*_URL outside the releases). */
    releaseId: text('release_id'),
    createdAt: createdAt(),
  },
  (table) => [index('federation_failures_created_idx').on(table.createdAt)],
);

export const lectorsRelations = relations(lectors, ({ many, one }) => ({
  courses: many(courseLectors),
  picture: one(pictures, { fields: [lectors.pictureId], references: [pictures.id] }),
}));

export const coursesRelations = relations(courses, ({ many, one }) => ({
  modules: many(courseModules),
  lectors: many(courseLectors),
  picture: one(pictures, { fields: [courses.pictureId], references: [pictures.id] }),
}));

export const courseModulesRelations = relations(courseModules, ({ one }) => ({
  course: one(courses, { fields: [courseModules.courseId], references: [courses.id] }),
}));

export const courseLectorsRelations = relations(courseLectors, ({ one }) => ({
  course: one(courses, { fields: [courseLectors.courseId], references: [courses.id] }),
  lector: one(lectors, { fields: [courseLectors.lectorId], references: [lectors.id] }),
}));

export const eventsRelations = relations(events, ({ many, one }) => ({
  modules: many(eventModules),
  picture: one(pictures, { fields: [events.pictureId], references: [pictures.id] }),
}));

export const eventModulesRelations = relations(eventModules, ({ one }) => ({
  event: one(events, { fields: [eventModules.eventId], references: [events.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({ articles: many(articles) }));

export const articlesRelations = relations(articles, ({ one }) => ({
  category: one(categories, { fields: [articles.categoryId], references: [categories.id] }),
  picture: one(pictures, { fields: [articles.pictureId], references: [pictures.id] }),
}));

export const clientsRelations = relations(clients, ({ many }) => ({ courses: many(clientCourses), registrations: many(registrations) }));

export const registrationsRelations = relations(registrations, ({ one, many }) => ({
  client: one(clients, { fields: [registrations.clientId], references: [clients.id] }),
  statusChanges: many(leadStatusChanges),
}));

export const leadStatusChangesRelations = relations(leadStatusChanges, ({ one }) => ({
  registration: one(registrations, { fields: [leadStatusChanges.registrationId], references: [registrations.id] }),
}));

export const clientCoursesRelations = relations(clientCourses, ({ one }) => ({
  client: one(clients, { fields: [clientCourses.clientId], references: [clients.id] }),
  course: one(courses, { fields: [clientCourses.courseId], references: [courses.id] }),
}));

/**
 * The audit log: who did what to which object, and who read whose personal data. Append-only (a trigger refuses
 * every UPDATE; on PostgreSQL the API's role is granted only INSERT and SELECT, docs/operating.md), kept
 * AUDIT_RETENTION_DAYS; it names people and objects by id only, so an erasure leaves nothing to erase here.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The staff person who acted (no foreign key: the log outlives what it names). */
    personId: integer('person_id'),
    /** How they were known: a session, a personal token (`token_id`), the shared token, or no credential. */
    credential: text('credential').$type<'session' | 'personal-token' | 'shared-token' | 'none'>().notNull(),
    tokenId: integer('token_id'),
    /** The personal token's name as it was when used: the token itself is deleted once revoked or expired. */
    tokenName: text('token_name'),
    address: text('address'),
    userAgent: text('user_agent'),
    /** `sign-in`, `sign-in.failed`, …, or a route: `PUT /api/courses/:id`. */
    action: text('action').notNull(),
    subjectKind: text('subject_kind'),
    subjectId: text('subject_id'),
    outcome: text('outcome').$type<'ok' | 'refused' | 'failed'>().notNull(),
  },
  (table) => [
    index('audit_events_at_idx').on(table.at),
    index('audit_events_person_idx').on(table.personId, table.id),
    index('audit_events_action_idx').on(table.action, table.id),
    index('audit_events_subject_idx').on(table.subjectKind, table.subjectId, table.id),
  ],
);

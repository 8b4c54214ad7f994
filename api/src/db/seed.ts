// Loads the Bulgarian seed content, with a picture for every course, event, lecturer and article, into an
// empty database, all in one transaction, through the repositories (as the API writes); does nothing otherwise.
import { sql } from 'drizzle-orm';
import { addDays, todayInSofia } from '@site/shared/sofia-dates';
import { articleHtmlFor, type ArticleHtml } from '../lib/article-html';
import type { Database } from './database';
import { createRepositories } from './create-repositories';
import { drawSeedPicture, seedPictureAlt, type SeedPictureKind } from './seed-pictures';
import { articles, categories, courses, events, lectors } from './schema';
import { seedArticles } from './seed-data/articles';
import { seedCategories } from './seed-data/categories';
import { seedCourses } from './seed-data/courses';
import { seedEvents } from './seed-data/events';
import { seedLectors } from './seed-data/lectors';
import { nextOccurrence, seedPromotions } from './seed-data/promotions';

const DAY_MS = 24 * 60 * 60 * 1000;
// Any constant: serialises two processes that start on the same empty database at once.
const SEED_LOCK_KEY = 424_242;

export interface SeedResult {
  seeded: boolean;
}

function requireId(ids: Map<string, number>, key: string, kind: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data: unknown ${kind} key "${key}"`);
  return id;
}

async function hasContent(db: Database): Promise<boolean> {
  for (const table of [courses, lectors, events, categories, articles]) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** Every seed item's picture, drawn before the transaction (seconds of CPU that need no lock). */
async function drawSeedPictures() {
  const items: [SeedPictureKind, string][] = [
    ...seedLectors.map((lector): [SeedPictureKind, string] => ['lector', lector.fullName]),
    ...seedCourses.map((course): [SeedPictureKind, string] => ['course', course.title]),
    ...seedEvents.map((event): [SeedPictureKind, string] => ['event', event.title]),
    ...seedArticles.map((article): [SeedPictureKind, string] => ['article', article.title]),
  ];
  const drawn = await Promise.all(
    items.map(async ([kind, name]) => ({ key: `${kind}:${name}`, alt: seedPictureAlt(kind, name), variants: await drawSeedPicture(kind, name) })),
  );
  return new Map(drawn.map((picture) => [picture.key, picture]));
}

/** `articleHtml`: the sanitiser the API writes articles with (the site's origin decides which links are internal). */
export async function seedDatabase(db: Database, articleHtml: ArticleHtml = articleHtmlFor(null), now: Date = new Date()): Promise<SeedResult> {
  if (await hasContent(db)) return { seeded: false };
  const drawn = await drawSeedPictures();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasContent(tx)) return { seeded: false };
    const repos = createRepositories(tx, { articleHtml });
    const pictureOf = async (kind: SeedPictureKind, name: string): Promise<number> => {
      const picture = drawn.get(`${kind}:${name}`);
      if (!picture) throw new Error(`Seed: no picture drawn for ${kind} ${name}`);
      return (await repos.pictures.create(picture.alt, picture.variants)).id;
    };

    const lectorIds = new Map<string, number>();
    for (const [index, { key, ...lector }] of seedLectors.entries()) {
      const created = await repos.lectors.create({ ...lector, pictureId: await pictureOf('lector', lector.fullName), order: index });
      lectorIds.set(key, created.id);
    }

    for (const { lectorKeys, ...course } of seedCourses) {
      await repos.courses.create({
        ...course,
        pictureId: await pictureOf('course', course.title),
        lectorIds: lectorKeys.map((key) => requireId(lectorIds, key, 'lector')),
      });
    }

    const today = todayInSofia(now);
    for (const { daysFromNow, modules, ...event } of seedEvents) {
      await repos.events.create({
        ...event,
        pictureId: await pictureOf('event', event.title),
        eventDate: addDays(today, daysFromNow),
        modules: modules.map((title) => ({ title })),
      });
    }

    const categoryIds = new Map<string, number>();
    for (const { key, ...category } of seedCategories) {
      categoryIds.set(key, (await repos.categories.create(category)).id);
    }

    for (const { categoryKey, publishedDaysAgo, viewCount, ...article } of seedArticles) {
      const publishedAt = publishedDaysAgo === null ? undefined : new Date(now.getTime() - publishedDaysAgo * DAY_MS);
      await repos.articles.create(
        {
          ...article,
          pictureId: await pictureOf('article', article.title),
          categoryId: categoryKey === null ? null : requireId(categoryIds, categoryKey, 'category'),
        },
        { publishedAt, createdAt: publishedAt ?? now, viewCount },
      );
    }

    for (const { endsOnMonthDay, ...promotion } of seedPromotions) {
      await repos.promotions.create({ ...promotion, endsOn: endsOnMonthDay === null ? null : nextOccurrence(endsOnMonthDay, today) });
    }
    return { seeded: true };
  });
}

// Loads the Bulgarian seed content, with a picture for every course, event, lecturer and article, into an
// empty database, all in one transaction; does nothing otherwise.
import { sql } from 'drizzle-orm';
import { addDays, todayInSofia } from '@site/shared/sofia-dates';
import { articleHtmlFor, type ArticleHtml } from '../lib/article-html';
import type { Database } from './database';
import { createPicturesRepository } from './repositories/pictures';
import { drawSeedPicture, seedPictureAlt, type SeedPictureKind } from './seed-pictures';
import { articles, categories, courseLectors, courseModules, courses, eventModules, events, lectors, promotions } from './schema';
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
    const [row] = await db.select({ one: sql<number>`1` }).from(table).limit(1);
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
  const drawn = await Promise.all(items.map(async ([kind, name]) => ({ key: `${kind}:${name}`, alt: seedPictureAlt(kind, name), variants: await drawSeedPicture(kind, name) })));
  return new Map(drawn.map((picture) => [picture.key, picture]));
}

/** `articleHtml`: the sanitiser the API writes articles with (the site's origin decides which links are internal). */
export async function seedDatabase(db: Database, articleHtml: ArticleHtml = articleHtmlFor(null), now: Date = new Date()): Promise<SeedResult> {
  if (await hasContent(db)) return { seeded: false };
  const drawn = await drawSeedPictures();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasContent(tx)) return { seeded: false };
    const pictureRepository = createPicturesRepository(tx);
    const pictureOf = async (kind: SeedPictureKind, name: string): Promise<number> => {
      const picture = drawn.get(`${kind}:${name}`);
      if (!picture) throw new Error(`Seed: no picture drawn for ${kind} ${name}`);
      return (await pictureRepository.create(picture.alt, picture.variants)).id;
    };

    const lectorIds = new Map<string, number>();
    for (const [index, lector] of seedLectors.entries()) {
      const [row] = await tx
        .insert(lectors)
        .values({ fullName: lector.fullName, image: lector.image, pictureId: await pictureOf('lector', lector.fullName), description: lector.description, sortOrder: index })
        .returning({ id: lectors.id });
      if (row) lectorIds.set(lector.key, row.id);
    }

    for (const course of seedCourses) {
      const [row] = await tx
        .insert(courses)
        .values({
          slug: course.slug,
          title: course.title,
          shortDescription: course.shortDescription,
          longDescription: course.longDescription,
          image: course.image,
          pictureId: await pictureOf('course', course.title),
          price: course.price,
          isActive: course.isActive,
          sortOrder: course.order,
          mainSkills: course.mainSkills,
          suitableFor: course.suitableFor,
          howItWorks: course.howItWorks,
          faq: course.faq,
          exclusiveOffer: course.exclusiveOffer,
          quote: course.quote,
          quoteAuthor: course.quoteAuthor,
          realValue: course.realValue,
          hasGuarantee: course.hasGuarantee,
        })
        .returning({ id: courses.id });
      if (!row) throw new Error(`Seed: course ${course.slug} not inserted`);
      if (course.modules.length > 0) {
        await tx.insert(courseModules).values(
          course.modules.map((module, position) => ({ courseId: row.id, position, title: module.title, description: module.description })),
        );
      }
      if (course.lectorKeys.length > 0) {
        await tx.insert(courseLectors).values(
          course.lectorKeys.map((key, position) => ({ courseId: row.id, lectorId: requireId(lectorIds, key, 'lector'), position })),
        );
      }
    }

    const today = todayInSofia(now);
    for (const event of seedEvents) {
      const [row] = await tx
        .insert(events)
        .values({
          slug: event.slug,
          title: event.title,
          shortDescription: event.shortDescription,
          image: event.image,
          pictureId: await pictureOf('event', event.title),
          eventDate: addDays(today, event.daysFromNow),
          eventTime: event.eventTime,
          location: event.location,
          price: event.price,
          isRecommended: event.isRecommended,
          isActive: event.isActive,
          landingPageUrl: event.landingPageUrl,
        })
        .returning({ id: events.id });
      if (!row) throw new Error(`Seed: event ${event.slug} not inserted`);
      if (event.modules.length > 0) {
        await tx.insert(eventModules).values(event.modules.map((title, position) => ({ eventId: row.id, position, title })));
      }
    }

    const categoryIds = new Map<string, number>();
    for (const category of seedCategories) {
      const [row] = await tx
        .insert(categories)
        .values({ name: category.name, slug: category.slug, color: category.color || 'blue', isActive: category.isActive, sortOrder: category.order })
        .returning({ id: categories.id });
      if (row) categoryIds.set(category.key, row.id);
    }

    for (const article of seedArticles) {
      const publishedAt = article.publishedDaysAgo === null ? null : new Date(now.getTime() - article.publishedDaysAgo * DAY_MS);
      const createdAt = publishedAt ?? now;
      await tx.insert(articles).values({
        slug: article.slug,
        title: article.title,
        shortDescription: article.shortDescription,
        content: articleHtml.sanitize(article.content),
        contentSanitizedWith: articleHtml.rules,
        featuredImage: article.featuredImage,
        pictureId: await pictureOf('article', article.title),
        metaDescription: article.metaDescription,
        metaKeywords: article.metaKeywords,
        isPublished: article.isPublished,
        isFeatured: article.isFeatured,
        categoryId: article.categoryKey === null ? null : requireId(categoryIds, article.categoryKey, 'category'),
        tags: article.tags,
        authorName: article.authorName,
        viewCount: article.viewCount,
        publishedAt,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await tx.insert(promotions).values(
      seedPromotions.map((promotion) => ({
        title: promotion.title,
        body: promotion.body ?? '',
        endsOn: promotion.endsOnMonthDay === null ? null : nextOccurrence(promotion.endsOnMonthDay, today),
        sortOrder: promotion.order ?? 0,
      })),
    );
    return { seeded: true };
  });
}

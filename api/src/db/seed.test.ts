import type { Article, Category, Course, EventItem, Lector, Picture } from '@site/shared';
import { addDays, todayInSofia } from '@site/shared/sofia-dates';
import { articleHtmlFor } from '../lib/article-html';
import { adminHeaders, call, createTestContext, type TestContext } from '../test/test-app';
import { seedDatabase } from './seed';
import { seedArticles } from './seed-data/articles';
import { seedCategories } from './seed-data/categories';
import { seedCourses } from './seed-data/courses';
import { seedEvents } from './seed-data/events';
import { seedLectors } from './seed-data/lectors';

let t: TestContext;
const get = async <T>(url: string, headers: Record<string, string> = {}) => (await call<T>(t.app, { method: 'GET', url, headers })).body.data;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 180_000); // the seed draws its pictures: seconds of CPU, more beside other work on two cores
afterAll(() => t.close());

describe('seed content', () => {
  it('loads every seed row', async () => {
    const admin = await adminHeaders(t.app);
    expect(await get<Course[]>('/api/courses')).toHaveLength(seedCourses.length);
    expect(await get<Lector[]>('/api/lectors')).toHaveLength(seedLectors.length);
    expect(await get<EventItem[]>('/api/events')).toHaveLength(seedEvents.length);
    expect(await get<Category[]>('/api/categories')).toHaveLength(seedCategories.length);
    expect(await get<Article[]>('/api/articles?includeUnpublished=true', admin)).toHaveLength(seedArticles.length);
  });

  it('gives every course, event, lecturer and article a picture with its alternative text, served as AVIF and WebP', async () => {
    const admin = await adminHeaders(t.app);
    const items: { picture: Picture | null }[] = [
      ...(await get<Course[]>('/api/courses')),
      ...(await get<EventItem[]>('/api/events')),
      ...(await get<Lector[]>('/api/lectors')),
      ...(await get<Article[]>('/api/articles?includeUnpublished=true', admin)),
    ];
    const pictures = items.map((item) => item.picture);
    expect(pictures.every((picture) => picture !== null && picture.alt.length > 10)).toBe(true);
    expect(new Set(pictures.map((picture) => picture?.id)).size).toBe(items.length);
    const first = pictures[0]!;
    for (const extension of ['avif', 'webp', 'jpg']) {
      const file = await t.app.inject({ method: 'GET', url: `/api/pictures/${first.id}/${first.width}.${extension}` });
      expect(file.statusCode).toBe(200);
    }
  });

  it('has the five spec courses with their exact slugs, titles and full fields', async () => {
    const expected = {
      'biznes-planirane': 'Бизнес планиране',
      'biznes-organizirane-i-strukturirane': 'Бизнес организиране и структуриране',
      'turgovski-umeniia': 'Търговски умения',
      'finansova-gramotnost': 'Финансова грамотност',
      'lidersko-upravlenie-na-ekipi': 'Лидерско управление на екипи',
    };
    for (const [slug, title] of Object.entries(expected)) {
      const course = await get<Course>(`/api/courses/slug/${slug}`);
      expect(course.title).toBe(title);
      expect(course.isActive).toBe(true);
      expect(course.price).toBeGreaterThan(0);
      for (const list of [course.mainSkills, course.suitableFor, course.howItWorks, course.modules, course.lectors]) expect(list.length).toBeGreaterThan(0);
      expect(course.moduleCount).toBe(course.modules.length);
    }
  });

  it('has the course kinds the pages need', async () => {
    const courses = await get<Course[]>('/api/courses');
    const titles = courses.map((course) => course.title.toLowerCase());
    expect(titles.some((title) => title.startsWith('индивидуални консултации'))).toBe(true);
    expect(titles.some((title) => title.startsWith('учебна програма'))).toBe(true);
    expect(titles.filter((title) => title.startsWith('вип пакет'))).toHaveLength(2);
    expect(courses.some((course) => !course.isActive)).toBe(true);
    expect(courses.flatMap((course) => course.lectors)).not.toHaveLength(0);
  });

  it('has at least four lecturers with paragraphs', async () => {
    const lectors = await get<Lector[]>('/api/lectors');
    expect(lectors.length).toBeGreaterThanOrEqual(4);
    for (const lector of lectors) expect(lector.description.split('\n').length).toBeGreaterThan(1);
  });

  it('dates events from the seeding day: three or more upcoming, one past', async () => {
    const today = todayInSofia();
    const events = await get<EventItem[]>('/api/events');
    for (const seed of seedEvents) {
      expect(events.find((event) => event.slug === seed.slug)?.eventDate).toBe(addDays(today, seed.daysFromNow));
    }
    const upcoming = await get<EventItem[]>('/api/events/active');
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.some((event) => event.landingPageUrl)).toBe(true);
    expect(upcoming.filter((event) => !event.landingPageUrl).length).toBeGreaterThanOrEqual(2);
    expect(events.some((event) => event.eventDate < today)).toBe(true);
  });

  it('has the categories and articles the pages need, with sanitised content', async () => {
    const categories = await get<Category[]>('/api/categories');
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.some((category) => !category.isActive)).toBe(true);
    expect(categories.some((category) => category.isActive && category.articleCount === 0)).toBe(true);
    const admin = await adminHeaders(t.app);
    const all = await get<Article[]>('/api/articles?includeUnpublished=true', admin);
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.filter((article) => !article.isPublished)).toHaveLength(1);
    expect(all.some((article) => article.tags.length === 5)).toBe(true);
    expect((await get<Article[]>('/api/articles/featured')).length).toBeGreaterThanOrEqual(2);
    expect(new Set(all.map((article) => article.categoryId).filter((id) => id !== null)).size).toBeGreaterThanOrEqual(3);
    for (const seed of seedArticles) {
      const article = all.find((candidate) => candidate.slug === seed.slug);
      expect(article?.content).toBe(await articleHtmlFor(t.config.publicUrl).sanitize(seed.content));
      expect(article?.publishedAt === null).toBe(seed.publishedDaysAgo === null);
    }
  });

  it('does nothing on a database that has content', async () => {
    expect(await seedDatabase(t.database.db)).toEqual({ seeded: false });
    expect(await get<Course[]>('/api/courses')).toHaveLength(seedCourses.length);
  });
});

// What the repositories hand the routes is exactly each answer's contract: no property the schema lacks (the
// serialiser would drop it without a word), none missing, every value within the schema's types and limits.
// The seed holds every kind of item, each with a picture; one sign-up adds a client.
import { ArticleSchema, ArticleSummarySchema } from '@site/shared/contracts/article';
import { CategorySchema } from '@site/shared/contracts/category';
import { ClientSchema } from '@site/shared/contracts/client';
import { CourseLinkSchema, CourseSchema, CourseSummarySchema } from '@site/shared/contracts/course';
import { EventSchema } from '@site/shared/contracts/event';
import { LectorSchema } from '@site/shared/contracts/lector';
import { formErrors } from '@site/shared/contracts/messages';
import { PictureInLibrarySchema } from '@site/shared/contracts/picture';
import { PromotionSchema } from '@site/shared/contracts/promotion';
import { SiteSettingsSchema } from '@site/shared/contracts/site-settings';
import { signUpBody } from '../test/fixtures';
import { createTestContext, type TestContext } from '../test/test-app';
import { MAX_PAGE_SIZE } from '@site/shared';

/** A contract, as formErrors takes it. */
type TSchema = Parameters<typeof formErrors>[0];

let t: TestContext;
const firstPage = { page: 1, pageSize: MAX_PAGE_SIZE };

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  const [course] = await t.repos.courses.listActiveLinks();
  if (!course) throw new Error('the seed has no course');
  await t.repos.clients.register({ ...signUpBody(), registrationSource: course.title, courseIds: [course.id] });
});
afterAll(() => t.close());

/** Each item's errors against the schema, keyed by the item's index: empty when every item is exact. */
function offences(schema: TSchema, items: unknown[]): Record<number, Record<string, string>> {
  const found: Record<number, Record<string, string>> = {};
  items.forEach((item, index) => {
    const errors = formErrors(schema, item);
    if (Object.keys(errors).length > 0) found[index] = errors;
  });
  return found;
}

it.each<[string, TSchema, () => Promise<unknown[]>]>([
  ['courses', CourseSchema, () => t.repos.courses.list({ activeOnly: false })],
  ['course cards', CourseSummarySchema, () => t.repos.courses.listActiveCards()],
  ['course links', CourseLinkSchema, () => t.repos.courses.listActiveLinks()],
  ['events', EventSchema, async () => (await t.repos.events.list(firstPage)).items],
  ['lecturers', LectorSchema, () => t.repos.lectors.list({ activeOnly: false })],
  ['categories', CategorySchema, () => t.repos.categories.list({ activeOnly: false })],
  ['articles', ArticleSchema, async () => (await t.repos.articles.list({ publishedOnly: false }, firstPage)).items],
  ['article cards', ArticleSummarySchema, async () => (await t.repos.articles.listCards({ publishedOnly: true }, firstPage)).items],
  ['promotions', PromotionSchema, () => t.repos.promotions.list()],
  ['the picture library', PictureInLibrarySchema, async () => (await t.repos.pictures.list(firstPage)).items],
  ['clients', ClientSchema, async () => (await t.repos.clients.list(firstPage)).items],
  ['site settings', SiteSettingsSchema, async () => [t.config.siteSettings]],
])('%s: each item is exactly its contract', async (_name, schema, read) => {
  const items = await read();
  expect(items.length).toBeGreaterThan(0);
  expect(offences(schema, items)).toEqual({});
});

// The entities staff write in the console, listed once: the schema of the API's answers, of the write body,
// the collection's address (POST there, PUT at `{path}/{id}`) and what the server makes rather than staff write
// (a picture and lecturers are written as their ids; amounts are in euro). The contract tests beside this file,
// the write round-trip test (api/src/routes/write-bodies.test.ts) and the OpenAPI check
// (api/src/plugins/api-docs.test.ts) read it; the OpenAPI check fails on a collection the API writes that is not here.
import { ArticleInputSchema, ArticleSchema } from './article';
import { CategoryInputSchema, CategorySchema } from './category';
import { CourseInputSchema, CourseSchema } from './course';
import { EventInputSchema, EventSchema } from './event';
import { LectorInputSchema, LectorSchema } from './lector';
import { PromotionInputSchema, PromotionSchema } from './promotion';

export const staffEntities = {
  course: { schema: CourseSchema, input: CourseInputSchema, path: '/api/courses', madeByServer: ['id', 'moduleCount', 'picture', 'lectors', 'currency'] },
  event: { schema: EventSchema, input: EventInputSchema, path: '/api/events', madeByServer: ['id', 'picture', 'currency'] },
  lector: { schema: LectorSchema, input: LectorInputSchema, path: '/api/lectors', madeByServer: ['id', 'picture'] },
  category: { schema: CategorySchema, input: CategoryInputSchema, path: '/api/categories', madeByServer: ['id', 'articleCount'] },
  promotion: { schema: PromotionSchema, input: PromotionInputSchema, path: '/api/promotions', madeByServer: ['id'] },
  article: {
    schema: ArticleSchema,
    input: ArticleInputSchema,
    path: '/api/articles',
    madeByServer: ['id', 'picture', 'category', 'viewCount', 'publishedAt', 'createdAt', 'updatedAt'],
  },
} as const;

export type StaffEntityName = keyof typeof staffEntities;
export const staffEntityNames = Object.keys(staffEntities) as StaffEntityName[];

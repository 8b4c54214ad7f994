// One schema per entity: a property added to an entity's schema is in its type (and so every object literal of
// that type must have it), in the API's answers (the same schema serialises them), and in its write body or in
// the short list below of what the server makes — the type check fails until it is one or the other.
import type { TObject } from 'typebox';
import type * as Entities from '../entities';
import { ArticleInputSchema, ArticleSchema, ArticleSummarySchema } from './article';
import { CategoryInputSchema, CategoryRefSchema, CategorySchema } from './category';
import { CourseInputSchema, CourseLinkSchema, CourseSchema, CourseSummarySchema } from './course';
import { EventInputSchema, EventSchema } from './event';
import { LectorInputSchema, LectorSchema } from './lector';
import { PromotionInputSchema, PromotionSchema } from './promotion';

type Assert<T extends true> = T;
/** Every property of Entity is in Input, but those made by the server (`Made`). */
type Written<Entity, Input, Made extends keyof Entity> = [Exclude<keyof Entity, Made>] extends [keyof Input] ? true : false;

/** What the server makes rather than staff write (a picture and lecturers are written as their ids; amounts are in euro). */
const madeByServer = {
  course: ['id', 'moduleCount', 'picture', 'lectors', 'currency'],
  event: ['id', 'picture', 'currency'],
  lector: ['id', 'picture'],
  category: ['id', 'articleCount'],
  promotion: ['id'],
  article: ['id', 'picture', 'category', 'viewCount', 'publishedAt', 'createdAt', 'updatedAt'],
} as const;

type Made<Name extends keyof typeof madeByServer> = (typeof madeByServer)[Name][number];

// Compile-time: fails `npm run typecheck` when an entity gains a property its input lacks.
export type WrittenFields = [
  Assert<Written<Entities.Course, Entities.CourseInput, Made<'course'>>>,
  Assert<Written<Entities.EventItem, Entities.EventInput, Made<'event'>>>,
  Assert<Written<Entities.Lector, Entities.LectorInput, Made<'lector'>>>,
  Assert<Written<Entities.Category, Entities.CategoryInput, Made<'category'>>>,
  Assert<Written<Entities.Promotion, Entities.PromotionInput, Made<'promotion'>>>,
  Assert<Written<Entities.Article, Entities.ArticleInput, Made<'article'>>>,
];

const keys = (schema: TObject) => Object.keys(schema.properties).sort();
/** The JSON Schema keyword TypeBox's types leave out. */
const closed = (schema: TObject) => (schema as TObject & { additionalProperties?: unknown }).additionalProperties === false;

describe('entity and input', () => {
  it.each([
    ['course', CourseSchema, CourseInputSchema],
    ['event', EventSchema, EventInputSchema],
    ['lector', LectorSchema, LectorInputSchema],
    ['category', CategorySchema, CategoryInputSchema],
    ['promotion', PromotionSchema, PromotionInputSchema],
    ['article', ArticleSchema, ArticleInputSchema],
  ] as const)('every field of a %s but those the server makes is written through its input', (name, entity, input) => {
    const made: readonly string[] = madeByServer[name];
    expect(keys(entity).filter((key) => !made.includes(key) && !keys(input).includes(key))).toEqual([]);
  });

  it('the answers carry the whole entity, closed to anything else', () => {
    for (const schema of [CourseSchema, EventSchema, LectorSchema, CategorySchema, PromotionSchema, ArticleSchema]) {
      expect(schema.required).toEqual(Object.keys(schema.properties));
      expect(closed(schema)).toBe(true);
    }
  });
});

describe('variants built from the entity', () => {
  it.each([
    ['CourseSummary', CourseSummarySchema, CourseSchema],
    ['CourseLink', CourseLinkSchema, CourseSchema],
    ['ArticleSummary', ArticleSummarySchema, ArticleSchema],
    ['CategoryRef', CategoryRefSchema, CategorySchema],
  ] as const)('%s has the entity’s own property schemas, all required', (_name, variant, entity) => {
    const entityProperties: Record<string, unknown> = entity.properties;
    for (const [key, property] of Object.entries(variant.properties)) expect(property).toBe(entityProperties[key]);
    expect([...variant.required].sort()).toEqual(keys(variant));
    expect(closed(variant)).toBe(true);
  });
});

describe('every field is named for people', () => {
  it.each([CourseInputSchema, EventInputSchema, LectorInputSchema, CategoryInputSchema, PromotionInputSchema, ArticleInputSchema])(
    'input %#: each property has a Bulgarian title',
    (schema) => {
      const untitled = Object.entries(schema.properties)
        .filter(([, property]) => !/[А-Яа-я]/.test(String((property as { title?: unknown }).title ?? '')))
        .map(([key]) => key);
      expect(untitled).toEqual([]);
    },
  );
});

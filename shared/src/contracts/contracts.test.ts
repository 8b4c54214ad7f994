// One schema per entity: a property added to an entity's schema is in its type (and so every object literal of
// that type must have it), in the API's answers (the same schema serialises them), and in its write body or in
// the table's list of what the server makes (staff-entities.ts) — the type check fails until it is one or the other.
import type { Static, TObject } from 'typebox';
import { ArticleSchema, ArticleSummarySchema } from './article';
import { CategoryRefSchema, CategorySchema } from './category';
import { CourseLinkSchema, CourseSchema, CourseSummarySchema } from './course';
import { staffEntities, staffEntityNames, type StaffEntityName } from './staff-entities';

type Assert<T extends true> = T;
/** Every property of Entity is in Input, but those made by the server (`Made`). */
type Written<Entity, Input, Made extends keyof Entity> = [Exclude<keyof Entity, Made>] extends [keyof Input] ? true : false;
type Table = typeof staffEntities;

type WrittenOf<Entry extends Table[StaffEntityName]> = Written<
  Static<Entry['schema']>,
  Static<Entry['input']>,
  Extract<Entry['madeByServer'][number], keyof Static<Entry['schema']>>
>;

// Compile-time: fails `npm run typecheck` when an entity of the table gains a property its input lacks.
export type WrittenFields = Assert<[{ [Name in StaffEntityName]: WrittenOf<Table[Name]> }[StaffEntityName]] extends [true] ? true : false>;

const keys = (schema: TObject) => Object.keys(schema.properties).sort();
/** The JSON Schema keyword TypeBox's types leave out. */
const closed = (schema: TObject) => (schema as TObject & { additionalProperties?: unknown }).additionalProperties === false;

describe('entity and input', () => {
  it.each(staffEntityNames)('every field of a %s but those the server makes is written through its input', (name) => {
    const { schema, input, madeByServer } = staffEntities[name];
    const made: readonly string[] = madeByServer;
    expect(keys(schema).filter((key) => !made.includes(key) && !keys(input).includes(key))).toEqual([]);
    // And what the table says the server makes is a property of the answer (a stale name would hide nothing).
    expect(made.filter((key) => !keys(schema).includes(key))).toEqual([]);
  });

  it.each(staffEntityNames)('the answers of a %s carry the whole entity, closed to anything else', (name) => {
    const { schema } = staffEntities[name];
    expect(schema.required).toEqual(Object.keys(schema.properties));
    expect(closed(schema)).toBe(true);
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
  it.each(staffEntityNames)('the write body of a %s: each property has a Bulgarian title', (name) => {
    const untitled = Object.entries(staffEntities[name].input.properties)
      .filter(([, property]) => !/[А-Яа-я]/.test(String((property as { title?: unknown }).title ?? '')))
      .map(([key]) => key);
    expect(untitled).toEqual([]);
  });
});

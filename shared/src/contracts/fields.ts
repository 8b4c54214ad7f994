// Building blocks of the contracts: the kinds of field the entities share, with the limits the API
// enforces on write. Every field gets a `title`, the name a person gives it: the messages use it.
import { Type, type Static, type TInteger, type TNumber, type TObject, type TSchema, type TString, type TUnsafe } from 'typebox';
import { CURRENCY } from '../money';
import { DATE_PATTERN, MAX_ID, NOT_BLANK_PATTERN, SLUG_PATTERN } from './patterns';

/** Annotations of a field: its name for people, and what OpenAPI says about it. */
export interface FieldNotes {
  title?: string;
  description?: string;
}

/**
 * A value or null, as `type: [T, 'null']` beside the value's own keywords. Unlike Type.Union's `anyOf`, a
 * validator reports one error for it, and the serialiser picks the branch by the value's type instead of
 * validating the value against each branch (a picture with a value outside the schema's limits would
 * otherwise fail the whole answer).
 */
export function Nullable<T extends TString | TNumber | TInteger | TObject>(schema: T, notes: FieldNotes = {}): TUnsafe<Static<T> | null> {
  const { type, ...rest } = schema as unknown as { type: string } & Record<string, unknown>;
  return Type.Unsafe<Static<T> | null>({ type: [type, 'null'], ...rest, ...notes } as TSchema);
}

/** One of a few strings, as `{ type: 'string', enum }` (Type.Enum leaves out the type). */
export function StringEnum<const T extends readonly string[]>(values: T, notes: FieldNotes = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...notes } as TSchema);
}

export const Id = (notes: FieldNotes = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...notes });
/** The id a write body may carry: ignored on POST, and on PUT it must match the path. */
export const BodyId = () => Type.Optional(Id({ title: 'Номер', description: 'Ignored on POST; must match the path on PUT' }));
export const Slug = (notes: FieldNotes = {}) => Type.String({ minLength: 1, maxLength: 200, pattern: SLUG_PATTERN, title: 'Адрес (slug)', ...notes });
export const Text = (maxLength: number, notes: FieldNotes = {}) => Type.String({ maxLength, ...notes });
/** A text that must hold something other than white space. */
export const RequiredText = (maxLength: number, notes: FieldNotes = {}) => Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK_PATTERN, ...notes });
export const NullableText = (maxLength: number, notes: FieldNotes = {}) => Nullable(Type.String({ maxLength, ...notes }));
export const StringList = (maxItems: number, maxLength: number, notes: FieldNotes = {}) => Type.Array(Type.String({ maxLength }), { maxItems, ...notes });

const PRICE_LIMITS = { minimum: 0, maximum: 10_000_000 } as const;
/** An amount in euro, to the cent (stored as numeric(10, 2)). */
export const Price = (notes: FieldNotes = {}) => Type.Number({ ...PRICE_LIMITS, title: 'Цена', description: 'In euro (EUR), to the cent', ...notes });
export const NullablePrice = (notes: FieldNotes = {}) => Nullable(Type.Number({ ...PRICE_LIMITS, ...notes }));
/** The currency of a price-bearing entity's amounts: always the euro. */
export const Currency = () => Type.Literal(CURRENCY, { title: 'Валута', description: 'ISO 4217 code of every amount of the item' });
/** An amount with its currency, as a request records what the person was quoted. */
export const MoneySchema = Type.Object(
  { amount: Price({ title: 'Сума' }), currency: Currency() },
  { additionalProperties: false, title: 'Цена', description: 'An amount and its currency' },
);
export type Money = Static<typeof MoneySchema>;
/** The price a request was quoted when it arrived; null for a free consultation. */
export const QuotedPrice = () => Nullable(MoneySchema, { title: 'Цена', description: 'What the person was quoted on signing up; null for a consultation' });
export const Order = (notes: FieldNotes = {}) => Type.Integer({ minimum: -100000, maximum: 100000, title: 'Ред в списъка', ...notes });
export const IsoDateTime = (notes: FieldNotes = {}) => Type.String({ description: 'ISO 8601 timestamp', ...notes });
export const NullableIsoDateTime = (notes: FieldNotes = {}) => Nullable(IsoDateTime(notes));
export const IsoDate = (notes: FieldNotes = {}) => Type.String({ pattern: DATE_PATTERN, ...notes });

/** The picture chosen for an item on write: an id from the library, or null for none. */
export const PictureId = () => Nullable(Type.Integer({ minimum: 1, maximum: MAX_ID, title: 'Снимка', description: 'Id of a picture from the library' }));

// JSON-schema building blocks shared by every resource: the envelope, ids, slugs, error answers.
export const MAX_ID = 2_147_483_647;

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const slugParams = {
  type: 'object',
  required: ['slug'],
  additionalProperties: false,
  properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const slugField = { type: 'string', minLength: 1, maxLength: 200, pattern: SLUG_PATTERN } as const;
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** Holds a character other than white space: a required text of spaces is as empty as none. */
export const NOT_BLANK_PATTERN = '\\S';
export const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: NOT_BLANK_PATTERN }) as const;
export const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
export const stringList = (maxItems: number, maxLength: number) =>
  ({ type: 'array', maxItems, items: { type: 'string', maxLength } }) as const;
export const price = { type: 'number', minimum: 0, maximum: 10_000_000 } as const;
export const nullablePrice = { type: ['number', 'null'], minimum: 0, maximum: 10_000_000 } as const;
export const idField = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
export const orderField = { type: 'integer', minimum: -100000, maximum: 100000 } as const;

/** PATCH body: the status and place in the list of a course, an event, a lecturer or a category. */
export const statusAndOrderSchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: { isActive: { type: 'boolean' }, order: orderField },
} as const;
export const isoDateTime = { type: 'string', description: 'ISO 8601 timestamp' } as const;
export const nullableIsoDateTime = { type: ['string', 'null'], description: 'ISO 8601 timestamp' } as const;

export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Envelope of an error: `data` is null, or detail such as the offending field. */
export const errorEnvelope = {
  type: 'object',
  required: ['success', 'data', 'message'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    data: { description: 'null, or detail about the error (e.g. { field })' },
    message: { type: 'string', description: 'What went wrong, in Bulgarian' },
  },
} as const;

export function envelope<T extends object>(data: T) {
  return {
    type: 'object',
    required: ['success', 'data', 'message'],
    properties: { success: { type: 'boolean' }, data, message: { type: 'string' } },
  } as const;
}

type ErrorStatus = 400 | 401 | 404 | 409 | 413 | 415 | 429 | 503;

/** Response schemas per status: the success envelope plus the error envelopes the route can answer. */
export function responses<T extends object>(success: { status: 200 | 201; data: T }, errors: ErrorStatus[]) {
  const result: Record<string, object> = { [success.status]: envelope(success.data) };
  for (const status of new Set<ErrorStatus>([400, ...errors])) result[status] = errorEnvelope;
  result['5xx'] = errorEnvelope;
  return result;
}

export const adminSecurity: Record<string, string[]>[] = [{ adminBearer: [] }];

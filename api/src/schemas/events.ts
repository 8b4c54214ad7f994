// JSON schemas of the event calls.
import { idField, nullableText, price, requiredText, slugField, text } from './common';
import { itemPictureSchema, pictureIdField } from './pictures';

export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
export const HTTP_URL_PATTERN = '^https?://[^\\s]+$';

export const eventSchema = {
  type: 'object',
  required: [
    'id', 'slug', 'title', 'shortDescription', 'image', 'picture', 'eventDate', 'eventTime', 'location', 'price', 'modules',
    'isRecommended', 'isActive', 'landingPageUrl',
  ],
  additionalProperties: false,
  properties: {
    id: idField,
    slug: { type: 'string' },
    title: { type: 'string' },
    shortDescription: { type: 'string' },
    image: nullableText(2000),
    picture: itemPictureSchema,
    eventDate: { type: 'string', description: 'YYYY-MM-DD, the first of the two days' },
    eventTime: { type: 'string' },
    location: { type: 'string' },
    price: { type: 'number', description: 'BGN (лв)' },
    modules: {
      type: 'array',
      items: { type: 'object', required: ['id', 'title'], additionalProperties: false, properties: { id: idField, title: { type: 'string' } } },
    },
    isRecommended: { type: 'boolean' },
    isActive: { type: 'boolean' },
    landingPageUrl: { type: ['string', 'null'] },
  },
} as const;

export const eventStatusSchema = {
  type: 'object',
  required: ['isActive'],
  additionalProperties: false,
  properties: { isActive: { type: 'boolean' } },
} as const;

export const eventInputSchema = {
  type: 'object',
  required: ['slug', 'title', 'eventDate'],
  additionalProperties: false,
  properties: {
    id: { ...idField, description: 'Ignored on POST; must match the path on PUT' },
    slug: slugField,
    title: requiredText(300),
    shortDescription: text(2000),
    image: nullableText(2000),
    pictureId: pictureIdField,
    eventDate: { type: 'string', pattern: DATE_PATTERN, description: 'YYYY-MM-DD' },
    eventTime: text(100),
    location: text(500),
    price,
    modules: {
      type: 'array',
      maxItems: 100,
      items: { type: 'object', required: ['title'], additionalProperties: false, properties: { id: idField, title: requiredText(300) } },
    },
    isRecommended: { type: 'boolean' },
    isActive: { type: 'boolean' },
    landingPageUrl: { type: ['string', 'null'], maxLength: 2000, pattern: HTTP_URL_PATTERN },
  },
} as const;

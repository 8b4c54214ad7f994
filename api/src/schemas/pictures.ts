// JSON schemas of the picture library and of the picture an item shows.
import { idField, isoDateTime } from './common';

export const PICTURE_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;

export const pictureSchema = {
  type: 'object',
  required: ['id', 'alt', 'width', 'height', 'format', 'widths'],
  additionalProperties: false,
  properties: {
    id: idField,
    alt: { type: 'string', description: 'Alternative text' },
    width: { type: 'integer', description: 'Width of the widest variant (px)' },
    height: { type: 'integer', description: 'Height of the widest variant (px)' },
    format: { type: 'string', enum: PICTURE_FORMATS, description: "The upload's own format, offered beside AVIF and WebP" },
    widths: { type: 'array', items: { type: 'integer' }, description: 'Widths of the variants, ascending: /api/pictures/{id}/{width}.{avif|webp|jpg|png}' },
  },
} as const;

/** The picture an item shows, or null. */
export const itemPictureSchema = { anyOf: [pictureSchema, { type: 'null' }] } as const;

/** The picture chosen for an item on write: an id from the library, or null for none. */
export const pictureIdField = { type: ['integer', 'null'], minimum: 1, maximum: idField.maximum, description: 'Id of a picture from the library' } as const;

export const pictureInLibrarySchema = {
  type: 'object',
  required: [...pictureSchema.required, 'createdAt', 'usedBy'],
  additionalProperties: false,
  properties: {
    ...pictureSchema.properties,
    createdAt: isoDateTime,
    usedBy: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'id', 'title'],
        additionalProperties: false,
        properties: { kind: { type: 'string', enum: ['course', 'event', 'lector', 'article'] }, id: idField, title: { type: 'string' } },
      },
    },
  },
} as const;

export const pictureFileParams = {
  type: 'object',
  required: ['id', 'file'],
  additionalProperties: false,
  properties: { id: idField, file: { type: 'string', pattern: '^[0-9]{1,5}\\.(avif|webp|jpg|png)$' } },
} as const;

// JSON schemas of the lecturer calls.
import { idField, nullableText, orderField, requiredText, text } from './common';
import { itemPictureSchema, pictureIdField } from './pictures';

export const lectorSchema = {
  type: 'object',
  required: ['id', 'fullName', 'image', 'picture', 'description', 'isActive', 'order'],
  additionalProperties: false,
  properties: {
    id: idField,
    fullName: { type: 'string' },
    image: nullableText(2000),
    picture: itemPictureSchema,
    description: { type: 'string' },
    isActive: { type: 'boolean', description: 'An inactive lecturer is left out of /lectors' },
    order: { type: 'integer' },
  },
} as const;

export const lectorInputSchema = {
  type: 'object',
  required: ['fullName'],
  additionalProperties: false,
  properties: {
    id: { ...idField, description: 'Ignored on POST; must match the path on PUT' },
    fullName: requiredText(200),
    description: text(20000),
    image: nullableText(2000),
    pictureId: pictureIdField,
    isActive: { type: 'boolean' },
    order: orderField,
  },
} as const;


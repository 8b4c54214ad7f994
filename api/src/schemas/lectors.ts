// JSON schemas of the lecturer calls.
import { idField, nullableText } from './common';

export const lectorSchema = {
  type: 'object',
  required: ['id', 'fullName', 'image', 'description'],
  additionalProperties: false,
  properties: {
    id: idField,
    fullName: { type: 'string' },
    image: nullableText(2000),
    description: { type: 'string' },
  },
} as const;

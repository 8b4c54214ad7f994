// JSON schemas of the promotion calls.
import { idField, orderField, requiredText, text } from './common';
import { DATE_PATTERN } from './events';

export const promotionSchema = {
  type: 'object',
  required: ['id', 'title', 'body', 'endsOn', 'isActive', 'order'],
  additionalProperties: false,
  properties: {
    id: idField,
    title: { type: 'string' },
    body: { type: 'string' },
    endsOn: { type: ['string', 'null'], description: 'YYYY-MM-DD, the last day it is shown (Europe/Sofia); null for no end' },
    isActive: { type: 'boolean' },
    order: { type: 'integer' },
  },
} as const;

export const promotionInputSchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    id: { ...idField, description: 'Ignored on POST; must match the path on PUT' },
    title: requiredText(300),
    body: text(2000),
    endsOn: { type: ['string', 'null'], pattern: DATE_PATTERN },
    isActive: { type: 'boolean' },
    order: orderField,
  },
} as const;

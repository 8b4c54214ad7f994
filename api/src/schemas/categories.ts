// JSON schemas of the category calls.
import { idField, orderField, requiredText, slugField } from './common';

export const categoryRefSchema = {
  type: 'object',
  required: ['id', 'name', 'color', 'slug'],
  additionalProperties: false,
  properties: { id: idField, name: { type: 'string' }, color: { type: 'string' }, slug: { type: 'string' } },
} as const;

export const categorySchema = {
  type: 'object',
  required: ['id', 'name', 'slug', 'color', 'isActive', 'order', 'articleCount'],
  additionalProperties: false,
  properties: {
    id: idField,
    name: { type: 'string' },
    slug: { type: 'string' },
    color: { type: 'string', description: "Default 'blue'" },
    isActive: { type: 'boolean' },
    order: { type: 'integer' },
    articleCount: { type: 'integer', description: 'Number of published articles in the category' },
  },
} as const;

export const categoryInputSchema = {
  type: 'object',
  required: ['name', 'slug'],
  additionalProperties: false,
  properties: {
    id: { ...idField, description: 'Ignored on POST; must match the path on PUT' },
    name: requiredText(200),
    slug: slugField,
    color: { type: 'string', maxLength: 50, pattern: '^[#a-zA-Z0-9-]*$', description: "CSS colour name or #hex; default 'blue'" },
    isActive: { type: 'boolean' },
    order: orderField,
  },
} as const;

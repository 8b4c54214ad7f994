// JSON schemas of the article calls.
import { categoryRefSchema } from './categories';
import { idField, isoDateTime, nullableIsoDateTime, nullableText, stringList, text } from './common';
import { itemPictureSchema, pictureIdField } from './pictures';

export const articleSchema = {
  type: 'object',
  required: [
    'id', 'slug', 'title', 'shortDescription', 'content', 'featuredImage', 'picture', 'metaDescription', 'metaKeywords',
    'isPublished', 'isFeatured', 'categoryId', 'category', 'tags', 'authorName', 'viewCount', 'publishedAt', 'createdAt',
    'updatedAt',
  ],
  additionalProperties: false,
  properties: {
    id: idField,
    slug: { type: 'string' },
    title: { type: 'string' },
    shortDescription: { type: 'string' },
    content: { type: 'string', description: 'HTML, sanitised on write' },
    featuredImage: { type: ['string', 'null'], description: 'File name served at /api/articles/images/{fileName}' },
    picture: itemPictureSchema,
    metaDescription: { type: ['string', 'null'] },
    metaKeywords: { type: ['string', 'null'] },
    isPublished: { type: 'boolean' },
    isFeatured: { type: 'boolean' },
    categoryId: { type: ['integer', 'null'] },
    category: { anyOf: [categoryRefSchema, { type: 'null' }] },
    tags: { type: 'array', items: { type: 'string' } },
    authorName: { type: ['string', 'null'] },
    viewCount: { type: 'integer' },
    publishedAt: nullableIsoDateTime,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  },
} as const;

/** An article's card: the properties of articleSchema a list of cards shows. */
export const articleSummarySchema = {
  type: 'object',
  required: ['id', 'slug', 'title', 'shortDescription', 'featuredImage', 'picture', 'isFeatured', 'category', 'tags', 'publishedAt', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: articleSchema.properties.id,
    slug: articleSchema.properties.slug,
    title: articleSchema.properties.title,
    shortDescription: articleSchema.properties.shortDescription,
    featuredImage: articleSchema.properties.featuredImage,
    picture: articleSchema.properties.picture,
    isFeatured: articleSchema.properties.isFeatured,
    category: articleSchema.properties.category,
    tags: articleSchema.properties.tags,
    publishedAt: articleSchema.properties.publishedAt,
    createdAt: articleSchema.properties.createdAt,
  },
} as const;

/** Required fields are checked for blank values by the route, with Bulgarian messages. */
export const articleInputSchema = {
  type: 'object',
  required: ['title', 'slug', 'shortDescription', 'content'],
  additionalProperties: false,
  properties: {
    id: { ...idField, description: 'PUT only: must match the path' },
    title: text(300),
    slug: text(200),
    shortDescription: text(2000),
    content: text(500_000),
    featuredImage: nullableText(500),
    pictureId: pictureIdField,
    metaDescription: nullableText(500),
    metaKeywords: nullableText(500),
    isPublished: { type: 'boolean' },
    isFeatured: { type: 'boolean' },
    categoryId: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
    tags: stringList(30, 60),
    authorName: nullableText(200),
  },
} as const;

export const includeUnpublishedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    includeUnpublished: { type: 'boolean', default: false, description: 'Also drafts; needs the administrator Bearer token' },
  },
} as const;

export const viewCountSchema = {
  type: 'object',
  required: ['viewCount'],
  additionalProperties: false,
  properties: { viewCount: { type: 'integer' } },
} as const;

// JSON schemas of the course calls: the Course entity and the body of POST/PUT /courses.
import { idField, nullablePrice, nullableText, orderField, price, requiredText, slugField, stringList, text } from './common';
import { lectorSchema } from './lectors';
import { itemPictureSchema, pictureIdField } from './pictures';

const faqItem = {
  type: 'object',
  required: ['question', 'answer'],
  additionalProperties: false,
  properties: { question: text(1000), answer: text(5000) },
} as const;

const moduleSchema = {
  type: 'object',
  required: ['id', 'title', 'description'],
  additionalProperties: false,
  properties: { id: idField, title: { type: 'string' }, description: { type: 'string' } },
} as const;

export const courseSchema = {
  type: 'object',
  required: [
    'id', 'slug', 'title', 'shortDescription', 'longDescription', 'image', 'picture', 'price', 'moduleCount', 'isActive', 'order',
    'mainSkills', 'suitableFor', 'howItWorks', 'modules', 'lectors', 'faq', 'exclusiveOffer', 'quote', 'quoteAuthor',
    'realValue', 'hasGuarantee',
  ],
  additionalProperties: false,
  properties: {
    id: idField,
    slug: { type: 'string' },
    title: { type: 'string' },
    shortDescription: { type: 'string' },
    longDescription: { type: 'string' },
    image: nullableText(2000),
    picture: itemPictureSchema,
    price: { type: 'number', description: 'BGN (лв)' },
    moduleCount: { type: 'integer', description: 'Number of modules' },
    isActive: { type: 'boolean' },
    order: { type: 'integer' },
    mainSkills: { type: 'array', items: { type: 'string' } },
    suitableFor: { type: 'array', items: { type: 'string' } },
    howItWorks: { type: 'array', items: { type: 'string' } },
    modules: { type: 'array', items: moduleSchema },
    lectors: { type: 'array', items: lectorSchema },
    faq: { type: 'array', items: faqItem },
    exclusiveOffer: { type: ['string', 'null'] },
    quote: { type: ['string', 'null'] },
    quoteAuthor: { type: ['string', 'null'] },
    realValue: { type: ['number', 'null'] },
    hasGuarantee: { type: 'boolean' },
  },
} as const;

/** A course's card: the properties of courseSchema a list of cards shows. */
export const courseSummarySchema = {
  type: 'object',
  required: ['id', 'slug', 'title', 'shortDescription', 'image', 'picture', 'price', 'moduleCount', 'isActive', 'order'],
  additionalProperties: false,
  properties: {
    id: courseSchema.properties.id,
    slug: courseSchema.properties.slug,
    title: courseSchema.properties.title,
    shortDescription: courseSchema.properties.shortDescription,
    image: courseSchema.properties.image,
    picture: courseSchema.properties.picture,
    price: courseSchema.properties.price,
    moduleCount: courseSchema.properties.moduleCount,
    isActive: courseSchema.properties.isActive,
    order: courseSchema.properties.order,
  },
} as const;

export const courseLinkSchema = {
  type: 'object',
  required: ['id', 'slug', 'title'],
  additionalProperties: false,
  properties: { id: idField, slug: { type: 'string' }, title: { type: 'string' } },
} as const;

export const courseInputSchema = {
  type: 'object',
  required: ['slug', 'title', 'price'],
  additionalProperties: false,
  properties: {
    id: { ...idField, description: 'Ignored on POST; must match the path on PUT' },
    slug: slugField,
    title: requiredText(300),
    shortDescription: text(2000),
    longDescription: text(20000),
    image: nullableText(2000),
    pictureId: pictureIdField,
    price,
    isActive: { type: 'boolean' },
    order: orderField,
    mainSkills: stringList(100, 1000),
    suitableFor: stringList(100, 1000),
    howItWorks: stringList(100, 1000),
    faq: { type: 'array', maxItems: 100, items: faqItem },
    exclusiveOffer: nullableText(5000),
    quote: nullableText(2000),
    quoteAuthor: nullableText(300),
    realValue: nullablePrice,
    hasGuarantee: { type: 'boolean' },
    modules: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['title'],
        additionalProperties: false,
        properties: { id: idField, title: requiredText(300), description: text(5000) },
      },
    },
    lectorIds: { type: 'array', maxItems: 50, items: idField, description: 'Ids of the lecturers teaching the course' },
  },
} as const;

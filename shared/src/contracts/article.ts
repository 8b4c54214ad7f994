// An article: the full entity, its card, and the body of the admin form (whose blank and slug rules, with the
// spec's messages, are in ../validation/article).
import { Type, type Static } from 'typebox';
import { CategoryRefSchema } from './category';
import { Id, IsoDateTime, Nullable, NullableIsoDateTime, NullableText, PictureId, StringList, Text } from './fields';
import { MAX_ID } from './patterns';
import { ItemPictureSchema } from './picture';

export const ArticleSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    slug: Text(200, { title: 'Адрес (slug)' }),
    title: Text(300, { title: 'Заглавие' }),
    shortDescription: Text(2000, { title: 'Кратко описание' }),
    content: Text(500_000, { title: 'Съдържание', description: 'HTML, sanitised on write' }),
    featuredImage: NullableText(500, { title: 'Основна снимка', description: 'File name served at /api/articles/images/{fileName}' }),
    picture: ItemPictureSchema,
    metaDescription: NullableText(500, { title: 'Мета описание' }),
    metaKeywords: NullableText(500, { title: 'Мета ключови думи' }),
    isPublished: Type.Boolean({ title: 'Публикувана' }),
    isFeatured: Type.Boolean({ title: 'Препоръчана' }),
    categoryId: Nullable(Type.Integer({ minimum: 1, maximum: MAX_ID, title: 'Категория' })),
    category: Nullable(CategoryRefSchema, { title: 'Категория' }),
    tags: StringList(30, 60, { title: 'Етикети' }),
    authorName: NullableText(200, { title: 'Автор' }),
    viewCount: Type.Integer({ title: 'Прегледи' }),
    publishedAt: NullableIsoDateTime({ title: 'Публикувана на' }),
    createdAt: IsoDateTime({ title: 'Създадена на' }),
    updatedAt: IsoDateTime({ title: 'Обновена на' }),
  },
  { additionalProperties: false },
);
export type Article = Static<typeof ArticleSchema>;

/** What an article's card needs (the article list, the home page's section): no content or meta fields. */
export const ArticleSummarySchema = Type.Pick(
  ArticleSchema,
  ['id', 'slug', 'title', 'shortDescription', 'featuredImage', 'picture', 'isFeatured', 'category', 'tags', 'publishedAt', 'createdAt'],
  { additionalProperties: false },
);
export type ArticleSummary = Static<typeof ArticleSummarySchema>;

/** The answer to a view: the new count. */
export const ArticleViewCountSchema = Type.Pick(ArticleSchema, ['viewCount'], { additionalProperties: false });

const article = ArticleSchema.properties;

/**
 * Body of POST /articles and PUT /articles/{id}. Blank required texts and the slug's form are checked by
 * validateArticleInput, so that the API answers with the form's own (spec) messages.
 */
export const ArticleInputSchema = Type.Object(
  {
    id: Type.Optional(Id({ title: 'Номер', description: 'PUT only: must match the path' })),
    title: article.title,
    slug: article.slug,
    shortDescription: article.shortDescription,
    content: article.content,
    featuredImage: Type.Optional(article.featuredImage),
    pictureId: Type.Optional(PictureId()),
    metaDescription: Type.Optional(article.metaDescription),
    metaKeywords: Type.Optional(article.metaKeywords),
    isPublished: Type.Optional(article.isPublished),
    isFeatured: Type.Optional(article.isFeatured),
    categoryId: Type.Optional(article.categoryId),
    tags: Type.Optional(article.tags),
    authorName: Type.Optional(article.authorName),
  },
  { additionalProperties: false },
);
export type ArticleInput = Static<typeof ArticleInputSchema>;

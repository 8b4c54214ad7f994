// The articles section: title and address (following the title until typed), descriptions, the HTML content
// with its preview, a featured image (an uploaded file) or a library picture, category, author, tags, the
// search engines' texts, and the publish and featured flags. The list's rows are the article's own card.
import type { Article, ArticleInput } from '@site/shared';
import { ArticleInputSchema } from '@site/shared/contracts/article';
import { formErrors } from '@site/shared/contracts/messages';
import { validateArticleInput } from '@site/shared/validation/article';
import { formatTags, parseSelectedId, parseTags } from '@site/shared/article-form';
import { articleImagePath } from '@site/shared/article-images';
import { queryKeys } from '@site/shared/data';
import type { FieldErrors, FieldSpecs, FormBody, FormName, FormValues, SectionConfig } from '../../components/item-editor/fields';
import { flag, orNull, pictureIdOf, textOf, trimmed } from '../../components/item-editor/fields';
import { isServerAnswer } from '../../lib/api-errors';
import { createArticle, deleteArticle, updateArticle } from './api';
import { articleRow } from './article-row';
import { articleMessages, loadForEditMessages } from './messages';
import { staffArticleQuery } from './queries';

export type ArticleFormName = FormName<ArticleInput>;

const tagsHint = (text: string) => {
  const tags = parseTags(text);
  return tags.length > 0 ? `Разделени със запетая. Ще бъдат записани: ${tags.join(' · ')}` : 'Разделени със запетая, напр. бизнес, финанси';
};

const fields: FieldSpecs<ArticleFormName> = {
  title: { kind: 'text', label: 'Заглавие', required: true },
  slug: {
    kind: 'text',
    label: 'Адрес (slug)',
    required: true,
    hint: (slug) => (slug ? `Адрес на статията: /articles/${slug}` : 'Създава се от заглавието, докато не го промените ръчно.'),
  },
  shortDescription: { kind: 'textarea', label: 'Кратко описание', required: true, rows: 3 },
  content: { kind: 'richText', label: 'Съдържание (HTML)', required: true },
  featuredImage: {
    kind: 'select',
    label: 'Основна снимка',
    none: 'Без снимка',
    emptyHint: 'Качете снимка в раздела „Снимки“, за да я изберете тук.',
    thumbnail: { src: articleImagePath, alt: 'Избраната основна снимка' },
  },
  pictureId: { kind: 'picture', label: 'Снимка от библиотеката (с алтернативен текст; показва се вместо основната снимка)' },
  categoryId: { kind: 'select', label: 'Категория', none: 'Без категория' },
  authorName: { kind: 'text', label: 'Автор' },
  tags: { kind: 'text', label: 'Етикети', hint: tagsHint },
  metaDescription: { kind: 'textarea', label: 'Мета описание', rows: 2, hint: 'За търсачките; ако е празно, се използва краткото описание.' },
  metaKeywords: { kind: 'text', label: 'Мета ключови думи' },
  isPublished: { kind: 'checkbox', label: 'Публикувана' },
  isFeatured: { kind: 'checkbox', label: 'Препоръчана' },
};

const emptyValues = (): FormValues<ArticleFormName> => ({
  title: '',
  slug: '',
  shortDescription: '',
  content: '',
  featuredImage: '',
  pictureId: null,
  categoryId: '',
  authorName: '',
  tags: '',
  metaDescription: '',
  metaKeywords: '',
  isPublished: false,
  isFeatured: false,
});

const valuesOf = (article: Article): FormValues<ArticleFormName> => ({
  title: article.title,
  slug: article.slug,
  shortDescription: article.shortDescription,
  content: article.content,
  featuredImage: article.featuredImage ?? '',
  pictureId: article.picture?.id ?? null,
  categoryId: article.categoryId === null ? '' : String(article.categoryId),
  authorName: article.authorName ?? '',
  tags: formatTags(article.tags),
  metaDescription: article.metaDescription ?? '',
  metaKeywords: article.metaKeywords ?? '',
  isPublished: article.isPublished,
  isFeatured: article.isFeatured,
});

/** The body POST and PUT send: texts trimmed, empty ones null, the tags split at commas, the category an id or none. */
export function articleInputOf(values: FormValues<ArticleFormName>): FormBody<ArticleInput, ArticleFormName> {
  return {
    title: trimmed(values, 'title'),
    slug: trimmed(values, 'slug'),
    shortDescription: trimmed(values, 'shortDescription'),
    content: trimmed(values, 'content'),
    featuredImage: orNull(values, 'featuredImage'),
    pictureId: pictureIdOf(values, 'pictureId'),
    metaDescription: orNull(values, 'metaDescription'),
    metaKeywords: orNull(values, 'metaKeywords'),
    categoryId: parseSelectedId(textOf(values, 'categoryId')),
    tags: parseTags(textOf(values, 'tags')),
    authorName: orNull(values, 'authorName'),
    isPublished: flag(values, 'isPublished'),
    isFeatured: flag(values, 'isFeatured'),
  };
}

/** What the server checks, in its order: the contract's limits, then the spec's rules with their own messages. */
function validate(values: FormValues<ArticleFormName>): FieldErrors {
  const body = articleInputOf(values);
  return { ...formErrors(ArticleInputSchema, body), ...validateArticleInput(body) };
}

export const articlesSection: SectionConfig<Article, ArticleFormName> = {
  fields,
  emptyValues,
  valuesOf,
  validate,
  titleOf: (article) => article.title,
  renderRow: articleRow,
  messages: articleMessages,
  api: {
    save: (values, article) => (article === null ? createArticle(articleInputOf(values)) : updateArticle(article.id, articleInputOf(values))),
    remove: deleteArticle,
  },
  // Every article read shows the change: the staff list, an edit copy, and the public lists of the articles remote.
  invalidates: [queryKeys.articles.all],
  // The form starts from what the server holds now, read when 'Редактирай' is pressed.
  loadForEdit: {
    read: (queryClient, id) => queryClient.query(staffArticleQuery(id)),
    failure: (error) => (isServerAnswer(error) ? loadForEditMessages.refused : loadForEditMessages.failed),
  },
  slugFollows: { from: 'title', slug: 'slug' },
};

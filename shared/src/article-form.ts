// The admin article form's values and how they become an ArticleInput (spec section 5). The
// required-field rules and their messages are validation/article.ts, shared with the server.
import type { Article, ArticleInput } from './entities';
import { validateArticleInput, type ArticleErrors } from './validation/article';

/** What the form's inputs hold: text as typed, the category as the select's value. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  shortDescription: string;
  content: string;
  /** File name of an uploaded image, '' for none. */
  featuredImage: string;
  /** A picture from the library (with its alternative text), as the select's value: an id, or '' for none. */
  pictureId: string;
  metaDescription: string;
  metaKeywords: string;
  /** The category select's value: an id, or '' for none. */
  categoryId: string;
  /** Comma-separated, as typed. */
  tags: string;
  authorName: string;
  isPublished: boolean;
  isFeatured: boolean;
}

export const emptyArticleForm: Readonly<ArticleFormValues> = {
  title: '',
  slug: '',
  shortDescription: '',
  content: '',
  featuredImage: '',
  pictureId: '',
  metaDescription: '',
  metaKeywords: '',
  categoryId: '',
  tags: '',
  authorName: '',
  isPublished: false,
  isFeatured: false,
};

/** 'бизнес, , пари ,' → ['бизнес', 'пари']: comma-separated, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}

/** A select's value as a positive integer id (a category, a picture), or null (unset) for anything else. */
export function parseSelectedId(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function articleToFormValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    shortDescription: article.shortDescription,
    content: article.content,
    featuredImage: article.featuredImage ?? '',
    pictureId: article.picture ? String(article.picture.id) : '',
    metaDescription: article.metaDescription ?? '',
    metaKeywords: article.metaKeywords ?? '',
    categoryId: article.categoryId === null ? '' : String(article.categoryId),
    tags: formatTags(article.tags),
    authorName: article.authorName ?? '',
    isPublished: article.isPublished,
    isFeatured: article.isFeatured,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request body; pass the id for an edit (PUT carries it in the body too). */
export function formValuesToArticleInput(values: ArticleFormValues, id?: number): ArticleInput {
  return {
    ...(id === undefined ? {} : { id }),
    title: values.title.trim(),
    slug: values.slug.trim(),
    shortDescription: values.shortDescription.trim(),
    content: values.content.trim(),
    featuredImage: orNull(values.featuredImage),
    pictureId: parseSelectedId(values.pictureId),
    metaDescription: orNull(values.metaDescription),
    metaKeywords: orNull(values.metaKeywords),
    categoryId: parseSelectedId(values.categoryId),
    tags: parseTags(values.tags),
    authorName: orNull(values.authorName),
    isPublished: values.isPublished,
    isFeatured: values.isFeatured,
  };
}

/** The shared article rules applied to what the form holds. */
export function validateArticleForm(values: ArticleFormValues): ArticleErrors {
  return validateArticleInput(values);
}

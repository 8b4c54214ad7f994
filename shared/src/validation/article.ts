// Rules of the admin article form (spec section 5) and their messages, used by the form and the server.
import type { ArticleInput } from '../entities';

export const articleMessages = {
  titleRequired: 'Заглавието е задължително',
  slugRequired: 'Адресът (slug) е задължителен',
  slugInvalid: 'Адресът (slug) може да съдържа само малки латински букви, цифри и единични тирета',
  shortDescriptionRequired: 'Краткото описание е задължително',
  contentRequired: 'Съдържанието е задължително',
} as const;

export type ArticleField = 'title' | 'slug' | 'shortDescription' | 'content';
export type ArticleErrors = Partial<Record<ArticleField, string>>;

/** What the slug generator produces: lower-case Latin letters and digits joined by single dashes. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every rule that fails, one message per field; empty when the article may be saved. */
export function validateArticleInput(values: Pick<ArticleInput, ArticleField>): ArticleErrors {
  const errors: ArticleErrors = {};
  if (!values.title.trim()) errors.title = articleMessages.titleRequired;
  if (!values.slug.trim()) errors.slug = articleMessages.slugRequired;
  else if (!ARTICLE_SLUG_PATTERN.test(values.slug.trim())) errors.slug = articleMessages.slugInvalid;
  if (!values.shortDescription.trim()) errors.shortDescription = articleMessages.shortDescriptionRequired;
  if (!values.content.trim()) errors.content = articleMessages.contentRequired;
  return errors;
}

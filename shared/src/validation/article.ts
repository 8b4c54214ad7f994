// Rules of the admin article form (spec section 5) and their messages, used by the form and the server. The
// fields are the ones ArticleInputSchema requires, the slug's form is the contracts' SLUG_PATTERN; only the
// messages are the spec's own. (This module imports no schema builder: the public pages bundle it.)
import type { ArticleInput } from '../contracts/article';
import { SLUG_PATTERN } from '../contracts/patterns';

export const articleMessages = {
  titleRequired: 'Заглавието е задължително',
  slugRequired: 'Адресът (slug) е задължителен',
  slugInvalid: 'Адресът (slug) може да съдържа само малки латински букви, цифри и единични тирета',
  shortDescriptionRequired: 'Краткото описание е задължително',
  contentRequired: 'Съдържанието е задължително',
} as const;

/** The properties a type requires (not optional). */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The fields the contract requires: title, slug, shortDescription and content. */
export type ArticleField = RequiredKeys<ArticleInput>;
export type ArticleErrors = Partial<Record<ArticleField, string>>;

/** What the slug generator produces: lower-case Latin letters and digits joined by single dashes. */
export const ARTICLE_SLUG_PATTERN = new RegExp(SLUG_PATTERN);

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

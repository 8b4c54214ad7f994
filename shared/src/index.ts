// The entity types only: their schemas (and the messages for them) are imported from
// '@site/shared/contracts/<entity>', so that this entry, which every page bundles, carries no schema builder.
export type * from './entities';
export { DEFAULT_COMPANY_NAME, UNSET_SITE_SETTINGS, type SiteSettings } from './site-settings';
export type { Envelope } from './envelope';
export { ok, okPage, fail } from './envelope';
export type { PageInfo, PageRequest, Paged } from './paging';
export { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, pageCount, pageInfo, pageNumberIn, pageOffset } from './paging';
export { getErrorMessage } from './errors';
export {
  registrationMessages,
  validateRegistration,
  isValidEmail,
  emailError,
  normaliseEmail,
  type RegistrationErrors,
  type RegistrationField,
} from './validation/registration';
export { articleMessages, validateArticleInput, ARTICLE_SLUG_PATTERN, type ArticleErrors, type ArticleField } from './validation/article';
export { applyPageMeta, SITE_NAME, type PageMeta } from './page-meta';

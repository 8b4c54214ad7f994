// Query schemas of the article lists (the article's own schemas are in @site/shared/contracts/article).
import type { PageRequest } from '@site/shared';
import { PageQueryProperties } from '@site/shared/contracts/paging';

const page = PageQueryProperties();

export const includeUnpublishedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    includeUnpublished: { type: 'boolean', default: false, description: 'Also drafts; needs the administrator Bearer token' },
    ...page,
  },
} as const;

export const articleCardsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...page,
    category: { type: 'string', minLength: 1, maxLength: 200, description: "Only this category's articles (its slug)" },
    featured: { type: 'boolean', description: 'Only featured articles' },
  },
} as const;

export interface ArticleCardsQuery extends PageRequest {
  category?: string;
  featured?: boolean;
}

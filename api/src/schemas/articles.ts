// Query schema of the article list (the article's own schemas are in @site/shared/contracts/article).
export const includeUnpublishedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    includeUnpublished: { type: 'boolean', default: false, description: 'Also drafts; needs the administrator Bearer token' },
  },
} as const;

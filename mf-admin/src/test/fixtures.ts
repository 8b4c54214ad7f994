import type { Article, Category } from '@site/shared';

export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 1,
    slug: 'kak-da-zapochnem-biznes',
    title: 'Как да започнем бизнес',
    shortDescription: 'Първите стъпки',
    content: '<p>Съдържание</p>',
    featuredImage: null,
    picture: null,
    metaDescription: null,
    metaKeywords: null,
    isPublished: false,
    isFeatured: false,
    categoryId: null,
    category: null,
    tags: [],
    authorName: null,
    viewCount: 0,
    publishedAt: null,
    createdAt: '2025-03-14T10:00:00Z',
    updatedAt: '2025-03-14T10:00:00Z',
    ...overrides,
  };
}

export const categories: Category[] = [
  { id: 1, name: 'Финанси', slug: 'finansi', color: 'blue', isActive: true, order: 1, articleCount: 2 },
  { id: 2, name: 'Продажби', slug: 'prodazhbi', color: 'green', isActive: true, order: 2, articleCount: 0 },
];

// Builders for tests: an article and a category as the API sends them.
import type { Article, Category } from '@site/shared';

let nextId = 100;

export function buildCategory(overrides: Partial<Category> = {}): Category {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Категория ${id}`,
    slug: `kategoriia-${id}`,
    color: 'blue',
    isActive: true,
    order: id,
    articleCount: 1,
    ...overrides,
  };
}

export function buildArticle(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `statiia-${id}`,
    title: `Статия ${id}`,
    shortDescription: `Кратко описание на статия ${id}.`,
    content: `<p>Съдържание на статия ${id}.</p>`,
    featuredImage: null,
    picture: null,
    metaDescription: null,
    metaKeywords: null,
    isPublished: true,
    isFeatured: false,
    categoryId: null,
    category: null,
    tags: [],
    authorName: 'Мария Иванова',
    viewCount: 10,
    publishedAt: '2025-08-05T09:00:00.000Z',
    createdAt: '2025-08-01T09:00:00.000Z',
    updatedAt: '2025-08-05T09:00:00.000Z',
    ...overrides,
  };
}

export function inCategory(category: Category): Pick<Article, 'categoryId' | 'category'> {
  return { categoryId: category.id, category: { id: category.id, name: category.name, color: category.color, slug: category.slug } };
}

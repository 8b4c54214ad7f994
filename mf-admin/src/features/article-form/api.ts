// The administrator's calls behind the article form: load one article, create, update, categories.
import type { Article, ArticleInput, Category } from '@site/shared';
import { bearer, requestData } from '@site/shared/api-client';

export function getArticle(token: string, id: number): Promise<Article> {
  return requestData<Article>({ method: 'GET', url: `/articles/${id}`, headers: bearer(token) });
}

export function createArticle(token: string, input: ArticleInput): Promise<Article> {
  return requestData<Article>({ method: 'POST', url: '/articles', data: input, headers: bearer(token) });
}

/** PUT carries the id in the path and in the body, as the spec says. */
export function updateArticle(token: string, id: number, input: ArticleInput): Promise<Article> {
  return requestData<Article>({ method: 'PUT', url: `/articles/${id}`, data: { ...input, id }, headers: bearer(token) });
}

export function listCategories(): Promise<Category[]> {
  return requestData<Category[]>({ method: 'GET', url: '/categories' });
}

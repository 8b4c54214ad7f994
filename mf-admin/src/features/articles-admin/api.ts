// The administrator's calls on articles: every article including drafts, one article, create, update,
// publish toggle, delete.
import type { Article, ArticleInput } from '@site/shared';
import { bearer, requestData } from '@site/shared/api-client';

export function listAllArticles(token: string): Promise<Article[]> {
  return requestData<Article[]>({ method: 'GET', url: '/articles', params: { includeUnpublished: true }, headers: bearer(token) });
}

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

export function togglePublish(token: string, id: number): Promise<Article> {
  return requestData<Article>({ method: 'POST', url: `/articles/${id}/toggle-publish`, headers: bearer(token) });
}

export async function deleteArticle(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/articles/${id}`, headers: bearer(token) });
}

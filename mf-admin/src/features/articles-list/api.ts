// The administrator's calls on the article list: every article including drafts, publish toggle, delete.
import type { Article } from '@site/shared';
import { bearer, requestData } from '@site/shared/api-client';

export function listAllArticles(token: string): Promise<Article[]> {
  return requestData<Article[]>({ method: 'GET', url: '/articles', params: { includeUnpublished: true }, headers: bearer(token) });
}

export function togglePublish(token: string, id: number): Promise<Article> {
  return requestData<Article>({ method: 'POST', url: `/articles/${id}/toggle-publish`, headers: bearer(token) });
}

export async function deleteArticle(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/articles/${id}`, headers: bearer(token) });
}

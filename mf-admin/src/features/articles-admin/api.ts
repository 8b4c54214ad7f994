// The administrator's calls on articles: every article including drafts (a page at a time), one article,
// create, update, publish toggle, delete.
import type { Article, ArticleInput, PageRequest, Paged } from '@site/shared';
import { requestData } from '@site/shared/api-client';
import { requestPage } from '@site/shared/paged-request';

/** One page of every article, drafts included, newest first as the server orders them. */
export function listAllArticles({ page, pageSize }: PageRequest): Promise<Paged<Article>> {
  return requestPage<Article>({ method: 'GET', url: '/articles', params: { includeUnpublished: true, page, pageSize } });
}

export function getArticle(id: number): Promise<Article> {
  return requestData<Article>({ method: 'GET', url: `/articles/${id}` });
}

export function createArticle(input: ArticleInput): Promise<Article> {
  return requestData<Article>({ method: 'POST', url: '/articles', data: input });
}

/** PUT carries the id in the path and in the body, as the spec says. */
export function updateArticle(id: number, input: ArticleInput): Promise<Article> {
  return requestData<Article>({ method: 'PUT', url: `/articles/${id}`, data: { ...input, id } });
}

export function togglePublish(id: number): Promise<Article> {
  return requestData<Article>({ method: 'POST', url: `/articles/${id}/toggle-publish` });
}

export async function deleteArticle(id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/articles/${id}` });
}

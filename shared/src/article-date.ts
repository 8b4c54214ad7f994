// Kept apart from article-seo so that a list of article cards does not carry the page's search-engine code.
import type { Article } from './entities';

/** The date an article is shown and dated by: its publication, else its creation. */
export function articleDateIso(article: Pick<Article, 'publishedAt' | 'createdAt'>): string {
  return article.publishedAt ?? article.createdAt;
}

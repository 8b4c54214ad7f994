import { useEffect, useState } from 'react';
import type { Article, Category } from '@site/shared';
import { fetchActiveCategories, fetchPublishedArticles } from './api';
import { sidebarCategories } from './article-display';

export type ArticleListState =
  | { status: 'loading' }
  | { status: 'ready'; articles: Article[]; categories: Category[] };

/**
 * The published articles and the sidebar's categories. As the spec says for list failures, a
 * failed call was logged by the API client and leaves its part empty: the page shows its empty text
 * (or, when only the categories failed, the articles without a filter list).
 */
export function useArticleList(): ArticleListState {
  const [state, setState] = useState<ArticleListState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void Promise.allSettled([fetchPublishedArticles(), fetchActiveCategories()]).then(([articles, categories]) => {
      if (!active) return;
      setState({
        status: 'ready',
        articles: articles.status === 'fulfilled' ? articles.value : [],
        categories: categories.status === 'fulfilled' ? sidebarCategories(categories.value) : [],
      });
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

import { useEffect, useState } from 'react';
import type { Article } from '@site/shared';
import { fetchActiveCategories, fetchPublishedArticles } from './api';
import { sidebarCategories, type SidebarCategory } from './article-display';

export type ArticleListState =
  | { status: 'loading' }
  | { status: 'ready'; articles: Article[]; categories: SidebarCategory[] };

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
      const published = articles.status === 'fulfilled' ? articles.value : [];
      setState({
        status: 'ready',
        articles: published,
        categories: categories.status === 'fulfilled' ? sidebarCategories(categories.value, published) : [],
      });
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

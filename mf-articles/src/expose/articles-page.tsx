// Exposed as 'articles/ArticlesPage': the route module of /articles (?category=slug filters it).
import type { PageMeta } from '@site/shared';
import { readQuery, type LoaderArgs } from '@site/shared/data';
import { LIST_DESCRIPTION, LIST_TITLE } from '../features/articles/article-meta';
import { sidebarCategories } from '../features/articles/article-display';
import { ArticlesListPage } from '../features/articles/components/articles-list-page';
import { activeCategoriesQuery, publishedArticlesQuery } from '../features/articles/queries';

export const Component = ArticlesListPage;

export interface ArticlesRouteData {
  origin: string;
  /** The category slug in the URL, or null for all articles. */
  selected: string | null;
  /** Its name, when it is one of the categories the sidebar lists. */
  selectedName: string | undefined;
}

export async function loader({ url, queryClient }: LoaderArgs): Promise<ArticlesRouteData> {
  // A failed read leaves its part empty (spec section 8): the page shows its empty text.
  const [articles = [], categories = []] = await Promise.all([
    readQuery(queryClient, publishedArticlesQuery),
    readQuery(queryClient, activeCategoriesQuery),
  ]);
  const selected = url.searchParams.get('category') || null;
  const selectedName = sidebarCategories(categories, articles).find(({ category }) => category.slug === selected)?.category.name;
  return { origin: url.origin, selected, selectedName };
}

export function head({ origin, selected, selectedName }: ArticlesRouteData): PageMeta {
  const canonical = `${origin}/articles${selected ? `?category=${encodeURIComponent(selected)}` : ''}`;
  return {
    title: selectedName ? `${selectedName} – ${LIST_TITLE}` : LIST_TITLE,
    description: selectedName ? `Статии в категория „${selectedName}“. ${LIST_DESCRIPTION}` : LIST_DESCRIPTION,
    canonical,
    openGraph: { type: 'website', title: selectedName ?? LIST_TITLE, description: LIST_DESCRIPTION, url: canonical },
  };
}

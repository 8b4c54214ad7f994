// Exposed as 'articles/ArticlesPage': the route module of /articles (?category=slug filters it).
import type { PageMeta, Picture } from '@site/shared';
import { picturePreload } from '@site/shared/pictures';
import { ARTICLE_PICTURE_SIZES } from '../features/articles/components/article-image';
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
  /** The first card's picture: the page's largest element on a phone. */
  firstPicture: Picture | null;
}

export async function loader({ url, queryClient }: LoaderArgs): Promise<ArticlesRouteData> {
  // A failed read leaves its part empty (spec section 8): the page shows its empty text.
  const [articles = [], categories = []] = await Promise.all([readQuery(queryClient, publishedArticlesQuery), readQuery(queryClient, activeCategoriesQuery)]);
  const selected = url.searchParams.get('category') || null;
  const selectedName = sidebarCategories(categories, articles).find(({ category }) => category.slug === selected)?.category.name;
  const shown = selected ? articles.filter((article) => article.category?.slug === selected) : articles;
  return { origin: url.origin, selected, selectedName, firstPicture: shown[0]?.picture ?? null };
}

export function head({ origin, selected, selectedName, firstPicture }: ArticlesRouteData): PageMeta {
  const canonical = `${origin}/articles${selected ? `?category=${encodeURIComponent(selected)}` : ''}`;
  return {
    title: selectedName ? `${selectedName} – ${LIST_TITLE}` : LIST_TITLE,
    description: selectedName ? `Статии в категория „${selectedName}“. ${LIST_DESCRIPTION}` : LIST_DESCRIPTION,
    canonical,
    openGraph: { type: 'website', title: selectedName ?? LIST_TITLE, description: LIST_DESCRIPTION, url: canonical },
    ...(firstPicture ? { preloadImage: picturePreload(firstPicture, ARTICLE_PICTURE_SIZES.card) } : {}),
  };
}

// Exposed as 'articles/ArticlesPage': the route module of /articles (?category=slug filters it, ?page=2 pages it).
import type { PageMeta, Picture } from '@site/shared';
import { picturePreload } from '@site/shared/pictures';
import { ARTICLE_PICTURE_SIZES } from '../features/articles/components/article-image';
import { readQuery, type LoaderArgs } from '@site/shared/data';
import { LIST_DESCRIPTION, LIST_TITLE } from '../features/articles/article-meta';
import { listPath, listPlace, sidebarCategories } from '../features/articles/article-display';
import { ArticlesListPage } from '../features/articles/components/articles-list-page';
import { activeCategoriesQuery, listPageQuery } from '../features/articles/queries';

export const Component = ArticlesListPage;

export interface ArticlesRouteData {
  origin: string;
  /** The category slug in the URL, or null for all articles. */
  selected: string | null;
  /** Its name, when it is one of the categories the sidebar lists. */
  selectedName: string | undefined;
  /** The page, from 1. */
  page: number;
  /** The first card's picture: the page's largest element on a phone. */
  firstPicture: Picture | null;
}

export async function loader({ url, queryClient }: LoaderArgs): Promise<ArticlesRouteData> {
  const { category: selected, page } = listPlace(url.searchParams);
  // A failed read leaves its part empty (spec section 8): the page shows its empty text.
  const [shown, categories = []] = await Promise.all([
    readQuery(queryClient, listPageQuery(page, selected)),
    readQuery(queryClient, activeCategoriesQuery),
    // The count beside 'Всички статии'.
    selected === null ? undefined : readQuery(queryClient, listPageQuery(1, null)),
  ]);
  const selectedName = sidebarCategories(categories).find((category) => category.slug === selected)?.name;
  return { origin: url.origin, selected, selectedName, page, firstPicture: shown?.items[0]?.picture ?? null };
}

export function head({ origin, selected, selectedName, page, firstPicture }: ArticlesRouteData): PageMeta {
  const canonical = `${origin}${listPath(selected, page)}`;
  const title = selectedName ? `${selectedName} – ${LIST_TITLE}` : LIST_TITLE;
  return {
    title: page > 1 ? `${title}, страница ${page}` : title,
    description: selectedName ? `Статии в категория „${selectedName}“. ${LIST_DESCRIPTION}` : LIST_DESCRIPTION,
    canonical,
    openGraph: { type: 'website', title: selectedName ?? LIST_TITLE, description: LIST_DESCRIPTION, url: canonical },
    ...(firstPicture ? { preloadImage: picturePreload(firstPicture, ARTICLE_PICTURE_SIZES.card) } : {}),
  };
}

// Exposed as 'articles/ArticleDetailPage': the route module of /articles/{slug}.
import type { PageMeta } from '@site/shared';
import { articlePageMeta } from '@site/shared/article-seo';
import { picturePreload } from '@site/shared/pictures';
import { ARTICLE_PICTURE_SIZES } from '../features/articles/components/article-image';
import { readQuery, type LoaderArgs } from '@site/shared/data';
import type { ArticleRouteData } from '../features/articles/article-route-data';
import { ArticleDetailPage, LOAD_ERROR_TITLE, NOT_FOUND_TITLE } from '../features/articles/components/article-detail-page';
import { articleQuery } from '../features/articles/queries';

export const Component = ArticleDetailPage;

export async function loader({ params, url, queryClient }: LoaderArgs): Promise<ArticleRouteData> {
  return { origin: url.origin, lookup: await readQuery(queryClient, articleQuery(params.slug ?? '')) };
}

/** The article's title, description, keywords, canonical link, Open Graph and JSON-LD; a problem page is not indexed. */
export function head({ origin, lookup }: ArticleRouteData): PageMeta {
  if (!lookup) return { title: LOAD_ERROR_TITLE, robots: 'noindex' };
  if (lookup.status === 'not-found') return { title: lookup.message || NOT_FOUND_TITLE, robots: 'noindex' };
  const { picture } = lookup.article;
  const meta = articlePageMeta(lookup.article, origin);
  return picture ? { ...meta, preloadImage: picturePreload(picture, ARTICLE_PICTURE_SIZES.hero) } : meta;
}

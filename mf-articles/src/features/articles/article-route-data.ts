import type { ArticleLookup } from './api';

/** What the loader of /articles/{slug} hands its page and head. */
export interface ArticleRouteData {
  /** The site's public origin, for the article's address. */
  origin: string;
  /** The article or the server's not-found answer; undefined when the read failed (network, 5xx). */
  lookup: ArticleLookup | undefined;
}

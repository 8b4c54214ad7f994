// What an article page tells search engines and link previews. The articles remote sets it in the
// browser and the server writes it into the HTML crawlers get, so both must come from here.
import type { Article } from './entities';
import { SITE_NAME, type PageMeta } from './page-meta';
import type { JsonLdObject } from './json-ld';
import { articleImagePath } from './article-images';
import { articleDateIso } from './article-date';
import { pictureLargestPath } from './pictures';
import { breadcrumbJsonLd, jsonLdGraph } from './structured-data';
import { pathTo } from './site-paths';

export function articlePath(slug: string): string {
  return pathTo('article', { slug });
}

function imageUrl(origin: string, article: Article): string | undefined {
  if (article.picture) return origin + pictureLargestPath(article.picture);
  return article.featuredImage ? origin + articleImagePath(article.featuredImage) : undefined;
}

export function articleDescription(article: Article): string {
  return article.metaDescription?.trim() || article.shortDescription;
}

/** Title, description, keywords, canonical link, Open Graph tags and JSON-LD (the Article and its breadcrumb) of an article page. */
export function articlePageMeta(article: Article, origin: string): PageMeta & { canonical: string; openGraph: Record<string, string> } {
  const url = origin + articlePath(article.slug);
  const description = articleDescription(article);
  const image = imageUrl(origin, article);
  const keywords = article.metaKeywords?.trim() || article.tags.join(', ');
  return {
    title: article.title,
    description,
    ...(keywords ? { keywords } : {}),
    canonical: url,
    openGraph: {
      type: 'article',
      title: article.title,
      description,
      url,
      site_name: SITE_NAME,
      locale: 'bg_BG',
      ...(image ? { image } : {}),
    },
    jsonLd: jsonLdGraph(articleJsonLd(article, origin), articleBreadcrumbJsonLd(article, origin)),
  };
}

/** The trail above an article, as course pages have it: the home page, the articles, the article. */
export function articleBreadcrumbJsonLd(article: Pick<Article, 'slug' | 'title'>, origin: string): JsonLdObject {
  return breadcrumbJsonLd(origin, [
    { name: 'Статии', path: '/articles' },
    { name: article.title, path: articlePath(article.slug) },
  ]);
}

/** schema.org Article, as search engines read it for rich results. */
export function articleJsonLd(article: Article, origin: string): JsonLdObject {
  const url = origin + articlePath(article.slug);
  const image = imageUrl(origin, article);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: articleDescription(article),
    ...(image ? { image: [image] } : {}),
    datePublished: articleDateIso(article),
    dateModified: article.updatedAt,
    author: article.authorName ? { '@type': 'Person', name: article.authorName } : { '@type': 'Organization', name: SITE_NAME },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'bg',
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
  };
}

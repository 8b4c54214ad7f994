// What an article page tells search engines and link previews: head meta, Open Graph and JSON-LD.
import type { Article, PageMeta } from '@site/shared';
import { SITE_NAME } from '@site/shared';
import type { JsonLdObject } from '@site/shared/json-ld';
import { articleImageUrl } from './api';
import { articleDateIso } from './article-display';

export const LIST_TITLE = 'Статии';
export const LIST_DESCRIPTION =
  'Практични статии за предприемачество, бизнес планиране, продажби, финанси и лидерство от преподавателите на Бизнес Академия.';

export function articleUrl(origin: string, slug: string): string {
  return `${origin}/articles/${encodeURIComponent(slug)}`;
}

function imageUrl(origin: string, article: Article): string | undefined {
  return article.featuredImage ? `${origin}${articleImageUrl(article.featuredImage)}` : undefined;
}

export function articleDescription(article: Article): string {
  return article.metaDescription?.trim() || article.shortDescription;
}

export function articlePageMeta(article: Article, origin: string): PageMeta {
  const url = articleUrl(origin, article.slug);
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
  };
}

/** schema.org Article, as search engines read it for rich results. */
export function articleJsonLd(article: Article, origin: string): JsonLdObject {
  const url = articleUrl(origin, article.slug);
  const image = imageUrl(origin, article);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: articleDescription(article),
    ...(image ? { image: [image] } : {}),
    datePublished: articleDateIso(article),
    dateModified: article.updatedAt,
    ...(article.authorName
      ? { author: { '@type': 'Person', name: article.authorName } }
      : { author: { '@type': 'Organization', name: SITE_NAME } }),
    publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'bg',
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
  };
}

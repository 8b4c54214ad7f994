import { articleJsonLd, articlePageMeta } from './article-meta';
import { buildArticle } from './test-data';

const origin = 'https://akademia.example';

describe('article meta for search engines', () => {
  it('leaves out the image an article does not have, and names the academy when there is no author', () => {
    const article = buildArticle({ slug: 'purvite-90-dni', featuredImage: null, authorName: null, tags: [], metaKeywords: null });
    const meta = articlePageMeta(article, origin);
    expect(meta.canonical).toBe('https://akademia.example/articles/purvite-90-dni');
    expect(meta.openGraph).not.toHaveProperty('image');
    expect(meta).not.toHaveProperty('keywords');

    const jsonLd = articleJsonLd(article, origin);
    expect(jsonLd).not.toHaveProperty('image');
    expect(jsonLd['author']).toEqual({ '@type': 'Organization', name: 'Бизнес Академия' });
    expect(jsonLd['datePublished']).toBe(article.publishedAt);
  });

  it('dates an article without a publication date by its creation', () => {
    const article = buildArticle({ publishedAt: null, createdAt: '2025-03-02T10:00:00Z' });
    expect(articleJsonLd(article, origin)['datePublished']).toBe('2025-03-02T10:00:00Z');
  });
});

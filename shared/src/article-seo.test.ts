import type { Article } from './entities';
import { articleJsonLd, articlePageMeta } from './article-seo';

function buildArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 1,
    slug: 'biznes-plan',
    title: 'Как да напишете бизнес план',
    shortDescription: 'Кратко описание.',
    content: '<p>Текст</p>',
    featuredImage: 'plan.png',
    picture: null,
    metaDescription: 'Мета описание',
    metaKeywords: null,
    isPublished: true,
    isFeatured: false,
    categoryId: 2,
    category: { id: 2, name: 'Финанси', color: '#d97706', slug: 'finansi' },
    tags: ['план', 'финанси'],
    authorName: 'Мария Иванова',
    viewCount: 10,
    publishedAt: '2025-08-05T09:00:00Z',
    createdAt: '2025-08-01T09:00:00Z',
    updatedAt: '2025-08-06T09:00:00Z',
    ...overrides,
  };
}

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

  it('describes a full article with its image, keywords and author, the same for browser and crawler', () => {
    const article = buildArticle();
    const meta = articlePageMeta(article, origin);
    expect(meta).toEqual({
      title: 'Как да напишете бизнес план',
      description: 'Мета описание',
      keywords: 'план, финанси',
      canonical: 'https://akademia.example/articles/biznes-plan',
      openGraph: {
        type: 'article',
        title: 'Как да напишете бизнес план',
        description: 'Мета описание',
        url: 'https://akademia.example/articles/biznes-plan',
        site_name: 'Бизнес Академия',
        locale: 'bg_BG',
        image: 'https://akademia.example/api/articles/images/plan.png',
      },
      jsonLd: {
        '@context': 'https://schema.org',
        '@graph': [
          expect.objectContaining({ '@type': 'Article', headline: 'Как да напишете бизнес план' }),
          {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Бизнес Академия', item: 'https://akademia.example/' },
              { '@type': 'ListItem', position: 2, name: 'Статии', item: 'https://akademia.example/articles' },
              { '@type': 'ListItem', position: 3, name: 'Как да напишете бизнес план', item: 'https://akademia.example/articles/biznes-plan' },
            ],
          },
        ],
      },
    });
    expect(articleJsonLd(article, origin)).toMatchObject({
      '@type': 'Article',
      headline: 'Как да напишете бизнес план',
      author: { '@type': 'Person', name: 'Мария Иванова' },
      articleSection: 'Финанси',
      image: ['https://akademia.example/api/articles/images/plan.png'],
    });
  });

  it('falls back to the short description when there is no meta description', () => {
    expect(articlePageMeta(buildArticle({ metaDescription: '  ' }), origin).description).toBe('Кратко описание.');
  });

  it('dates an article without a publication date by its creation', () => {
    const article = buildArticle({ publishedAt: null, createdAt: '2025-03-02T10:00:00Z' });
    expect(articleJsonLd(article, origin)['datePublished']).toBe('2025-03-02T10:00:00Z');
  });
});

describe('a library picture', () => {
  it('is what link previews and the JSON-LD show, in its widest variant', () => {
    const article = buildArticle({ picture: { id: 3, alt: 'Бизнес план', width: 1600, height: 900, format: 'jpeg', widths: [480, 960, 1600] } });
    expect(articlePageMeta(article, 'https://example.bg').openGraph?.image).toBe('https://example.bg/api/pictures/3/1600.jpg');
  });
});

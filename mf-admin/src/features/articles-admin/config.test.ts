import type { Article } from '@site/shared';
import { articleMessages } from '@site/shared/validation/article';
import { articleInputOf, articlesSection } from './config';

const values = {
  ...articlesSection.emptyValues(),
  title: ' Заглавие ',
  slug: 'zaglavie',
  shortDescription: 'Кратко',
  content: '<p>Текст</p>',
  categoryId: '2',
  tags: 'а, б,',
};

describe('the article form’s body', () => {
  it('is what POST and PUT send: texts trimmed, blanks as null, tags split, the category an id', () => {
    expect(articleInputOf(values)).toEqual({
      title: 'Заглавие',
      slug: 'zaglavie',
      shortDescription: 'Кратко',
      content: '<p>Текст</p>',
      featuredImage: null,
      pictureId: null,
      metaDescription: null,
      metaKeywords: null,
      categoryId: 2,
      tags: ['а', 'б'],
      authorName: null,
      isPublished: false,
      isFeatured: false,
    });
  });

  it('comes back from an article as the fields show it, and goes back as the article had it', () => {
    const article: Article = {
      id: 4,
      slug: 's',
      title: 'T',
      shortDescription: 'S',
      content: 'C',
      featuredImage: null,
      picture: { id: 8, alt: 'Бизнес план', width: 960, height: 540, format: 'jpeg', widths: [480, 960] },
      metaDescription: 'md',
      metaKeywords: null,
      isPublished: true,
      isFeatured: false,
      categoryId: 5,
      category: { id: 5, name: 'Финанси', color: 'blue', slug: 'finansi' },
      tags: ['x', 'y'],
      authorName: null,
      viewCount: 1,
      publishedAt: null,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
    };
    const shown = articlesSection.valuesOf(article);
    expect(shown).toEqual({
      title: 'T',
      slug: 's',
      shortDescription: 'S',
      content: 'C',
      featuredImage: '',
      pictureId: 8,
      metaDescription: 'md',
      metaKeywords: '',
      categoryId: '5',
      tags: 'x, y',
      authorName: '',
      isPublished: true,
      isFeatured: false,
    });
    expect(articleInputOf(shown)).toMatchObject({ pictureId: 8, categoryId: 5, tags: ['x', 'y'], metaKeywords: null, authorName: null });
  });
});

describe('the article form’s rules', () => {
  it('are the spec’s for the required fields and the address', () => {
    expect(articlesSection.validate(articlesSection.emptyValues())).toEqual({
      title: articleMessages.titleRequired,
      slug: articleMessages.slugRequired,
      shortDescription: articleMessages.shortDescriptionRequired,
      content: articleMessages.contentRequired,
    });
    expect(articlesSection.validate({ ...values, slug: 'Грешен адрес' })).toEqual({ slug: articleMessages.slugInvalid });
    expect(articlesSection.validate(values)).toEqual({});
  });

  it('and the contract’s limits, with the message the API gives', () => {
    const tooLong = { ...values, title: 'Я'.repeat(301) };
    expect(articlesSection.validate(tooLong)).toEqual({ title: 'Полето „Заглавие“ е твърде дълго (най-много 300 знака)' });
  });
});

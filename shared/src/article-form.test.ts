import type { Article } from './entities';
import { articleToFormValues, emptyArticleForm, formValuesToArticleInput, parseSelectedId, parseTags, validateArticleForm } from './article-form';
import { articleMessages } from './validation/article';

describe('parseTags', () => {
  it('splits at commas, trims and drops empties', () => {
    expect(parseTags(' бизнес,  пари ,, ,продажби,')).toEqual(['бизнес', 'пари', 'продажби']);
  });

  it('gives no tags for blank text', () => {
    expect(parseTags('  ')).toEqual([]);
    expect(parseTags(',,')).toEqual([]);
  });
});

describe('parseSelectedId', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
  ])('reads %p as the integer %p', (value, id) => {
    expect(parseSelectedId(value)).toBe(id);
  });

  it.each(['', '  ', 'abc', '2.5', '-1', '0', '1e3', '99999999999999999999'])('leaves %p unset', (value) => {
    expect(parseSelectedId(value)).toBeNull();
  });
});

describe('formValuesToArticleInput', () => {
  const values = {
    ...emptyArticleForm,
    title: ' Заглавие ',
    slug: 'zaglavie',
    shortDescription: 'Кратко',
    content: '<p>Текст</p>',
    categoryId: '2',
    tags: 'а, б,',
  };

  it('builds a create body without an id, with blanks as null', () => {
    expect(formValuesToArticleInput(values)).toEqual({
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

  it('carries the id for an edit', () => {
    expect(formValuesToArticleInput(values, 7)).toMatchObject({ id: 7, title: 'Заглавие' });
  });
});

describe('articleToFormValues', () => {
  it('turns an article back into what the inputs show', () => {
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
    expect(articleToFormValues(article)).toEqual({
      title: 'T',
      slug: 's',
      shortDescription: 'S',
      content: 'C',
      featuredImage: '',
      pictureId: '8',
      metaDescription: 'md',
      metaKeywords: '',
      categoryId: '5',
      tags: 'x, y',
      authorName: '',
      isPublished: true,
      isFeatured: false,
    });
  });
});

describe('validateArticleForm', () => {
  it('requires title, slug, short description and content with the Bulgarian messages', () => {
    expect(validateArticleForm(emptyArticleForm)).toEqual({
      title: articleMessages.titleRequired,
      slug: articleMessages.slugRequired,
      shortDescription: articleMessages.shortDescriptionRequired,
      content: articleMessages.contentRequired,
    });
  });
});

import { articleMessages, validateArticleInput } from './article';

const valid = { title: 'Заглавие', slug: 'zaglavie-1', shortDescription: 'Кратко', content: '<p>Текст</p>' };

describe('validateArticleInput', () => {
  it('accepts a complete article', () => {
    expect(validateArticleInput(valid)).toEqual({});
  });

  it('reports every blank required field', () => {
    expect(validateArticleInput({ title: ' ', slug: '', shortDescription: '', content: '  ' })).toEqual({
      title: articleMessages.titleRequired,
      slug: articleMessages.slugRequired,
      shortDescription: articleMessages.shortDescriptionRequired,
      content: articleMessages.contentRequired,
    });
  });

  it.each(['Zaglavie', 'два', 'a--b', '-a', 'a_b', 'a b'])('rejects the slug %s', (slug) => {
    expect(validateArticleInput({ ...valid, slug }).slug).toBe(articleMessages.slugInvalid);
  });
});

import { makeCategory } from '@site/shared/testing/factories';
import { cardTags, categoryColor, listPath, listPlace, readableTextColor, sidebarCategories, viewCountText } from './article-display';

describe('article display rules', () => {
  it('keeps at most three tags for a card', () => {
    expect(cardTags(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(cardTags(['a'])).toEqual(['a']);
  });

  it('gives every category a safe colour, blue by default', () => {
    expect(categoryColor('#16A34A')).toBe('#16a34a');
    expect(categoryColor('blue')).toBe('#1d4ed8');
    expect(categoryColor('')).toBe('#1d4ed8');
    expect(categoryColor(null)).toBe('#1d4ed8');
    expect(categoryColor('red; background: url(x)')).toBe('#1d4ed8');
  });

  it('picks the text colour that reads better on the badge', () => {
    expect(readableTextColor('#1d4ed8')).toBe('#ffffff');
    expect(readableTextColor('#7c3aed')).toBe('#ffffff');
    expect(readableTextColor('#fde047')).toBe('#0f172a');
    expect(readableTextColor('#fff')).toBe('#0f172a');
  });

  it('lists active categories with published articles by order, then by name', () => {
    const finance = makeCategory({ name: 'Финанси', order: 3, articleCount: 9 });
    const strategy = makeCategory({ name: 'Стратегия', order: 1, articleCount: 1 });
    const sales = makeCategory({ name: 'Продажби', order: 1, articleCount: 2 });
    const law = makeCategory({ name: 'Право', order: 0, articleCount: 0 });
    const news = makeCategory({ name: 'Новини', order: 0, isActive: false, articleCount: 3 });
    expect(sidebarCategories([finance, strategy, sales, law, news]).map(({ name }) => name)).toEqual(['Продажби', 'Стратегия', 'Финанси']);
  });

  it('reads the place in the list from the address and writes it back, page 1 and no category left out', () => {
    expect(listPlace(new URLSearchParams('category=finansi&page=3'))).toEqual({ category: 'finansi', page: 3 });
    for (const page of ['0', '-2', '2.5', 'две', '']) expect(listPlace(new URLSearchParams(`page=${page}`))).toEqual({ category: null, page: 1 });
    expect(listPlace(new URLSearchParams('page=999999')).page).toBe(100_000);
    expect(listPath(null)).toBe('/articles');
    expect(listPath(null, 1)).toBe('/articles');
    expect(listPath('finansi')).toBe('/articles?category=finansi');
    expect(listPath('finansi', 2)).toBe('/articles?category=finansi&page=2');
    expect(listPath(null, 4)).toBe('/articles?page=4');
  });

  it('writes the view count in Bulgarian', () => {
    expect(viewCountText(1)).toBe('1 преглед');
    expect(viewCountText(1249)).toBe('1249 прегледа');
    expect(viewCountText(12345)).toBe('12\u00a0345 прегледа');
    const bulgarian = new Intl.NumberFormat('bg-BG');
    for (const count of [0, 7, 999, 1000, 9999, 10_000, 99_999, 100_000, 1_234_567, 12_345_678]) {
      expect(viewCountText(count)).toBe(`${bulgarian.format(count)} прегледа`);
    }
  });
});

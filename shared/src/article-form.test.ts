import { formatTags, parseSelectedId, parseTags } from './article-form';

describe('parseTags', () => {
  it('splits at commas, trims and drops empties', () => {
    expect(parseTags(' бизнес,  пари ,, ,продажби,')).toEqual(['бизнес', 'пари', 'продажби']);
  });

  it('gives no tags for blank text', () => {
    expect(parseTags('  ')).toEqual([]);
    expect(parseTags(',,')).toEqual([]);
  });

  it('reads back what formatTags wrote', () => {
    expect(parseTags(formatTags(['бизнес', 'пари']))).toEqual(['бизнес', 'пари']);
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

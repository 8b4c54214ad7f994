import { pageCount, pageNumberIn, pageOffset } from './paging';

describe('pages of a list', () => {
  it('reads the page an address names, the first one for none or anything that is not a page', () => {
    expect(pageNumberIn(new URLSearchParams('page=3&category=finansi'))).toBe(3);
    for (const text of ['', 'page=', 'page=0', 'page=-2', 'page=2.5', 'page=02', 'page=две', 'page=1e3'])
      expect(pageNumberIn(new URLSearchParams(text))).toBe(1);
    expect(pageNumberIn(new URLSearchParams('page=999999'))).toBe(100_000);
  });

  it('counts pages (an empty list is one page) and the rows a page skips', () => {
    expect(pageCount({ number: 1, size: 12, total: 0 })).toBe(1);
    expect(pageCount({ number: 1, size: 12, total: 12 })).toBe(1);
    expect(pageCount({ number: 1, size: 12, total: 13 })).toBe(2);
    expect(pageOffset({ page: 3, pageSize: 20 })).toBe(40);
  });
});

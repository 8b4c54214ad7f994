import { pageSizeFor } from './use-page-size';

it('has 3 cards above 1024 px, 2 up to 1024 px and 1 up to 768 px', () => {
  expect(pageSizeFor(1920)).toBe(3);
  expect(pageSizeFor(1025)).toBe(3);
  expect(pageSizeFor(1024)).toBe(2);
  expect(pageSizeFor(769)).toBe(2);
  expect(pageSizeFor(768)).toBe(1);
  expect(pageSizeFor(320)).toBe(1);
});

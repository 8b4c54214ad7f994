import { reorder } from './reorder';

describe('reorder', () => {
  const items = [
    { id: 10, order: 1 },
    { id: 20, order: 2 },
    { id: 30, order: 3 },
  ];

  it('swaps an item with the one above it, writing only the two orders that change', () => {
    expect(reorder(items, 30, -1)).toEqual([
      { id: 30, order: 2 },
      { id: 20, order: 3 },
    ]);
  });

  it('numbers items that shared one order, so the move shows', () => {
    expect(
      reorder(
        [
          { id: 1, order: 0 },
          { id: 2, order: 0 },
        ],
        1,
        1,
      ),
    ).toEqual([
      { id: 2, order: 1 },
      { id: 1, order: 2 },
    ]);
  });

  it('does nothing past either end, or for an unknown item', () => {
    expect(reorder(items, 10, -1)).toEqual([]);
    expect(reorder(items, 30, 1)).toEqual([]);
    expect(reorder(items, 99, 1)).toEqual([]);
  });
});

// Moving one item up or down a list ordered by a number: the orders to write so that the list reads in
// its new sequence. Items that share an order (the seed gives several 0) are numbered 1, 2, 3… first.

export interface OrderChange {
  id: number;
  order: number;
}

export function reorder(items: { id: number; order: number }[], id: number, direction: -1 | 1): OrderChange[] {
  const index = items.findIndex((item) => item.id === id);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= items.length) return [];
  const sequence = [...items];
  [sequence[index], sequence[target]] = [sequence[target]!, sequence[index]!];
  return sequence
    .map((item, position) => ({ id: item.id, order: position + 1 }))
    .filter((change) => items.find((item) => item.id === change.id)?.order !== change.order);
}

// A table row as a reader meets it: the text of each of its cells, in order.
import { within } from '@testing-library/react';

/** The texts of a row's data cells, or of its column headers with `'columnheader'`. */
export const cellTexts = (row: HTMLElement, role: 'cell' | 'columnheader' = 'cell'): (string | null)[] =>
  within(row)
    .getAllByRole(role)
    .map((cell) => cell.textContent);

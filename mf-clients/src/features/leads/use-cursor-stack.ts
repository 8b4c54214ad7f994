// Keyset paging backwards and forwards: the API only knows "older than this cursor", so the cursors
// that led to the page shown are kept, and "newer" goes back one. Another filter starts again at the newest.
import { useState } from 'react';

interface Paging {
  filterKey: string;
  cursors: string[];
  /** Staff moved to this page with the pager (rather than arriving or filtering). */
  paged: boolean;
}

export function useCursorStack(filterKey: string) {
  const [paging, setPaging] = useState<Paging>({ filterKey, cursors: [], paged: false });
  const current = paging.filterKey === filterKey ? paging : { filterKey, cursors: [], paged: false };
  const { cursors } = current;

  return {
    /** The cursor of the page shown; null for the newest page. */
    cursor: cursors.at(-1) ?? null,
    pageNumber: cursors.length + 1,
    paged: current.paged,
    older: (nextCursor: string) => setPaging({ filterKey, cursors: [...cursors, nextCursor], paged: true }),
    newer: () => setPaging({ filterKey, cursors: cursors.slice(0, -1), paged: true }),
  };
}
